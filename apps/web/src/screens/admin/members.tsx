import { useLingui } from '@lingui/react/macro';
import { MembersList } from '@/features/admin-members/components/members-list';
import { PageHeading } from '@/ui/page-heading';

/** The admin console's Members section: find a member, then open their page. */
export function Members() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Members`}
        intro={t`Everyone invited to or enrolled in the programme. Open a member to resend their invitation, deactivate or reactivate them.`}
      />
      <MembersList />
    </>
  );
}
