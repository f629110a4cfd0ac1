import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function DiseaseOrCondition() {
  return (
    <>
      <PageHeading
        title="Disease or condition"
        intro="Symptoms, causes, diagnosis and treatment, explained clearly."
        before={<BackButton fallback={href('diseasesAndConditions')} label="Back to diseases and conditions" />}
      />
      <PreparingNotice />
    </>
  );
}
