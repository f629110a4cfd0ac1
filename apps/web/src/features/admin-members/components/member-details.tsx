import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminInvitation, TAdminMemberDetails } from '@portal/contracts/admin-members';
import type { TEligibilityRelationship } from '@portal/contracts/eligibility';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { dateLocale } from '@/ui/format-date';
import { useMemberAction } from '../api/admin-members';
import { useResetTwoStep } from '../api/two-step-reset';
import { MemberStatus, memberName } from './member-status';

const ROLE_LABELS = { member: msg`Member`, editor: msg`Editor`, admin: msg`Administrator` } as const;
const RELATIONSHIP_LABELS: Record<TEligibilityRelationship, MessageDescriptor> = {
  employee: msg`Employee`,
  spouse: msg`Spouse`,
  dependent: msg`Dependent`,
};
const INVITATION_STATE_LABELS: Record<TAdminInvitation['state'], MessageDescriptor> = {
  open: msg`Can still be used`,
  used: msg`Accepted`,
  voided: msg`Replaced by a newer one`,
  expired: msg`Expired`,
};

function useFormatTime() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string | null) => (value ? format.format(new Date(value)) : '');
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * A member's details, invitation history and what an admin can do: resend the invitation (invited or
 * expired), deactivate (after a confirmation that names them) or reactivate, and reset their two-step
 * sign-in when they lost their authenticator (not on the admin's own page). Errors are said in an alert.
 */
export function MemberDetails({ member }: { member: TAdminMemberDetails }) {
  const { t, i18n } = useLingui();
  const formatTime = useFormatTime();
  const name = memberName(member);
  const resend = useMemberAction(member.id, 'invitation');
  const deactivate = useMemberAction(member.id, 'deactivate');
  const reactivate = useMemberAction(member.id, 'reactivate');
  const resetTwoStep = useResetTwoStep(member.id);
  const [confirming, setConfirming] = useState<'deactivate' | 'reactivate' | 'reset-two-step' | null>(null);
  const failed = resend.error ?? deactivate.error ?? reactivate.error ?? resetTwoStep.error;
  const none = t`Not recorded`;

  const canResend = member.status === 'invited' || member.status === 'invitation_expired';
  const isDeactivated = member.status === 'deactivated';

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="member-facts" className="flex flex-col gap-4">
        <h2 id="member-facts" className="text-lg font-semibold">
          <Trans>Details</Trans>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t`Status`}>
            <MemberStatus status={member.status} />
          </Fact>
          <Fact term={t`Email`}>{member.email}</Fact>
          <Fact term={t`First name`}>{member.first_name ?? none}</Fact>
          <Fact term={t`Last name`}>{member.last_name ?? none}</Fact>
          {member.preferred_name ? <Fact term={t`Preferred name`}>{member.preferred_name}</Fact> : null}
          <Fact term={t`Company`}>{member.company.name}</Fact>
          <Fact term={t`Role`}>{i18n._(ROLE_LABELS[member.role])}</Fact>
          <Fact term={t`Employee id`}>{member.employee_id ?? none}</Fact>
          <Fact term={t`Relationship`}>
            {member.relationship ? i18n._(RELATIONSHIP_LABELS[member.relationship]) : none}
          </Fact>
          <Fact term={t`Added`}>{formatTime(member.created_at)}</Fact>
          <Fact term={t`Last changed`}>{formatTime(member.updated_at)}</Fact>
          {member.deactivated_at ? <Fact term={t`Deactivated`}>{formatTime(member.deactivated_at)}</Fact> : null}
        </dl>
      </section>

      <section aria-labelledby="member-actions" className="flex flex-col gap-3">
        <h2 id="member-actions" className="text-lg font-semibold">
          <Trans>Actions</Trans>
        </h2>
        {failed ? (
          <Notice variant="destructive" role="alert">
            <p>{getErrorMessage(failed)}</p>
          </Notice>
        ) : null}
        {member.is_you ? (
          <p className="text-sm text-muted-foreground">
            <Trans>This is your own account: another administrator can deactivate it.</Trans>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {canResend ? (
            <Button
              type="button"
              disabled={resend.isPending}
              onClick={() => {
                deactivate.reset();
                reactivate.reset();
                resetTwoStep.reset();
                resend.mutate(undefined, {
                  onSuccess: () =>
                    toast({
                      variant: 'success',
                      title: t`Invitation sent`,
                      description: t`${name} has a new invitation link by email; the old one no longer works.`,
                    }),
                });
              }}
            >
              {resend.isPending ? <Spinner /> : null}
              <Trans>Resend invitation</Trans>
            </Button>
          ) : null}
          {isDeactivated ? (
            <Button type="button" variant="secondary" onClick={() => setConfirming('reactivate')}>
              <Trans>Reactivate</Trans>
            </Button>
          ) : member.is_you ? null : (
            <Button type="button" variant="destructive" onClick={() => setConfirming('deactivate')}>
              <Trans>Deactivate</Trans>
            </Button>
          )}
          {member.is_you ? null : (
            <Button type="button" variant="secondary" onClick={() => setConfirming('reset-two-step')}>
              <Trans>Reset two-step sign-in</Trans>
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="member-invitations" className="flex flex-col gap-3">
        <h2 id="member-invitations" className="text-lg font-semibold">
          <Trans>Invitations</Trans>
        </h2>
        {member.invitations.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No invitations were sent to this member.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {member.invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-md border border-border p-3">
                <dl className="grid gap-2 sm:grid-cols-2">
                  <Fact term={t`Sent`}>{formatTime(invitation.sent_at)}</Fact>
                  <Fact term={t`Sent by`}>{invitation.sent_by?.email ?? t`The command line`}</Fact>
                  <Fact term={t`Expires`}>{formatTime(invitation.expires_at)}</Fact>
                  <Fact term={t`State`}>
                    {i18n._(INVITATION_STATE_LABELS[invitation.state])}
                    {invitation.used_at ? ` (${formatTime(invitation.used_at)})` : null}
                    {invitation.voided_at ? ` (${formatTime(invitation.voided_at)})` : null}
                  </Fact>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={t`Deactivate ${name}?`}
        description={t`${name} (${member.email}) will be signed out on every device at once and cannot sign in until an administrator reactivates the account.`}
        confirmLabel={t`Deactivate ${name}`}
        pendingLabel={t`Deactivating…`}
        isPending={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          resend.reset();
          reactivate.reset();
          resetTwoStep.reset();
          deactivate.mutate(undefined, {
            onSettled: () => setConfirming(null),
            onSuccess: () => toast({ variant: 'success', title: t`${name} is deactivated` }),
          });
        }}
      />
      <ConfirmDialog
        open={confirming === 'reactivate'}
        title={t`Reactivate ${name}?`}
        description={t`${name} (${member.email}) can sign in again. A member who never set a password needs a new invitation.`}
        confirmLabel={t`Reactivate ${name}`}
        pendingLabel={t`Reactivating…`}
        isPending={reactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          resend.reset();
          deactivate.reset();
          resetTwoStep.reset();
          reactivate.mutate(undefined, {
            onSettled: () => setConfirming(null),
            onSuccess: () => toast({ variant: 'success', title: t`${name} is reactivated` }),
          });
        }}
      />
      <ConfirmDialog
        open={confirming === 'reset-two-step'}
        title={t`Reset ${name}'s two-step sign-in?`}
        description={t`For a member who lost their authenticator: their authenticator app, recovery codes and passkeys stop working at once. Their password still works, and they can set up two-step sign-in again after signing in with it. They are told by email.`}
        confirmLabel={t`Reset two-step sign-in`}
        pendingLabel={t`Resetting…`}
        isPending={resetTwoStep.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          resend.reset();
          deactivate.reset();
          reactivate.reset();
          resetTwoStep.mutate(undefined, {
            onSettled: () => setConfirming(null),
            onSuccess: ({ reset }) =>
              toast(
                reset
                  ? {
                      variant: 'success',
                      title: t`Two-step sign-in was reset`,
                      description: t`${name} is told by email.`,
                    }
                  : { title: t`This member had no two-step sign-in to reset` },
              ),
          });
        }}
      />
    </div>
  );
}
