import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function DependentPage() {
  return (
    <>
      <PageHeading
        title="Dependents"
        intro="Family members covered by your programme, and invitations for them to join."
      />
      <PreparingNotice />
    </>
  );
}
