import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import { href } from '@/navigation/paths';
import { forgetSessionActivity } from '@/session/session-activity';
import { useSessionIdleTimer } from '@/session/session-activity-timer';
import { onSessionCleared, signOut } from '@/session/sign-out';
import { useCurrentUser } from '@/session/use-current-user';
import { Button } from '@/ui/button';
import { ModalDialog } from '@/ui/modal-dialog';

/** Screen readers hear the countdown this often, not every second. */
const ANNOUNCE_EVERY_SECONDS = 15;

/**
 * Signs the member out after the programme's idle minutes without a signed-in request, as the server
 * does, and a minute before asks whether they are still there (unless they touched the page meanwhile:
 * then the session is kept alive without asking). Mounted once in the signed-in layout.
 */
export function SessionIdleWarning() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: user, refetch } = useCurrentUser();
  const idleMinutes = user?.account.session?.idle_timeout_minutes;

  // A sign-out (from here, the account menu or a refused session) ends the times of this session.
  useEffect(() => onSessionCleared(forgetSessionActivity), []);

  const leave = useCallback(
    async (notice?: string) => {
      await signOut();
      // The login page shows the notice of its state (navigation/login-state.ts: LoginScreenState), in words
      // that load here, so its own script stays as small as it is.
      await navigate(href('login'), { replace: true, state: notice ? { notice } : undefined });
    },
    [navigate],
  );

  const { warningEndsAt, staySignedIn } = useSessionIdleTimer({
    idleMinutes,
    // Fetching the member is a signed-in request: the server counts it as activity.
    keepAlive: () => void refetch(),
    onExpired: () =>
      void leave(
        t`You were signed out after ${idleMinutes} minutes without activity, to keep your account safe. Sign in again to continue.`,
      ),
  });

  return (
    <IdleWarningDialog
      endsAt={warningEndsAt}
      onStaySignedIn={staySignedIn}
      onSignOut={() => {
        void leave();
      }}
    />
  );
}

export interface IdleWarningDialogProps {
  /** When the session ends; null: the dialog is closed. */
  endsAt: number | null;
  onStaySignedIn: () => void;
  onSignOut: () => void;
}

/** Wakes `onTick` a few times a second (the seconds shown follow the real clock, not the count of ticks). */
function subscribeToTicks(onTick: () => void): () => void {
  const interval = setInterval(onTick, 250);
  return () => clearInterval(interval);
}

const noTicks = () => () => undefined;

/** The whole seconds left until `endsAt` (0 without one), kept current while there is one. */
function useSecondsLeft(endsAt: number | null): number {
  return useSyncExternalStore(endsAt === null ? noTicks : subscribeToTicks, () =>
    endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)),
  );
}

/**
 * "Are you still there?": an alert dialog with the seconds left and two answers. The focus goes to "Stay
 * signed in", and Escape means the same. The seconds shown change every second; a polite live region
 * says them every 15 seconds only, so a screen reader is not talked over.
 */
export function IdleWarningDialog({ endsAt, onStaySignedIn, onSignOut }: IdleWarningDialogProps) {
  const { t } = useLingui();
  const open = endsAt !== null;
  const seconds = useSecondsLeft(endsAt);
  const descriptionId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const signedOutIn = (count: number) =>
    plural(count, {
      one: `For your security you'll be signed out in # second.`,
      other: `For your security you'll be signed out in # seconds.`,
    });
  // Said when it crosses 45, 30 and 15 seconds; the dialog's own description says the first figure.
  const announced = Math.ceil(seconds / ANNOUNCE_EVERY_SECONDS) * ANNOUNCE_EVERY_SECONDS;
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  if (open && openedAt === null) setOpenedAt(announced);
  if (!open && openedAt !== null) setOpenedAt(null);

  useEffect(() => {
    // After the dialog has opened (its own effect runs first): the safe answer has the focus.
    if (open) stayRef.current?.focus();
  }, [open]);

  return (
    <ModalDialog
      open={open}
      onClose={onStaySignedIn}
      title={t`Are you still there?`}
      role="alertdialog"
      describedBy={descriptionId}
    >
      <p id={descriptionId} className="text-sm">
        {signedOutIn(seconds)}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {openedAt !== null && announced < openedAt && seconds > 0 ? signedOutIn(announced) : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button ref={stayRef} onClick={onStaySignedIn}>
          <Trans>Stay signed in</Trans>
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
