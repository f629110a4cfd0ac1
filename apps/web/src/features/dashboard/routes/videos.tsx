import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Videos() {
  return (
    <>
      <PageHeading title="Videos" intro="Short sessions to watch at your own pace." />
      <PreparingNotice />
    </>
  );
}
