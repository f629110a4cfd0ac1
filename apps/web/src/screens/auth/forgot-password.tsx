import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TForgotPasswordRequest } from '@portal/contracts/account-lifecycle';
import { getFormErrorMessage } from '@/api/error-message';
import { requestPasswordReset } from '@/features/auth/api/forgot-password';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { Button } from '@/ui/button';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { SubmitButton } from '@/ui/submit-button';

type Field = keyof TForgotPasswordRequest;

// The schema (and zod/mini) load when the member first touches the form, as on the login screen.
const loadSchema = () => import('@portal/contracts/account-lifecycle').then((module) => module.ZForgotPasswordRequest);

export function ForgotPassword() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const hasSubmitted = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  async function validate(value: string): Promise<TForgotPasswordRequest | null> {
    const schema = await loadSchema();
    const result = schema.safeParse({ email: value });
    setErrors(result.success ? {} : getFieldErrors<Field>(result.error.issues));
    return result.success ? result.data : null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    hasSubmitted.current = true;
    setFormError(null);
    setIsSubmitting(true);
    const request = await validate(email);
    if (!request) {
      setIsSubmitting(false);
      inputRef.current?.focus();
      return;
    }
    try {
      const { message } = await requestPasswordReset(request);
      setSentMessage(message);
      // The form is replaced: focus the confirmation so it is read out and Tab continues from it.
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      setFormError(getFormErrorMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Reset your password`}
        intro={t`Enter the email address you sign in with and we will send you a link to choose a new password.`}
      />
      {sentMessage ? (
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
      ) : (
        <form
          noValidate
          aria-label={t`Reset your password`}
          className="flex flex-col gap-5"
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void loadSchema()}
        >
          <FormField id="forgot-email" label={t`Email address`} error={errors.email}>
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
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (hasSubmitted.current) void validate(event.target.value);
                }}
              />
            )}
          </FormField>
          <FormAlert message={formError} />
          <SubmitButton isSubmitting={isSubmitting} pendingLabel={t`Sending the link…`}>
            <Trans>Send reset link</Trans>
          </SubmitButton>
        </form>
      )}
      <BackToSignIn />
    </div>
  );
}
