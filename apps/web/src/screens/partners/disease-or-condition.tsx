import { useLingui } from '@lingui/react/macro';
import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function DiseaseOrCondition() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Disease or condition`}
        intro={t`Symptoms, causes, diagnosis and treatment, explained clearly.`}
        before={<BackButton fallback={href('diseasesAndConditions')} label={t`Back to diseases and conditions`} />}
      />
      <PreparingNotice />
    </>
  );
}
