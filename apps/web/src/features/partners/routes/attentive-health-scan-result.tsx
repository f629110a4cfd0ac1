import { BackButton } from '../../../app/back-button';
import { href } from '../../../app/paths';
import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

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
