import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function DiseasesAndConditions() {
  return (
    <>
      <PageHeading
        title="Diseases and conditions"
        intro="Browse trusted, plain-language guides from the Mayo Clinic library."
        before={<BackButton fallback={href('mayoClinic')} label="Back to Mayo Clinic" />}
      />
      <PreparingNotice />
    </>
  );
}
