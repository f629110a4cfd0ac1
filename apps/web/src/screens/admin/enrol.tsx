import { useLingui } from '@lingui/react/macro';
import { EligibilityFile } from '@/features/eligibility/components/eligibility-file';
import { InviteMemberForm } from '@/features/eligibility/components/invite-member-form';
import { PageHeading } from '@/ui/page-heading';

/** The admin console's Enrol section: invite one member, or enrol many from the employer's eligibility file. */
export function Enrol() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Enrol`}
        intro={t`Invite one member by email, or upload the employer’s eligibility file to add, update and deactivate members at once.`}
      />
      <div className="flex flex-col gap-10">
        <InviteMemberForm />
        <EligibilityFile />
      </div>
    </>
  );
}
