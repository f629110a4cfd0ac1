import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getErrorStatus } from '@/api/error-message';
import { LoadError } from '@/ui/load-error';

export interface LibraryLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** What failed to load, for any failure but the library being unavailable. */
  children: ReactNode;
}

/** A failed load: a remote library that is down with nothing cached (503) says so, not "check your connection". */
export function LibraryLoadError({ error, onRetry, isRetrying, children }: LibraryLoadErrorProps) {
  return (
    <LoadError error={error} onRetry={onRetry} isRetrying={isRetrying}>
      {getErrorStatus(error) === 503 ? (
        <Trans>The clinic library is temporarily unavailable. Please try again in a few minutes.</Trans>
      ) : (
        children
      )}
    </LoadError>
  );
}
