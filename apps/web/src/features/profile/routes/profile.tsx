import { getInitials, useCurrentUser } from '../../../session/use-current-user';
import { LoadError } from '../../../ui/load-error';
import { PageHeading } from '../../../ui/page-heading';
import { Spinner } from '../../../ui/spinner';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { NotificationPreferencesForm } from '../components/notification-preferences-form';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfilePictureSection } from '../components/profile-picture-section';

export function Profile() {
  const { data: user } = useCurrentUser();
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  return (
    <>
      <PageHeading title="Your profile" intro="The details your programme holds about you." />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading your profile…
        </p>
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()}>
          Your profile could not be loaded.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-6">
          <ProfilePictureSection initials={getInitials(user)} />
          <ProfileDetailsForm profile={profile} />
          <ChangePasswordForm
            identity={{ email: profile.email, firstName: profile.first_name, lastName: profile.last_name }}
          />
          <NotificationPreferencesForm preferences={profile.notification_preferences} />
          <DeleteAccountSection />
        </div>
      )}
    </>
  );
}
