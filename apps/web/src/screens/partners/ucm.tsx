import { PageHeading } from '../../ui/page-heading';
import { PreparingNotice } from '../../ui/preparing-notice';

export function Ucm() {
  return (
    <>
      <PageHeading title="UCM" intro="Care management with your partner team." />
      <PreparingNotice />
    </>
  );
}
