import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScan() {
  return (
    <>
      <PageHeading
        title="Attentive health scan"
        intro="A quick scan of key health signs, taken with your phone's camera in the mobile app."
      />
      <PreparingNotice />
    </>
  );
}
