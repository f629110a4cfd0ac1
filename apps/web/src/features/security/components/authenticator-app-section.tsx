import { Trans, useLingui } from '@lingui/react/macro';
import type { TAuthenticatorSetup, TRecoveryCodes } from '@portal/contracts/sign-in-security';
import { useId, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { formatLongDate } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { LoadingStatus } from '@/ui/loading-status';
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

  const app = status.data?.authenticator_app ?? null;
  const codesLeft = status.data?.recovery_codes_left ?? 0;

  return (
    <Card>
      <CardContent>
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              <Trans>Authenticator app</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <Trans>
                After your password, sign-in asks for a code from an app on your phone, so a stolen password is not
                enough.
              </Trans>
            </p>
          </div>
          {failure ? (
            <Notice variant="destructive" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          {status.isPending ? (
            <LoadingStatus>
              <Trans>Loading…</Trans>
            </LoadingStatus>
          ) : status.isError ? (
            <LoadError error={status.error} isRetrying={status.isFetching} onRetry={() => void status.refetch()}>
              <Trans>Your two-step sign-in could not be loaded.</Trans>
            </LoadError>
          ) : stage.kind === 'codes' ? (
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
          )}
        </section>
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
      </CardContent>
    </Card>
  );
}
