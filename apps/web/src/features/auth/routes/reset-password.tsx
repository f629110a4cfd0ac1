import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';
import { BackToSignIn } from '../components/back-to-sign-in';

export function ResetPassword() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title="Choose a new password" intro="Pick a password you have not used on this portal before." />
      <PreparingNotice />
      <BackToSignIn />
    </div>
  );
}
