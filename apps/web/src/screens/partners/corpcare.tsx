import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function CorpCare() {
  return (
    <>
      <PageHeading title="CorpCare" intro="Confidential support at work, when you need it." />
      <PreparingNotice />
    </>
  );
}
