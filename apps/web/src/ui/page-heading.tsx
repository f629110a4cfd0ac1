import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PageHeadingProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Shown above the title, for example a back link. */
  before?: ReactNode;
  className?: string;
}

/**
 * The screen's single <h1>. It takes focus (tabIndex -1) after a route change
 * so screen readers announce the new screen.
 */
export function PageHeading({ title, intro, before, className }: PageHeadingProps) {
  return (
    <header className={cn('flex flex-col gap-2', className)}>
      {before}
      <h1 tabIndex={-1} data-route-heading="" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {intro ? <p className="max-w-prose text-base text-muted-foreground">{intro}</p> : null}
    </header>
  );
}
