import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TMemberSession } from '@portal/contracts/sessions';
import { useEffect, useId, useRef, useState } from 'react';
import { getErrorMessage, getErrorStatus } from '@/api/error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { QueryStates } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { toast } from '@/ui/use-toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { deviceName } from '../utils/device-name';
import { SessionItem } from './session-item';

/**
 * "Where you're signed in": the member's sessions, this device marked, and a way to sign out any other
 * one or all of them at once (each asks first).
 */
export function SessionsSection() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<TMemberSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped when the button that opened a dialog is gone: focus moves to the heading once it has closed.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    // The dialogs are children, so their effects (closing) have run when this one does.
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  const others = sessions.data?.items.filter((session) => !session.is_current) ?? [];
  const endingName = ending ? deviceName(ending.device, i18n) : '';

  async function signOut(session: TMemberSession) {
    const name = deviceName(session.device, i18n);
    setFailure(null);
    try {
      await endSession.mutateAsync(session.id);
      toast({ title: t`Signed out ${name}`, variant: 'success' });
    } catch (error) {
      if (getErrorStatus(error) === 404) {
        // It had already ended (elsewhere, or it expired): the list refreshes without it.
        toast({ title: t`${name} was already signed out` });
      } else {
        setEnding(null);
        setFailure(t`${name} could not be signed out. ${getErrorMessage(error)}`);
        return;
      }
    }
    setEnding(null);
    setFocusRequest((count) => count + 1);
  }

  async function signOutOthers() {
    setFailure(null);
    try {
      const { ended } = await endOthers.mutateAsync();
      toast({
        title: plural(ended, {
          one: '# other session signed out',
          other: '# other sessions signed out',
        }),
        variant: 'success',
      });
    } catch (error) {
      setEndingOthers(false);
      setFailure(t`Your other sessions could not be signed out. ${getErrorMessage(error)}`);
      return;
    }
    setEndingOthers(false);
    setFocusRequest((count) => count + 1);
  }

  return (
    <SectionCard
      headingId={headingId}
      heading={<Trans>Where you're signed in</Trans>}
      headingRef={headingRef}
      intro={
        <Trans>
          The browsers and apps signed in to your account. If you do not recognise one, sign it out and change your
          password.
        </Trans>
      }
      failure={failure}
      dialogs={
        <>
          <ConfirmDialog
            open={ending !== null}
            title={t`Sign out ${endingName}?`}
            description={t`Whoever uses it will need your password to sign in again there.`}
            confirmLabel={t`Sign out`}
            pendingLabel={t`Signing out…`}
            isPending={endSession.isPending}
            onCancel={() => setEnding(null)}
            onConfirm={() => {
              if (ending) void signOut(ending);
            }}
          />
          <ConfirmDialog
            open={endingOthers}
            title={t`Sign out of all other sessions?`}
            description={plural(others.length, {
              one: 'The # other browser or app will need your password to sign in again. This device stays signed in.',
              other:
                'The # other browsers and apps will need your password to sign in again. This device stays signed in.',
            })}
            confirmLabel={t`Sign out the others`}
            pendingLabel={t`Signing out…`}
            isPending={endOthers.isPending}
            onCancel={() => setEndingOthers(false)}
            onConfirm={() => void signOutOthers()}
          />
        </>
      }
    >
      <QueryStates
        query={sessions}
        loading={<Trans>Loading your sessions…</Trans>}
        failed={<Trans>Your sessions could not be loaded.</Trans>}
      >
        {({ items }) => (
          <>
            <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
              {items.map((session) => (
                <SessionItem key={session.id} session={session} onSignOut={setEnding} />
              ))}
            </ul>
            {others.length > 0 ? (
              <Button
                type="button"
                variant="secondary"
                className="self-start"
                onClick={() => {
                  setFailure(null);
                  setEndingOthers(true);
                }}
              >
                <Trans>Sign out of all other sessions</Trans>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>You are not signed in anywhere else.</Trans>
              </p>
            )}
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
