import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/navigation/router/hooks';
import { Link } from '@/navigation/link';
import { getErrorStatus } from '@/api/error-message';
import { useMember } from '@/features/admin-members/api/admin-members';
import { MemberDetails } from '@/features/admin-members/components/member-details';
import { memberName } from '@/features/admin-members/components/member-status';
import { MemberPoints } from '@/features/admin-rewards/components/member-points';
import { adminHref } from '@/navigation/admin-sections';
import { LoadError } from '@/ui/load-error';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';

/** One member in the admin console: their details, invitations, the admin's actions and their points. */
export function Member() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const member = useMember(id);
  const back = (
    <Link
      to={adminHref('adminMembers')}
      className="self-start text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Trans>Back to members</Trans>
    </Link>
  );

  if (member.isPending) {
    return (
      <>
        <PageHeading before={back} title={t`Member`} />
        <LoadingStatus>
          <Trans>Loading the member…</Trans>
        </LoadingStatus>
      </>
    );
  }
  if (member.error) {
    return (
      <>
        <PageHeading before={back} title={t`Member`} />
        {getErrorStatus(member.error) === 404 ? (
          <p role="alert">
            <Trans>There is no such member on this programme.</Trans>
          </p>
        ) : (
          <LoadError
            error={member.error}
            onRetry={() => void member.refetch()}
            isRetrying={member.isRefetching}
            title={t`We couldn't load this member`}
          />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeading before={back} title={memberName(member.data)} intro={member.data.email} />
      <MemberDetails member={member.data} />
      <MemberPoints memberId={member.data.id} memberName={memberName(member.data)} />
    </>
  );
}
