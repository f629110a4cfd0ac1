import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '@/navigation/router/hooks';
import { AuditLog } from '@/features/audit-log/components/audit-log';
import { PageHeading } from '@/ui/page-heading';

/** The admin console's Audit log section: who did what, and when. `?account=` narrows it to one account. */
export function Audit() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeading
        title={t`Audit log`}
        intro={t`Who did what and when: invitations, deactivations, imports, content changes and refused sign-ins.`}
      />
      <AuditLog account={searchParams.get('account') ?? ''} />
    </>
  );
}
