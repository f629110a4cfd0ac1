import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { ZConfirmInvitationRequest, ZLinkToken } from '@portal/contracts/account-lifecycle';
import type { TConfirmInvitationRequest, TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import {
  getPasswordRuleProblems,
  PASSWORD_MESSAGES,
  refinePasswordConfirmation,
} from '@portal/contracts/password-policy';
import type { PasswordIdentity } from '@portal/contracts/password-policy';
import type { TLoginResponse } from '@portal/contracts/auth';
import { isLinkTokenError, PASSWORD_REJECTED } from '@/api/error-codes';
import { getErrorField, getFormErrorMessage } from '@/api/error-message';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { confirmInvitation } from '@/features/auth/api/confirm-invitation';
import { useInvitation } from '@/features/auth/api/validate-invitation-token';
import { BackToSignIn } from '@/features/auth/components/back-to-sign-in';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { href } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { completeSignIn } from '@/session/sign-in';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { formatLongDate } from '@/ui/format-date';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { getServerFieldError } from '@/ui/server-field-error';
import { Spinner } from '@/ui/spinner';
import { SubmitButton } from '@/ui/submit-button';
import { useNoReferrer } from '@/ui/use-no-referrer';

type Field = 'first_name' | 'last_name' | 'password' | 'confirm_password' | 'accept_privacy_policy';
const FIELDS: readonly Field[] = ['first_name', 'last_name', 'password', 'confirm_password', 'accept_privacy_policy'];
const FIELD_IDS: Record<Field, string> = {
  first_name: 'invite-first-name',
  last_name: 'invite-last-name',
  password: 'invite-password',
  confirm_password: 'invite-confirm-password',
  accept_privacy_policy: 'invite-accept-privacy',
};

const ZConfirmInvitationForm = z
  .extend(ZConfirmInvitationRequest, { confirm_password: z.string() })
  .check(refinePasswordConfirmation());

/** What survives a visit to the privacy policy or a reload: never the passwords. */
interface Draft {
  token: string;
  first_name: string;
  last_name: string;
  accept_privacy_policy: boolean;
}
const DRAFT_KEY = 'confirm-invitation-draft';

function readDraft(token: string): Omit<Draft, 'token'> {
  const empty = { first_name: '', last_name: '', accept_privacy_policy: false };
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    if (!draft || draft.token !== token) return empty;
    return {
      first_name: typeof draft.first_name === 'string' ? draft.first_name : '',
      last_name: typeof draft.last_name === 'string' ? draft.last_name : '',
      accept_privacy_policy: draft.accept_privacy_policy === true,
    };
  } catch {
    return empty;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage may be full or blocked; the draft is a convenience.
  }
}

/** Used when the server's answer carries no message of its own. */
const LOAD_ERROR_MESSAGES = {
  429: msg`Too many attempts with invitation links. Please wait a few minutes and try again.`,
} satisfies Record<number, MessageDescriptor>;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: TValidateTokenResponse }
  | { status: 'failed'; message: string };

/** The invitation's page: in the public layout, so it brings the app's query client itself. */
export function ConfirmInvitation() {
  useNoReferrer();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isTokenWellFormed = ZLinkToken.safeParse(token).success;
  const expiredPath = token
    ? `${href('invitationExpired')}?${new URLSearchParams({ token }).toString()}`
    : href('invitationExpired');

  if (!isTokenWellFormed) return <Navigate to={expiredPath} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmInvitationForToken key={token} token={token} expiredPath={expiredPath} />
    </QueryClientProvider>
  );
}

function ConfirmInvitationForToken({ token, expiredPath }: { token: string; expiredPath: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const isLinkRefused =
    invitation.isError && (isLinkTokenError(invitation.error) || getErrorField(invitation.error) === 'token');
  useEffect(() => {
    if (isLinkRefused) void navigate(expiredPath, { replace: true });
  }, [isLinkRefused, expiredPath, navigate]);
  const load: LoadState = invitation.isSuccess
    ? { status: 'ready', invitation: invitation.data }
    : invitation.isError && !invitation.isFetching && !isLinkRefused
      ? {
          status: 'failed',
          message: getFormErrorMessage(invitation.error, { 429: i18n._(LOAD_ERROR_MESSAGES[429]) }),
        }
      : { status: 'loading' };

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`Confirm your invitation`}
        intro={t`Choose a password to activate the account your programme created for you.`}
      />
      {load.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner size="md" />
          <Trans>Checking your invitation…</Trans>
        </p>
      ) : null}
      {load.status === 'failed' ? (
        <div className="flex flex-col gap-3">
          <div role="alert">
            <Notice variant="destructive">
              <p className="font-semibold">
                <Trans>We couldn't check your invitation.</Trans>
              </p>
              <p>{load.message}</p>
            </Notice>
          </div>
          <Button variant="secondary" className="self-start" onClick={() => void invitation.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <InvitationForm token={token} invitation={load.invitation} expiredPath={expiredPath} />
      ) : null}
      <BackToSignIn />
    </div>
  );
}

interface InvitationFormProps {
  token: string;
  invitation: TValidateTokenResponse;
  expiredPath: string;
}

function InvitationForm({ token, invitation, expiredPath }: InvitationFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const needsFirstName = !invitation.first_name?.trim();
  const needsLastName = !invitation.last_name?.trim();
  const [draft] = useState(() => readDraft(token));
  const [firstName, setFirstName] = useState(draft.first_name);
  const [lastName, setLastName] = useState(draft.last_name);
  const [acceptsPolicy, setAcceptsPolicy] = useState(draft.accept_privacy_policy);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signedUpButNotIn, setSignedUpButNotIn] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const { company_name: companyName, brand_title: brandTitle } = invitation;
  const identity: PasswordIdentity = {
    email: invitation.email,
    firstName: needsFirstName ? firstName : invitation.first_name,
    lastName: needsLastName ? lastName : invitation.last_name,
  };

  useEffect(() => {
    writeDraft({ token, first_name: firstName, last_name: lastName, accept_privacy_policy: acceptsPolicy });
  }, [token, firstName, lastName, acceptsPolicy]);

  function validate(): { request: TConfirmInvitationRequest | null; errors: FieldErrors<Field> } {
    const result = ZConfirmInvitationForm.safeParse({
      token,
      password,
      confirm_password: confirmation,
      first_name: needsFirstName ? firstName : undefined,
      last_name: needsLastName ? lastName : undefined,
      accept_privacy_policy: acceptsPolicy,
    });
    const errors: FieldErrors<Field> = result.success ? {} : getFieldErrors<Field>(result.error.issues);
    if (needsFirstName && !firstName.trim()) errors.first_name = t`Enter your first name.`;
    if (needsLastName && !lastName.trim()) errors.last_name = t`Enter your last name.`;
    if (confirmation === '') errors.confirm_password ??= t`Repeat your password.`;
    else if (confirmation !== password) errors.confirm_password ??= localizeContractMessage(PASSWORD_MESSAGES.mismatch);
    // The name rule needs the person, which only the form knows.
    const ruleProblem = getPasswordRuleProblems(password, identity)[0];
    if (!errors.password && ruleProblem) errors.password = localizeContractMessage(ruleProblem);
    if (!result.success || Object.keys(errors).length > 0) return { request: null, errors };
    const { confirm_password: _, ...request } = result.data;
    return { request, errors };
  }

  const errors: FieldErrors<Field> = { ...(hasSubmitted ? validate().errors : {}), ...serverErrors };

  function clearServerError(field: Field) {
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
  }

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
      const first = FIELDS.find((field) => field in found);
      if (first) focusField(first);
      return;
    }
    setIsSubmitting(true);
    let record: TLoginResponse;
    try {
      record = await confirmInvitation(request);
    } catch (error) {
      setIsSubmitting(false);
      if (isLinkTokenError(error)) {
        await navigate(expiredPath, { replace: true });
        return;
      }
      const { field, message } = getServerFieldError(error, FIELDS, { byCode: { [PASSWORD_REJECTED]: 'password' } });
      if (field) {
        setServerErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
      return;
    }
    writeDraft(null);
    try {
      const { isQuestionnaireAnswered } = await completeSignIn(record);
      await navigate(isQuestionnaireAnswered ? href('home') : href('questionnaire'), { replace: true });
    } catch {
      // The account is active; only the automatic sign-in failed.
      setSignedUpButNotIn(true);
      setIsSubmitting(false);
    }
  }

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
      <section aria-labelledby="invitation-summary" className="rounded-lg border border-border bg-surface-muted/60 p-4">
        <h2 id="invitation-summary" className="sr-only">
          <Trans>Your invitation</Trans>
        </h2>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted-foreground">
            <Trans>Email</Trans>
          </dt>
          <dd className="font-semibold break-all">{invitation.email}</dd>
          <dt className="font-medium text-muted-foreground">
            <Trans>Programme</Trans>
          </dt>
          <dd className="font-semibold">
            <Trans>
              {companyName} on {brandTitle}
            </Trans>
          </dd>
          {invitation.invited_by ? (
            <>
              <dt className="font-medium text-muted-foreground">
                <Trans>Invited by</Trans>
              </dt>
              <dd>{invitation.invited_by}</dd>
            </>
          ) : null}
          <dt className="font-medium text-muted-foreground">
            <Trans>Link valid until</Trans>
          </dt>
          <dd>{formatLongDate(invitation.expires_at)}</dd>
        </dl>
      </section>
      <form
        ref={formRef}
        noValidate
        aria-label={t`Activate your account`}
        className="flex flex-col gap-5"
        onSubmit={(event) => void onSubmit(event)}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
        {needsFirstName ? (
          <FormField id={FIELD_IDS.first_name} label={t`First name`} error={errors.first_name}>
            {(control) => (
              <Input
                {...control}
                name="first_name"
                autoComplete="given-name"
                maxLength={100}
                value={firstName}
                onChange={(event) => {
                  setFirstName(event.target.value);
                  clearServerError('first_name');
                }}
              />
            )}
          </FormField>
        ) : null}
        {needsLastName ? (
          <FormField id={FIELD_IDS.last_name} label={t`Last name`} error={errors.last_name}>
            {(control) => (
              <Input
                {...control}
                name="last_name"
                autoComplete="family-name"
                maxLength={100}
                value={lastName}
                onChange={(event) => {
                  setLastName(event.target.value);
                  clearServerError('last_name');
                }}
              />
            )}
          </FormField>
        ) : null}
        <NewPasswordFields
          idPrefix="invite"
          password={password}
          confirmation={confirmation}
          onPasswordChange={(value) => {
            setPassword(value);
            clearServerError('password');
          }}
          onConfirmationChange={(value) => {
            setConfirmation(value);
            clearServerError('confirm_password');
          }}
          identity={identity}
          errors={errors}
        />
        <CheckboxField
          id={FIELD_IDS.accept_privacy_policy}
          name="accept_privacy_policy"
          label={t`I have read and accept the privacy policy`}
          checked={acceptsPolicy}
          onChange={(event) => {
            setAcceptsPolicy(event.target.checked);
            clearServerError('accept_privacy_policy');
          }}
          error={errors.accept_privacy_policy}
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
        <FormAlert message={formError} />
        <SubmitButton isSubmitting={isSubmitting} pendingLabel={t`Activating your account…`}>
          <Trans>Activate my account</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
