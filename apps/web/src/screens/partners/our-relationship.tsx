import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function OurRelationship() {
  const { t } = useLingui();
  return (
    <>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the partner's product name, the same in every language */}
      <PageHeading title="OurRelationship" intro={t`Evidence-based tools for a healthier relationship.`} />
      <PreparingNotice />
    </>
  );
}
