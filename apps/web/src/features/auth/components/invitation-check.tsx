import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { TValidateTokenResponse } from '@portal/contracts/account-lifecycle';
import { isLinkTokenError } from '@/api/error-codes';
import { getErrorField, getFormErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { LoadingStatus } from '@/ui/loading-status';
import { useInvitation } from '../api/validate-invitation-token';

/** Used when the server's answer carries no message of its own. */
const LOAD_ERROR_MESSAGES = {
  429: msg`Too many attempts with invitation links. Please wait a few minutes and try again.`,
} satisfies Record<number, MessageDescriptor>;

export interface InvitationCheckProps {
  token: string;
  /** Where a link the server refuses (expired, used, unknown) goes instead, replacing this address. */
  expiredPath: string;
  /** What to show once the invitation is known. */
  children: (invitation: TValidateTokenResponse) => ReactNode;
}

/**
 * Checks the invitation's link: a spinner meanwhile, the reason and "Try again" when the check fails
 * for another reason than the link itself, then the page's content for the invitation.
 */
export function InvitationCheck({ token, expiredPath, children }: InvitationCheckProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const isLinkRefused =
    invitation.isError && (isLinkTokenError(invitation.error) || getErrorField(invitation.error) === 'token');
  useEffect(() => {
    if (isLinkRefused) void navigate(expiredPath, { replace: true });
  }, [isLinkRefused, expiredPath, navigate]);

  if (invitation.isSuccess) return children(invitation.data);
  if (invitation.isError && !invitation.isFetching && !isLinkRefused) {
    return (
      <div className="flex flex-col gap-3">
        <div role="alert">
          <Notice variant="destructive">
            <p className="font-semibold">
              <Trans>We couldn't check your invitation.</Trans>
            </p>
            <p>{getFormErrorMessage(invitation.error, { 429: i18n._(LOAD_ERROR_MESSAGES[429]) })}</p>
          </Notice>
        </div>
        <Button variant="secondary" className="self-start" onClick={() => void invitation.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <LoadingStatus size="md">
      <Trans>Checking your invitation…</Trans>
    </LoadingStatus>
  );
}
