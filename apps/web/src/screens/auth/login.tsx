import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TLoginRequest } from '@portal/contracts/auth';
import { getCurrentBrand } from '@/brands/current-brand';
import { loadValidationMessages } from '@/i18n/i18n';
import { preloadInApp } from '@/navigation/app-navigator';
import { href } from '@/navigation/paths';
import { signIn } from '@/session/sign-in';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { PageHeading } from '@/ui/page-heading';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';

/** Used when the server's answer carries no message of its own. */
export const LOGIN_ERROR_MESSAGES = {
  401: msg`That email and password don't match an account on this programme.`,
  429: msg`Too many sign-in attempts. Please wait a minute and try again.`,
} satisfies Record<number, MessageDescriptor>;

type LoginField = Exclude<keyof TLoginRequest, 'device_proof'>;
const FIELDS: readonly LoginField[] = ['email', 'password'];

// The contract schema (and zod/mini, and the validation messages in the active language) load when the member first touches the form,
// not with the screen: the form is usable sooner.
const loadLoginSchema = () =>
  Promise.all([import('@portal/contracts/auth'), loadValidationMessages()]).then(([module]) => module.ZLoginRequest);

// How a failure reads is needed only after a failed attempt: it loads with the schema.
const loadErrorMessages = () => import('@/api/error-message');

function readValues(form: HTMLFormElement): Record<LoginField, string> {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

export function Login() {
  const brandTitle = getCurrentBrand().title;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const hasSubmitted = useRef(false);

  /** Shows the field errors; returns the parsed credentials, or null when invalid. */
  async function validate(form: HTMLFormElement, shouldFocusError = false): Promise<TLoginRequest | null> {
    const schema = await loadLoginSchema();
    const result = schema.safeParse(readValues(form));
    const fieldErrors = result.success ? {} : getFieldErrors<LoginField>(result.error.issues);
    setErrors(fieldErrors);
    if (result.success) return result.data;
    if (!shouldFocusError) return null;
    // Focus the first invalid field (from the result: the new errors have not rendered yet).
    const firstInvalid = FIELDS.find((field) => field in fieldErrors) ?? 'email';
    form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    hasSubmitted.current = true;
    setFormError(null);
    setIsSubmitting(true);
    const credentials = await validate(form, true);
    if (!credentials) {
      setIsSubmitting(false);
      return;
    }
    // Most members go Home: its code loads while the sign-in's requests are on their way.
    preloadInApp(href('home'));
    try {
      const { isQuestionnaireAnswered } = await signIn(credentials);
      await navigate(isQuestionnaireAnswered ? href('home') : href('questionnaire'), { replace: true });
    } catch (error) {
      const byStatus = { 401: i18n._(LOGIN_ERROR_MESSAGES[401]), 429: i18n._(LOGIN_ERROR_MESSAGES[429]) };
      const { getErrorMessage } = await loadErrorMessages();
      setFormError(getErrorMessage(error, byStatus));
      setIsSubmitting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t`Sign in to ${brandTitle}`} intro={t`Use the email address your programme invited.`} />
      <form
        noValidate
        aria-label={t`Sign in`}
        className="flex flex-col gap-5"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => {
          void loadLoginSchema();
          void loadErrorMessages();
        }}
        onChange={(event) => {
          // After a first attempt, errors update as the member corrects them.
          if (hasSubmitted.current) void validate(event.currentTarget);
        }}
      >
        <FormField id="login-email" label={t`Email address`} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <FormField id="login-password" label={t`Password`} error={errors.password}>
            {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
          </FormField>
          {/* After the field, so Tab goes from email straight to password. */}
          <Link
            to={href('forgotPassword')}
            className="self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <FormAlert message={formError} />
        <SubmitButton isSubmitting={isSubmitting} pendingLabel={t`Signing in…`}>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
