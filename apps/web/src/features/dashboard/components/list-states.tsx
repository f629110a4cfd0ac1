import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';

/** Placeholder cards while a list loads; hidden from assistive technology (the busy region says it). */
export function CardSkeletons({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex animate-pulse flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <div className="aspect-video rounded-md bg-surface-muted" />
          <div className="h-5 w-3/4 rounded bg-surface-muted" />
          <div className="h-4 w-full rounded bg-surface-muted" />
        </li>
      ))}
    </ul>
  );
}

/** A failed fetch, said plainly, with a way to try again. */
export function LoadError({ error, onRetry, children }: { error: unknown; onRetry: () => void; children?: ReactNode }) {
  return (
    <Notice variant="destructive" role="alert">
      <p>{children ?? getErrorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
