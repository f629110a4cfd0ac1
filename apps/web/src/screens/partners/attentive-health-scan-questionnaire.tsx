import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { THealthScan } from '@portal/contracts/health-scan';
import { HealthScanFlow } from '@/features/health-scan/components/health-scan-flow';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { useCurrentUser } from '@/session/use-current-user';
import { PageHeading } from '@/ui/page-heading';

/** The scan itself (native only): consent, the pre-scan questions, the camera; then the result screen. */
export function AttentiveHealthScanQuestionnaire() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The profile's date of birth gives the age band; without one the questions ask for it.
  const askAgeBand = !user.data?.member?.date_of_birth;
  const onSaved = useCallback(
    (scan: THealthScan) => {
      // The finished scan is not a step to go back to: Back from the result leads to the scan's page.
      void navigate(href('attentiveHealthScanResult'), { replace: true, state: { scanId: scan.id } });
    },
    [navigate],
  );
  return (
    <>
      <PageHeading
        title={t`Health scan questionnaire`}
        intro={t`A few questions before your scan, so the result fits you.`}
        before={<BackButton fallback={href('attentiveHealthScan')} label={t`Back to the health scan`} />}
      />
      <HealthScanFlow askAgeBand={askAgeBand} onSaved={onSaved} />
    </>
  );
}
