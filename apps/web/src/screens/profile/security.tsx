import { Trans, useLingui } from '@lingui/react/macro';
import { AuthenticatorAppSection } from '@/features/security/components/authenticator-app-section';
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section';
import { useCurrentUser } from '@/session/use-current-user';
import { Notice } from '@/ui/notice';
import { SessionsSection } from '@/features/security/components/sessions-section';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { PageHeading } from '@/ui/page-heading';

/** Profile → Security: how the member's account is signed in to, one section under another. */
export function Security() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const mustSetUp = user?.account.session?.two_step_setup_required === true;
  return (
    <>
      <PageHeading
        title={t`Security`}
        intro={t`Keep your account safe: see where you're signed in and sign out what you do not use.`}
        before={<BackButton fallback={href('profile')} label={t`Back to your profile`} />}
      />
      <div className="flex flex-col gap-6">
        {mustSetUp ? (
          <Notice role="status">
            <p>
              <Trans>
                Your programme asks you to turn on two-step sign-in before you go on: set up an authenticator app or add
                a passkey below.
              </Trans>
            </p>
          </Notice>
        ) : null}
        <PasskeysSection />
        <AuthenticatorAppSection />
        <SessionsSection />
      </div>
    </>
  );
}
