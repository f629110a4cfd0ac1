import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function VrsFreedom365() {
  return (
    <>
      <PageHeading title="VRS Freedom 365" intro="Everyday wellbeing support, all year round." />
      <PreparingNotice />
    </>
  );
}
