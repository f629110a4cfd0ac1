import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZLinkToken, ZResetPasswordRequest } from '@portal/contracts/account-lifecycle';
import type { TResetPasswordRequest } from '@portal/contracts/account-lifecycle';
import { PASSWORD_MESSAGES } from '@portal/contracts/password-policy';
import { isLinkTokenError, PASSWORD_REJECTED } from '@/api/error-codes';
import { getErrorField } from '@/api/error-message';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { resetPassword } from '@/features/auth/api/reset-password';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { href } from '@/navigation/paths';
import { buttonVariants } from '@/ui/button';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { useNoReferrer } from '@/ui/use-no-referrer';
import { toast } from '@/ui/use-toast';

type Field = 'password' | 'confirm_password';
const FIELD_IDS: Record<Field, string> = { password: 'reset-password', confirm_password: 'reset-confirm-password' };

export function ResetPassword() {
  useNoReferrer();
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isLinkBroken, setIsLinkBroken] = useState(false);
  const isTokenWellFormed = ZLinkToken.safeParse(token).success;

  useEffect(() => {
    // The form (and the focused button) is gone: put focus where the explanation starts.
    if (isLinkBroken) document.querySelector<HTMLElement>('[data-route-heading]')?.focus();
  }, [isLinkBroken]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Choose a new password`}
        intro={t`Pick a password you have not used on this portal before.`}
      />
      {!isTokenWellFormed || isLinkBroken ? (
        <BrokenLink />
      ) : (
        <ResetPasswordForm key={token} token={token} onLinkBroken={() => setIsLinkBroken(true)} />
      )}
      <BackToSignIn />
    </div>
  );
}

function BrokenLink() {
  return (
    <div className="flex flex-col gap-4">
      <div role="alert">
        <Notice variant="destructive">
          <p className="font-semibold">
            <Trans>This reset link has expired or has already been used.</Trans>
          </p>
          <p>
            <Trans>Reset links work once, for 1 hour. Ask for a new one and use the newest email.</Trans>
          </p>
        </Notice>
      </div>
      <Link to={href('forgotPassword')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token, onLinkBroken }: { token: string; onLinkBroken: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function validate(): { request: TResetPasswordRequest | null; errors: FieldErrors<Field> } {
    const result = ZResetPasswordRequest.safeParse({ token, password });
    const errors: FieldErrors<Field> = result.success ? {} : getFieldErrors<Field>(result.error.issues);
    if (confirmation === '') errors.confirm_password = t`Repeat your new password.`;
    else if (confirmation !== password) errors.confirm_password = localizeContractMessage(PASSWORD_MESSAGES.mismatch);
    return { request: result.success && !errors.confirm_password ? result.data : null, errors };
  }

  const errors: FieldErrors<Field> = { ...(hasSubmitted ? validate().errors : {}), ...serverErrors };

  function focusField(field: Field) {
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[field]}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setHasSubmitted(true);
    setFormError(null);
    setServerErrors({});
    const { request, errors: found } = validate();
    if (!request) {
      focusField(found.password ? 'password' : 'confirm_password');
      return;
    }
    setIsSubmitting(true);
    try {
      const { message } = await resetPassword(request);
      toast({ variant: 'success', title: t`Password changed`, description: message });
      await navigate(href('login'), { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      if (isLinkTokenError(error) || getErrorField(error) === 'token') {
        onLinkBroken();
        return;
      }
      const { field, message } = getServerFieldError(error, ['password'], {
        byCode: { [PASSWORD_REJECTED]: 'password' },
      });
      if (field) {
        setServerErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t`Choose a new password`}
      className="flex flex-col gap-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel={t`New password`}
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => {
          setPassword(value);
          if (serverErrors.password) setServerErrors({});
        }}
        onConfirmationChange={setConfirmation}
        identity={null}
        errors={errors}
      />
      <FormAlert message={formError} />
      <SubmitButton isSubmitting={isSubmitting} pendingLabel={t`Saving your new password…`}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
