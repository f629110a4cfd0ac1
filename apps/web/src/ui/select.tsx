import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A native select, styled like `Input` (its options are the browser's own, so keyboard and screen readers just work). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-md border border-border bg-surface px-3 text-base',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
