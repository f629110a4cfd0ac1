import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ZConfirmAuthenticatorRequest } from '@portal/contracts/sign-in-security';
import type {
  TAuthenticatorSetup,
  TConfirmAuthenticatorRequest,
  TRecoveryCodes,
} from '@portal/contracts/sign-in-security';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { SubmitButton } from '@/ui/submit-button';
import { confirmAuthenticator } from '../api/two-step';

/** The secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Adding the app: scan the QR code (or type the secret), then prove it with the first code it shows.
 * The QR code is an image the server drew: the secret never leaves the portal.
 */
export function AuthenticatorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TAuthenticatorSetup;
  onConfirmed: (codes: TRecoveryCodes) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const secretId = useId();
  const form = useForm({
    initialValues: { code: '' },
    schema: ZConfirmAuthenticatorRequest,
    fields: ['code'],
    // Begun within the step-up window, confirmed after it (beside a passkey): the prompt, then the same code.
    onSubmit: (request: TConfirmAuthenticatorRequest) => withStepUp(() => confirmAuthenticator(request)),
    onSuccess: onConfirmed,
  });

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
        <li>
          <Trans>
            Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password)
            and scan this QR code.
          </Trans>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
            alt={t`QR code to add your account to an authenticator app`}
            width={192}
            height={192}
            className="mt-2 rounded-md border border-border bg-white p-1"
          />
        </li>
        <li>
          <span id={secretId}>
            <Trans>Can't scan it? Type this key into the app instead:</Trans>
          </span>{' '}
          <code aria-describedby={secretId} className="rounded bg-surface-muted px-2 py-1 font-mono break-all">
            {groupSecret(setup.secret)}
          </code>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows for this account.</Trans>
        </li>
      </ol>
      <form {...form.formProps} className="flex flex-col gap-4" aria-label={t`Turn on the authenticator app`}>
        <FormField id="authenticator-code" label={t`Code from the app`} error={form.errors.code}>
          {(control) => (
            <Input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              className="max-w-40 font-mono"
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
            />
          )}
        </FormField>
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Checking…`}>
            <Trans>Turn on</Trans>
          </SubmitButton>
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
