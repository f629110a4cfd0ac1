import { useLingui } from '@lingui/react/macro';
import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScanResult() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Health scan results`}
        intro={t`What your scan found, and what to do next.`}
        before={<BackButton fallback={href('attentiveHealthScan')} label={t`Back to the health scan`} />}
      />
      <PreparingNotice />
    </>
  );
}
