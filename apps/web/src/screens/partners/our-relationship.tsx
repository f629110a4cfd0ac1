import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function OurRelationship() {
  return (
    <>
      <PageHeading title="OurRelationship" intro="Evidence-based tools for a healthier relationship." />
      <PreparingNotice />
    </>
  );
}
