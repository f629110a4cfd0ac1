import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuthenticatorSetup, TRecoveryCodes } from '@portal/contracts/sign-in-security';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { formatLongDate } from '@/ui/format-date';
import { QueryStates } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { toast } from '@/ui/use-toast';
import {
  beginAuthenticatorSetup,
  renewRecoveryCodes,
  turnOffAuthenticator,
  useRefreshTwoStep,
  useTwoStepStatus,
} from '../api/two-step';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Stage = { kind: 'idle' } | { kind: 'setting-up'; setup: TAuthenticatorSetup } | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in with an authenticator app: set it up (QR code or key, then a first code), keep the
 * recovery codes, make new ones, or turn it off. What matters asks for a fresh proof (step-up).
 */
export function AuthenticatorAppSection() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const status = useTwoStepStatus();
  const refresh = useRefreshTwoStep();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [isBusy, setIsBusy] = useState(false);
  const [isTurningOff, setIsTurningOff] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>, failed: string) {
    setFailure(null);
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(`${failed} ${getErrorMessage(error)}`);
    } finally {
      setIsBusy(false);
    }
  }

  const start = () =>
    run(
      // Beside a passkey the app needs a fresh proof (step-up); an account's first second factor does not.
      async () => setStage({ kind: 'setting-up', setup: await withStepUp(beginAuthenticatorSetup) }),
      t`The setup could not start.`,
    );

  const renewCodes = () =>
    run(
      async () => {
        const { recovery_codes } = await withStepUp(renewRecoveryCodes);
        setStage({ kind: 'codes', codes: recovery_codes });
        await refresh();
      },
      t`New recovery codes could not be made.`,
    );

  const turnOff = () =>
    run(
      async () => {
        try {
          await withStepUp(turnOffAuthenticator);
          toast({ title: t`Two-step sign-in with the app is off`, variant: 'success' });
          await refresh();
        } finally {
          setIsTurningOff(false);
        }
      },
      t`The app could not be turned off.`,
    );

  const onConfirmed = async ({ recovery_codes }: TRecoveryCodes) => {
    setStage({ kind: 'codes', codes: recovery_codes });
    toast({ title: t`Two-step sign-in is on`, variant: 'success' });
    await refresh();
  };

  return (
    <SectionCard
      headingId={headingId}
      heading={<Trans>Authenticator app</Trans>}
      intro={
        <Trans>
          After your password, sign-in asks for a code from an app on your phone, so a stolen password is not enough.
        </Trans>
      }
      failure={failure}
      dialogs={
        <ConfirmDialog
          open={isTurningOff}
          title={t`Turn off two-step sign-in with the app?`}
          description={t`Your password alone will sign you in again, and your recovery codes stop working.`}
          confirmLabel={t`Turn off`}
          pendingLabel={t`Turning off…`}
          isPending={isBusy}
          onCancel={() => setIsTurningOff(false)}
          onConfirm={() => void turnOff()}
        />
      }
    >
      <QueryStates
        query={status}
        loading={<Trans>Loading…</Trans>}
        failed={<Trans>Your two-step sign-in could not be loaded.</Trans>}
      >
        {({ authenticator_app: app, recovery_codes_left: codesLeft }) =>
          stage.kind === 'codes' ? (
            <RecoveryCodesPanel codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
          ) : stage.kind === 'setting-up' ? (
            <AuthenticatorSetup
              setup={stage.setup}
              onConfirmed={(codes) => void onConfirmed(codes)}
              onCancel={() => setStage({ kind: 'idle' })}
            />
          ) : app ? (
            <>
              <p>
                <Trans>
                  On since {formatLongDate(app.added_at, i18n.locale)}. Recovery codes left: {codesLeft}.
                </Trans>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="secondary" disabled={isBusy} onClick={() => void renewCodes()}>
                  <Trans>Make new recovery codes</Trans>
                </Button>
                <Button type="button" variant="secondary" disabled={isBusy} onClick={() => setIsTurningOff(true)}>
                  <Trans>Turn off</Trans>
                </Button>
              </div>
            </>
          ) : (
            <Button type="button" className="self-start" disabled={isBusy} onClick={() => void start()}>
              <Trans>Set up an authenticator app</Trans>
            </Button>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
