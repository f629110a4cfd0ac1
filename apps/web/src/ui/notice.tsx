import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const noticeVariants = cva('flex gap-3 rounded-lg border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-border bg-surface-muted text-foreground',
      destructive: 'border-destructive/40 bg-destructive/5 text-destructive',
      // Its words in the text colour: the success colour on its own pale tint falls short of 4.5:1 in
      // some themes (the default's); the tick and the border carry the colour.
      success: 'border-success/40 bg-success/5 text-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
});

const ICONS = { info: 'ℹ', destructive: '⚠', success: '✓' } as const;

/** A boxed message with an icon and text, so its meaning never rests on colour alone. */
export function Notice({
  className,
  variant,
  children,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof noticeVariants>) {
  return (
    <div className={cn(noticeVariants({ variant }), className)} {...props}>
      <span aria-hidden="true" className={cn('font-bold', variant === 'success' && 'text-success')}>
        {ICONS[variant ?? 'info']}
      </span>
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}
