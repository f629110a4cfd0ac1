import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { useProfile } from '@/features/profile/api/get-profile';
import { AnalyticsPreference } from '@/features/profile/components/analytics-preference';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { DeleteAccountSection } from '@/features/profile/components/delete-account-section';
import { NotificationPreferencesForm } from '@/features/profile/components/notification-preferences-form';
import { ProfileDetailsForm } from '@/features/profile/components/profile-details-form';
import { ProfilePictureSection } from '@/features/profile/components/profile-picture-section';
import { href } from '@/navigation/paths';
import { getInitials, useCurrentUser } from '@/session/use-current-user';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';

export function Profile() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  return (
    <>
      <PageHeading title={t`Your profile`} intro={t`The details your programme holds about you.`} />
      <nav aria-label={t`More about your account`}>
        <Link
          to={href('profileSecurity')}
          className="group flex items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm shadow-black/5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold text-primary group-hover:underline">
              <Trans>Security</Trans>
            </span>
            <span className="text-sm text-muted-foreground">
              <Trans>Where you're signed in, two-step sign-in and passkeys</Trans>
            </span>
          </span>
          <span aria-hidden="true">→</span>
        </Link>
        <Link
          to={href('profilePrivacy')}
          className="group mt-3 flex items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm shadow-black/5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold text-primary group-hover:underline">
              <Trans>Privacy</Trans>
            </span>
            <span className="text-sm text-muted-foreground">
              <Trans>Download a copy of your data</Trans>
            </span>
          </span>
          <span aria-hidden="true">→</span>
        </Link>
      </nav>
      {isPending ? (
        <LoadingStatus>
          <Trans>Loading your profile…</Trans>
        </LoadingStatus>
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()}>
          <Trans>Your profile could not be loaded.</Trans>
        </LoadError>
      ) : (
        <div className="flex flex-col gap-6">
          <ProfilePictureSection initials={getInitials(user)} />
          <ProfileDetailsForm profile={profile} />
          <ChangePasswordForm
            identity={{ email: profile.email, firstName: profile.first_name, lastName: profile.last_name }}
          />
          <NotificationPreferencesForm preferences={profile.notification_preferences} />
          <AnalyticsPreference enabled={profile.analytics_enabled ?? true} />
          <DeleteAccountSection />
        </div>
      )}
    </>
  );
}
