import { useLingui } from '@lingui/react/macro';
import { AuditLog } from '@/features/audit-log/components/audit-log';
import { PageHeading } from '@/ui/page-heading';

/** The operators' audit log: which operator created, changed, suspended or deleted which programme, and when. */
export function OperatorAudit() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Audit log`}
        intro={t`Every change an operator made to a programme, and every operator's sign-in, newest first.`}
      />
      <AuditLog account="" />
    </>
  );
}
