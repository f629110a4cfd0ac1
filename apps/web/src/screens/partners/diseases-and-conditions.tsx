import { useLingui } from '@lingui/react/macro';
import { BackButton } from '../../navigation/back-button';
import { href } from '../../navigation/paths';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function DiseasesAndConditions() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Diseases and conditions`}
        intro={t`Browse trusted, plain-language guides from the Mayo Clinic library.`}
        before={<BackButton fallback={href('mayoClinic')} label={t`Back to Mayo Clinic`} />}
      />
      <PreparingNotice />
    </>
  );
}
