import { useLingui } from '@lingui/react/macro';
import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function AttentiveHealthScanQuestionnaire() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Health scan questionnaire`}
        intro={t`A few questions before your scan, so the results fit you.`}
        before={<BackButton fallback={href('attentiveHealthScan')} label={t`Back to the health scan`} />}
      />
      <PreparingNotice />
    </>
  );
}
