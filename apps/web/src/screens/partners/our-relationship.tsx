import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function OurRelationship() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title="OurRelationship" intro={t`Evidence-based tools for a healthier relationship.`} />
      <PreparingNotice />
    </>
  );
}
