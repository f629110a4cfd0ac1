import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';
import { BackToSignIn } from '../components/back-to-sign-in';

export function ForgotPassword() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="Reset your password"
        intro="Enter the email address you sign in with and we will send you a link to choose a new password."
      />
      <PreparingNotice />
      <BackToSignIn />
    </div>
  );
}
