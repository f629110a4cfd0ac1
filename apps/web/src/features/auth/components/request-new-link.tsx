import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { TTokenParams } from '@portal/contracts/account-lifecycle';
import { loadValidationMessages } from '@/i18n/i18n';
import { useForm } from '@/ui/form/use-form';
import { Notice } from '@/ui/notice';
import { SubmitButton } from '@/ui/submit-button';
import { generateNewInvitationToken } from '../api/generate-new-token';
import { SupportEmailLink } from './support-email-link';

/** Used when the server's answer carries no message of its own. */
const RENEW_ERROR_MESSAGES = {
  404: msg`We couldn't find this invitation. Ask your programme administrator for a new one.`,
  410: msg`This invitation can't be renewed. Ask your programme administrator for a new one.`,
} satisfies Record<number, MessageDescriptor>;

const NO_VALUES = {};

// The schema (and zod/mini, and the validation messages) load when the member first reaches the button.
const loadSchema = () =>
  Promise.all([import('@portal/contracts/account-lifecycle'), loadValidationMessages()]).then(
    ([module]) => module.ZTokenParams,
  );

/** Emails a fresh invitation link for an expired one's token, then says so. */
export function RequestNewLink({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    initialValues: NO_VALUES,
    schema: loadSchema,
    toRequest: () => ({ token }),
    fields: [],
    onSubmit: (request: TTokenParams) => generateNewInvitationToken(request.token),
    onSuccess: ({ message }) => {
      setSentMessage(message);
      // The button is gone: focus the confirmation so it is read out.
      requestAnimationFrame(() => resultRef.current?.focus());
    },
    failures: {
      fields: [],
      byStatus: { 404: i18n._(RENEW_ERROR_MESSAGES[404]), 410: i18n._(RENEW_ERROR_MESSAGES[410]) },
    },
  });
  // A malformed token is refused before any request, in the words the server would use.
  const error = form.formError ?? form.errors.token;
  const support = <SupportEmailLink />;

  if (sentMessage) {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" className="rounded-lg">
        <Notice variant="success">
          <p className="font-semibold">
            <Trans>Check your email</Trans>
          </p>
          <p>{sentMessage}</p>
        </Notice>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="flex flex-col gap-4" onFocus={form.preload}>
      <p>
        <Trans>If your invitation has expired, we can email you a new link straight away.</Trans>
      </p>
      <div role="alert" className="empty:hidden">
        {error ? (
          <Notice variant="destructive">
            <p>{error}</p>
            <p>
              <Trans>If this keeps happening, write to {support}.</Trans>
            </p>
          </Notice>
        ) : null}
      </div>
      <SubmitButton className="self-start" isSubmitting={form.isSubmitting} pendingLabel={t`Sending a new link…`}>
        <Trans>Send me a new link</Trans>
      </SubmitButton>
    </form>
  );
}
