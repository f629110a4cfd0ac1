import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ERROR_CODES } from '@portal/contracts/errors';
import { ZSecondStepCode } from '@portal/contracts/sign-in-security';
import { getErrorCode, getErrorMessage } from '@/api/error-message';
import { completeSecondStep } from '@/session/second-step';
import type { SecondStepChallenge, SignInResult } from '@/session/sign-in';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { SubmitButton } from '@/ui/submit-button';

type CodeKind = 'app' | 'recovery';

/** The code as the contract reads it (spaces and dashes dropped), its problems placed on the field. */
const CODE_SCHEMA: FormSchema<string> = {
  safeParse(input) {
    const result = ZSecondStepCode.safeParse((input as { code: string }).code);
    if (result.success) return result;
    return { success: false, error: { issues: result.error.issues.map((issue) => ({ ...issue, path: ['code'] })) } };
  },
};

/**
 * The second step of signing in, after the right password: a code from the authenticator app, or one of
 * the recovery codes. A ticket that ended (too slow, too many wrong codes) goes back to the password.
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onStartAgain,
  passkeyOption,
}: {
  challenge: SecondStepChallenge;
  onSignedIn: (result: SignInResult) => void;
  /** Back to email and password, with why when the ticket ended. */
  onStartAgain: (message?: string) => void;
  /** When the account has a passkey: the way to use it instead (features/passkeys, given by the screen). */
  passkeyOption?: ReactNode;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<CodeKind>('app');
  const hasCodes = challenge.secondStep.methods.includes('authenticator_app');
  const form = useForm({
    initialValues: { code: '' },
    schema: CODE_SCHEMA,
    fields: ['code'],
    onSubmit: (code: string) =>
      completeSecondStep({ email: challenge.email, ticket: challenge.secondStep.ticket, code }).catch((error) => {
        // The ticket is gone: the password has to be typed again.
        if (getErrorCode(error) === ERROR_CODES.unauthenticated) onStartAgain(getErrorMessage(error));
        throw error;
      }),
    onSuccess: onSignedIn,
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          {!hasCodes ? (
            <Trans>Confirm it's you with your passkey.</Trans>
          ) : kind === 'app' ? (
            <Trans>Enter the 6-digit code your authenticator app shows for this account.</Trans>
          ) : (
            <Trans>Enter one of the recovery codes you saved. Each works once.</Trans>
          )}
        </p>
      </div>
      {hasCodes ? (
        <form {...form.formProps} aria-label={t`Two-step sign-in`} className="flex flex-col gap-5">
          <FormField
            id="second-step-code"
            label={kind === 'app' ? t`Code from your app` : t`Recovery code`}
            error={form.errors.code}
          >
            {(control) => (
              <Input
                {...control}
                key={kind}
                name="code"
                autoFocus
                data-route-focus=""
                autoComplete="one-time-code"
                inputMode={kind === 'app' ? 'numeric' : 'text'}
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
                value={form.values.code}
                onChange={(event) => form.setValue('code', event.target.value)}
              />
            )}
          </FormField>
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Checking…`}>
            <Trans>Verify</Trans>
          </SubmitButton>
          <Button
            type="button"
            variant="link"
            className="self-start px-0"
            onClick={() => {
              setKind(kind === 'app' ? 'recovery' : 'app');
              form.reset({ code: '' });
            }}
          >
            {kind === 'app' ? <Trans>Use a recovery code instead</Trans> : <Trans>Use a code from your app</Trans>}
          </Button>
        </form>
      ) : null}
      {passkeyOption}
      <Button type="button" variant="link" className="self-start px-0" onClick={() => onStartAgain()}>
        <Trans>Start again with your email and password</Trans>
      </Button>
    </div>
  );
}
