import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';
import { BackToSignIn } from '../components/back-to-sign-in';

export function ConfirmInvitation() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="Confirm your invitation"
        intro="Set a password to activate the account your programme created for you."
      />
      <PreparingNotice />
      <BackToSignIn />
    </div>
  );
}
