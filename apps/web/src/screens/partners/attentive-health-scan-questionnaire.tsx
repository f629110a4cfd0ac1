import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScanQuestionnaire() {
  return (
    <>
      <PageHeading
        title="Health scan questionnaire"
        intro="A few questions before your scan, so the results fit you."
        before={<BackButton fallback={href('attentiveHealthScan')} label="Back to the health scan" />}
      />
      <PreparingNotice />
    </>
  );
}
