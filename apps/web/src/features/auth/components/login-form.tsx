import { msg } from '@lingui/core/macro';
import { goOnAfterSignIn } from '@/session/after-sign-in';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import type { TLoginRequest } from '@portal/contracts/auth';
import { loadValidationMessages } from '@/i18n/i18n';
import { preloadInApp } from '@/navigation/app-navigator';
import { href } from '@/navigation/paths';
import type { SecondStepScreenState } from '@/session/sign-in';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { PasswordInput } from '@/ui/password-input';
import { SubmitButton } from '@/ui/submit-button';

/** Used when the server's answer carries no message of its own. */
export const LOGIN_ERROR_MESSAGES = {
  401: msg`That email and password don't match an account on this programme.`,
  429: msg`Too many sign-in attempts. Please wait a minute and try again.`,
} satisfies Record<number, MessageDescriptor>;

const EMPTY_CREDENTIALS = { email: '', password: '' };

// The contract schema (and zod/mini, and the validation messages in the active language) load when the member first touches the form,
// not with the screen: the form is usable sooner.
// Likewise the sign-in itself (and the current user's fetch after it): asked for with the schema.
const loadSignIn = () => import('@/session/sign-in');

const loadLoginSchema = () =>
  Promise.all([import('@portal/contracts/auth'), loadValidationMessages()]).then(([module]) => module.ZLoginRequest);

/**
 * Email and password; signs in and goes Home, or to the questionnaire while it is unanswered; an account
 * with two-step sign-in goes on to its second step (its own screen, the ticket in the navigation's state).
 */
export function LoginForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm({
    initialValues: EMPTY_CREDENTIALS,
    schema: loadLoginSchema,
    fields: ['email', 'password'],
    onSubmit: async (credentials: TLoginRequest) => {
      // Most members go Home: its code loads while the sign-in's requests are on their way.
      preloadInApp(href('home'));
      const { signIn } = await loadSignIn();
      return signIn(credentials);
    },
    onSuccess: (result) => {
      if ('secondStep' in result) {
        const state: SecondStepScreenState = { challenge: result };
        return navigate(`${href('signInSecondStep')}${search}`, { state });
      }
      return goOnAfterSignIn(result, { search, navigate });
    },
    failures: {
      fields: [],
      byStatus: { 401: i18n._(LOGIN_ERROR_MESSAGES[401]), 429: i18n._(LOGIN_ERROR_MESSAGES[429]) },
    },
  });

  const preload = () => {
    form.preload();
    void loadSignIn();
  };

  return (
    <form {...form.formProps} aria-label={t`Sign in`} className="flex flex-col gap-5" onFocus={preload}>
      <FormField id="login-email" label={t`Email address`} error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
            type="email"
            inputMode="email"
            // `webauthn`: the browser may offer the member's passkeys here (features/passkeys).
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-2">
        <FormField id="login-password" label={t`Password`} error={form.errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </FormField>
        {/* After the field, so Tab goes from email straight to password. */}
        <Link
          to={href('forgotPassword')}
          className="self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Signing in…`}>
        <Trans>Sign in</Trans>
      </SubmitButton>
    </form>
  );
}
