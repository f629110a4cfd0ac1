import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScanResult() {
  return (
    <>
      <PageHeading
        title="Health scan results"
        intro="What your scan found, and what to do next."
        before={<BackButton fallback={href('attentiveHealthScan')} label="Back to the health scan" />}
      />
      <PreparingNotice />
    </>
  );
}
