import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import type { SignInResult } from '@/session/sign-in';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { completeSecondStepWithPasskey, isCeremonyCancelled } from '../api/sign-in-with-passkey';

/**
 * The second step with a passkey, after the right password: the browser's prompt for one of the
 * account's passkeys (the login screen offers it when the account has one).
 */
export function PasskeySecondStep({
  email,
  ticket,
  onSignedIn,
}: {
  email: string;
  ticket: string;
  onSignedIn: (result: SignInResult) => void;
}) {
  const { t } = useLingui();
  const [isWaiting, setIsWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmWithPasskey() {
    setFailure(null);
    setIsWaiting(true);
    try {
      onSignedIn(await completeSecondStepWithPasskey({ email, ticket }));
    } catch (error) {
      console.error('Passkey second step failed', error);
      setFailure(
        isCeremonyCancelled(error) ? t`No passkey was used. Try again when you're ready.` : getErrorMessage(error),
      );
    } finally {
      setIsWaiting(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="secondary"
        aria-busy={isWaiting}
        disabled={isWaiting}
        onClick={() => void confirmWithPasskey()}
      >
        {isWaiting ? <Trans>Waiting for your passkey…</Trans> : <Trans>Use your passkey</Trans>}
      </Button>
      <FormAlert message={failure} />
    </div>
  );
}
