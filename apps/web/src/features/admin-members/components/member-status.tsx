import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TAdminMemberStatus } from '@portal/contracts/admin-members';
import { cn } from '@/ui/cn';

export const STATUS_LABELS: Record<TAdminMemberStatus, MessageDescriptor> = {
  invited: msg`Invited`,
  active: msg`Active`,
  invitation_expired: msg`Invitation expired`,
  deactivated: msg`Deactivated`,
};

/** A member's status as words (with a border, never colour alone). */
export function MemberStatus({ status }: { status: TAdminMemberStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'active' && 'border-border bg-surface text-foreground',
        status === 'invited' && 'border-border bg-surface-muted text-foreground',
        status === 'invitation_expired' && 'border-dashed border-foreground bg-surface text-foreground',
        status === 'deactivated' && 'border-foreground bg-foreground text-background',
      )}
    >
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}

/** The member's name as the console shows it: the names, else the email address. */
export function memberName(member: { first_name: string | null; last_name: string | null; email: string }): string {
  return [member.first_name, member.last_name].filter(Boolean).join(' ').trim() || member.email;
}
