import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import type { SpinnerProps } from '@/ui/spinner';

export interface LoadingStatusProps {
  /** What is loading, said in words ("Loading your files…"). */
  children: ReactNode;
  /** The spinner's size: `md` where the line stands for a whole screen. */
  size?: SpinnerProps['size'];
  /** Classes added to the line's own (it takes no overrides: `cn` does not merge conflicting utilities). */
  className?: string;
}

/** The muted line with a spinner that a screen or section shows while its data loads, announced as a status. */
export function LoadingStatus({ children, size, className }: LoadingStatusProps) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <Spinner size={size} />
      {children}
    </p>
  );
}
