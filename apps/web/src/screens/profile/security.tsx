import { useLingui } from '@lingui/react/macro';
import { SessionsSection } from '@/features/security/components/sessions-section';
import { BackButton } from '@/navigation/back-button';
import { href } from '@/navigation/paths';
import { PageHeading } from '@/ui/page-heading';

/** Profile → Security: how the member's account is signed in to, one section under another. */
export function Security() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Security`}
        intro={t`Keep your account safe: see where you're signed in and sign out what you do not use.`}
        before={<BackButton fallback={href('profile')} label={t`Back to your profile`} />}
      />
      <div className="flex flex-col gap-6">
        <SessionsSection />
      </div>
    </>
  );
}
