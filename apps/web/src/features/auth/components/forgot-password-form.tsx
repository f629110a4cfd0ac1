import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { TForgotPasswordRequest } from '@portal/contracts/account-lifecycle';
import { loadValidationMessages } from '@/i18n/i18n';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { SubmitButton } from '@/ui/submit-button';
import { requestPasswordReset } from '../api/forgot-password';

// The schema (and zod/mini, and the validation messages) load when the member first touches the form, as on the login screen.
const loadSchema = () =>
  Promise.all([import('@portal/contracts/account-lifecycle'), loadValidationMessages()]).then(
    ([module]) => module.ZForgotPasswordRequest,
  );

/**
 * Asks for a reset link, then shows the server's one confirmation (the same whether or not the
 * address has an account) until the member wants to try a different address.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    initialValues: { email: '' },
    schema: loadSchema,
    fields: ['email'],
    onSubmit: (request: TForgotPasswordRequest) => requestPasswordReset(request),
    onSuccess: ({ message }) => {
      setSentMessage(message);
      // The form is replaced: focus the confirmation so it is read out and Tab continues from it.
      requestAnimationFrame(() => confirmationRef.current?.focus());
    },
    // Whatever the server says goes in the form's alert.
    failures: { fields: [] },
  });

  if (sentMessage) {
    return (
      <div ref={confirmationRef} tabIndex={-1} role="status" className="flex flex-col gap-3 rounded-lg">
        <Notice variant="success">
          <p className="font-semibold">
            <Trans>Check your email</Trans>
          </p>
          <p>{sentMessage}</p>
        </Notice>
        <Button
          variant="link"
          className="self-start"
          onClick={() => {
            setSentMessage(null);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <Trans>Use a different email address</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      aria-label={t`Reset your password`}
      className="flex flex-col gap-5"
      onFocus={form.preload}
    >
      <FormField id="forgot-email" label={t`Email address`} error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
          />
        )}
      </FormField>
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Sending the link…`}>
        <Trans>Send reset link</Trans>
      </SubmitButton>
    </form>
  );
}
