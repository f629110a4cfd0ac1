import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScan() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Attentive health scan`}
        intro={t`A quick scan of key health signs, taken with your phone's camera in the mobile app.`}
      />
      <PreparingNotice />
    </>
  );
}
