import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Articles() {
  return (
    <>
      <PageHeading title="Articles" intro="Reading on health, habits and wellbeing, chosen for your programme." />
      <PreparingNotice />
    </>
  );
}
