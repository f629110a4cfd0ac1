import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { ZStepUpRequest } from '@portal/contracts/sign-in-security';
import type { TStepUpRequest } from '@portal/contracts/sign-in-security';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { ModalDialog } from '@/ui/modal-dialog';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';
import { isStepUpPending, settleStepUp, subscribeToStepUp } from './step-up-requests';
import { verifyIdentity } from './verify-identity';

type ProofKind = 'password' | 'code';

/** The prompt `withStepUp` opens: mounted once in the signed-in layouts. */
export function StepUpDialog() {
  const isOpen = useSyncExternalStore(subscribeToStepUp, isStepUpPending);
  const { t } = useLingui();
  return (
    <ModalDialog open={isOpen} onClose={() => settleStepUp(false)} title={t`Confirm it’s you`}>
      {/* Mounted afresh each time it opens: no password lingers from the last time. */}
      {isOpen ? <StepUpForm /> : null}
    </ModalDialog>
  );
}

function StepUpForm() {
  const { t } = useLingui();
  const [kind, setKind] = useState<ProofKind>('password');
  const form = useForm({
    initialValues: { password: '', code: '' },
    schema: ZStepUpRequest,
    toRequest: (values): TStepUpRequest =>
      kind === 'password' ? { password: values.password } : { code: values.code },
    fields: ['password', 'code'],
    onSubmit: (request: TStepUpRequest) => verifyIdentity(request),
    onSuccess: () => settleStepUp(true),
  });
  const switchTo = (next: ProofKind) => {
    setKind(next);
    form.reset({ password: '', code: '' });
  };

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <Trans>For your security, this needs your password, or a code from your authenticator app, once more.</Trans>
      </p>
      {kind === 'password' ? (
        <FormField id="step-up-password" label={t`Password`} error={form.errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              autoFocus
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <FormField
          id="step-up-code"
          label={t`Code from your authenticator app, or a recovery code`}
          error={form.errors.code}
        >
          {(control) => (
            <Input
              {...control}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={form.values.code}
              onChange={(event) => form.setValue('code', event.target.value)}
            />
          )}
        </FormField>
      )}
      <Button
        type="button"
        variant="link"
        className="self-start px-0"
        onClick={() => switchTo(kind === 'password' ? 'code' : 'password')}
      >
        {kind === 'password' ? <Trans>Use a code instead</Trans> : <Trans>Use your password instead</Trans>}
      </Button>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => settleStepUp(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Checking…`}>
          <Trans>Continue</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
