import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface SpinnerProps extends ComponentProps<'svg'> {
  size?: 'sm' | 'md';
}

/** A decorative spinner; pair it with text or an accessible label on the control that shows it. */
export function Spinner({ className, size = 'sm', ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('animate-spin', size === 'sm' ? 'size-4' : 'size-5', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
