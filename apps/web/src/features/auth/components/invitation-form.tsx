import { Trans, useLingui } from '@lingui/react/macro';
import { signedInPath } from '@/session/after-sign-in';
import { useEffect, useState } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { TConfirmInvitationRequest, TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import type { TLoginResponse } from '@portal/contracts/auth';
import { isLinkTokenError, PASSWORD_REJECTED } from '@/api/error-codes';
import { href } from '@/navigation/paths';
import { completeSignIn } from '@/session/sign-in';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { SubmitButton } from '@/ui/submit-button';
import { confirmInvitation } from '../api/confirm-invitation';
import { readInvitationDraft, writeInvitationDraft } from '../utils/invitation-draft';
import { invitationAsksNames, invitationFormSchema, invitationIdentity } from '../utils/invitation-schema';
import { InvitationSummary } from './invitation-summary';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['first_name', 'last_name', 'password', 'confirm_password', 'accept_privacy_policy'] as const;

export interface InvitationFormProps {
  token: string;
  invitation: TValidateTokenResponse;
  /** Where a link refused on confirming goes, replacing this address. */
  expiredPath: string;
}

/**
 * The invitation's summary and the form that accepts it: the names it lacks, a new password and the
 * privacy policy. The names and the acceptance survive a reload; a confirmed member is signed in.
 */
export function InvitationForm({ token, invitation, expiredPath }: InvitationFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const asks = invitationAsksNames(invitation);
  const [signedUpButNotIn, setSignedUpButNotIn] = useState(false);
  const [initialValues] = useState(() => ({ ...readInvitationDraft(token), password: '', confirm_password: '' }));
  const form = useForm({
    initialValues,
    schema: invitationFormSchema(invitation, {
      firstNameRequired: t`Enter your first name.`,
      lastNameRequired: t`Enter your last name.`,
      repeatPassword: t`Repeat your password.`,
    }),
    toRequest: ({ first_name, last_name, ...values }) => ({
      token,
      ...values,
      first_name: asks.firstName ? first_name : undefined,
      last_name: asks.lastName ? last_name : undefined,
    }),
    fields: FIELDS,
    onSubmit: async (request: TConfirmInvitationRequest): Promise<TLoginResponse | null> => {
      try {
        return await confirmInvitation(request);
      } catch (error) {
        // A link that expired meanwhile: the expired page offers a new one.
        if (isLinkTokenError(error)) return null;
        throw error;
      }
    },
    onSuccess: async (record) => {
      if (!record) {
        await navigate(expiredPath, { replace: true });
        return;
      }
      writeInvitationDraft(token, null);
      try {
        await navigate(signedInPath(await completeSignIn(record)), { replace: true });
      } catch {
        // The account is active; only the automatic sign-in failed.
        setSignedUpButNotIn(true);
      }
    },
    failures: { byCode: { [PASSWORD_REJECTED]: 'password' } },
  });
  const { first_name: firstName, last_name: lastName, accept_privacy_policy: acceptsPolicy } = form.values;

  useEffect(() => {
    writeInvitationDraft(token, { first_name: firstName, last_name: lastName, accept_privacy_policy: acceptsPolicy });
  }, [token, firstName, lastName, acceptsPolicy]);

  if (signedUpButNotIn) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <Notice variant="success">
          <p className="font-semibold">
            <Trans>Your account is ready.</Trans>
          </p>
          <p>
            <Trans>We couldn't sign you in automatically. Sign in with your email address and new password.</Trans>
          </p>
        </Notice>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <InvitationSummary invitation={invitation} />
      <form {...form.formProps} aria-label={t`Activate your account`} className="flex flex-col gap-5">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        {asks.firstName ? (
          <FormField id="invite-first-name" label={t`First name`} error={form.errors.first_name}>
            {(control) => (
              <Input
                {...control}
                name="first_name"
                autoComplete="given-name"
                maxLength={100}
                value={firstName}
                onChange={(event) => form.setValue('first_name', event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        {asks.lastName ? (
          <FormField id="invite-last-name" label={t`Last name`} error={form.errors.last_name}>
            {(control) => (
              <Input
                {...control}
                name="last_name"
                autoComplete="family-name"
                maxLength={100}
                value={lastName}
                onChange={(event) => form.setValue('last_name', event.target.value)}
              />
            )}
          </FormField>
        ) : null}
        <NewPasswordFields
          idPrefix="invite"
          password={form.values.password}
          confirmation={form.values.confirm_password}
          onPasswordChange={(value) => form.setValue('password', value)}
          onConfirmationChange={(value) => form.setValue('confirm_password', value)}
          identity={invitationIdentity(invitation, form.values)}
          errors={form.errors}
        />
        <CheckboxField
          id="invite-accept-privacy"
          name="accept_privacy_policy"
          label={t`I have read and accept the privacy policy`}
          checked={acceptsPolicy}
          onChange={(event) => form.setValue('accept_privacy_policy', event.target.checked)}
          error={form.errors.accept_privacy_policy}
          description={
            // A new tab, so nothing typed here is lost; no opener and no referrer (this page's address holds the token).
            <a
              href={href('privacyPolicy')}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              <Trans>
                Read the privacy policy<span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          }
        />
        <FormAlert message={form.formError} />
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Activating your account…`}>
          <Trans>Activate my account</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
