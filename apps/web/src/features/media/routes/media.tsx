import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Media() {
  return (
    <>
      <PageHeading title="Media" intro="Your photos and documents, kept safely for your programme." />
      <PreparingNotice />
    </>
  );
}
