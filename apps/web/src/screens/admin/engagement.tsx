import { useLingui } from '@lingui/react/macro';
import { EngagementReport } from '@/features/engagement/components/engagement-report';
import { PageHeading } from '@/ui/page-heading';

/** The admin console's Engagement section: the programme's use, as aggregates only. */
export function Engagement() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Engagement`}
        intro={t`How members use the programme, as totals only. Export the same figures as a CSV file.`}
      />
      <EngagementReport />
    </>
  );
}
