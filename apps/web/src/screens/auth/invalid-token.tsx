import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getFormErrorMessage } from '@/api/error-message';
import { getCurrentBrand } from '@/brands/current-brand';
import { generateNewInvitationToken } from '@/features/auth/api/generate-new-token';
import { GoToSignIn } from '@/features/auth/components/go-to-sign-in';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { useNoReferrer } from '@/ui/use-no-referrer';

/** Used when the server's answer carries no message of its own. */
const RENEW_ERROR_MESSAGES = {
  404: msg`We couldn't find this invitation. Ask your programme administrator for a new one.`,
  410: msg`This invitation can't be renewed. Ask your programme administrator for a new one.`,
} satisfies Record<number, MessageDescriptor>;

export function InvalidToken() {
  useNoReferrer();
  const { t, i18n } = useLingui();
  const brand = getCurrentBrand();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [isSending, setIsSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  async function onSendNewLink() {
    if (isSending) return;
    setIsSending(true);
    setError(null);
    try {
      const { message } = await generateNewInvitationToken(token);
      setSentMessage(message);
      // The button is gone: focus the confirmation so it is read out.
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (caught) {
      const byStatus = { 404: i18n._(RENEW_ERROR_MESSAGES[404]), 410: i18n._(RENEW_ERROR_MESSAGES[410]) };
      setError(getFormErrorMessage(caught, byStatus));
    } finally {
      setIsSending(false);
    }
  }

  const support = (
    <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${brand.supportEmail}`}>
      {brand.supportEmail}
    </a>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`This invitation link can't be used`}
        intro={t`The link has expired or is not valid. Invitation links work once and only for a limited time.`}
      />
      {token ? (
        sentMessage ? (
          <div ref={resultRef} tabIndex={-1} role="status" className="rounded-lg">
            <Notice variant="success">
              <p className="font-semibold">
                <Trans>Check your email</Trans>
              </p>
              <p>{sentMessage}</p>
            </Notice>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
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
            <Button
              className="self-start"
              disabled={isSending}
              aria-busy={isSending}
              onClick={() => void onSendNewLink()}
            >
              {isSending ? (
                <>
                  <Spinner />
                  <Trans>Sending a new link…</Trans>
                </>
              ) : (
                <Trans>Send me a new link</Trans>
              )}
            </Button>
          </div>
        )
      ) : (
        <Notice>
          <p>
            <Trans>
              Open the link from your invitation email again, ask your programme administrator for a new invitation, or
              write to {support}.
            </Trans>
          </p>
        </Notice>
      )}
      <GoToSignIn label={t`Back to sign in`} />
    </div>
  );
}
