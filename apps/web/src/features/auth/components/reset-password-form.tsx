import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@/navigation/router/hooks';
import type { TResetPasswordRequest, TResetPasswordResponse } from '@portal/contracts/account-lifecycle';
import { isLinkTokenError, PASSWORD_REJECTED } from '@/api/error-codes';
import { getErrorField } from '@/api/error-message';
import { href } from '@/navigation/paths';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { resetPassword } from '../api/reset-password';
import { resetPasswordFormSchema } from '../utils/reset-password-schema';
import { NewPasswordFields } from './new-password-fields';

export interface ResetPasswordFormProps {
  /** The emailed link's token, already well-formed. */
  token: string;
  /** The server refused the link (expired, used or unknown): the screen explains instead of the form. */
  onLinkBroken: () => void;
}

/** A new password and its repetition for a reset link; on success, a toast and the sign-in screen. */
export function ResetPasswordForm({ token, onLinkBroken }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', confirm_password: '' },
    schema: resetPasswordFormSchema(t`Repeat your new password.`),
    toRequest: (values) => ({ token, ...values }),
    fields: ['password', 'confirm_password'],
    onSubmit: async (request: TResetPasswordRequest): Promise<TResetPasswordResponse | null> => {
      try {
        return await resetPassword(request);
      } catch (error) {
        // A refused link is no form error: the screen shows why and how to get a new one.
        if (isLinkTokenError(error) || getErrorField(error) === 'token') return null;
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (!result) {
        onLinkBroken();
        return;
      }
      toast({ variant: 'success', title: t`Password changed`, description: result.message });
      await navigate(href('login'), { replace: true });
    },
    failures: { fields: ['password'], byCode: { [PASSWORD_REJECTED]: 'password' } },
  });

  return (
    <form {...form.formProps} aria-label={t`Choose a new password`} className="flex flex-col gap-5">
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel={t`New password`}
        password={form.values.password}
        confirmation={form.values.confirm_password}
        onPasswordChange={(value) => form.setValue('password', value)}
        onConfirmationChange={(value) => form.setValue('confirm_password', value)}
        identity={null}
        errors={form.errors}
      />
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving your new password…`}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
