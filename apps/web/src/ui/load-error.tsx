import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../api/error-message';
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

export interface LoadErrorProps {
  /** The failure; its message is shown when there are no `children`. */
  error: unknown;
  onRetry: () => void;
  /** A first, bold line ("We couldn't load your results."). */
  title?: ReactNode;
  /** While the retry runs: the button waits with a spinner. */
  isRetrying?: boolean;
  /** What to say instead of the error's own message. */
  children?: ReactNode;
}

/** A failed fetch, said plainly in an alert, with a way to try again: every screen's load error. */
export function LoadError({ error, onRetry, title, isRetrying = false, children }: LoadErrorProps) {
  return (
    <Notice variant="destructive" role="alert">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children ?? getErrorMessage(error)}</p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={isRetrying}
        onClick={onRetry}
      >
        {isRetrying ? <Spinner /> : null}
        <Trans>Try again</Trans>
      </Button>
    </Notice>
  );
}
