import { getDisplayName, useCurrentUser } from '../../../session/use-current-user';
import { Card, CardContent } from '../../../ui/card';
import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

export function Profile() {
  const { data: user } = useCurrentUser();
  const member = user?.member;
  const rows = [
    ['Name', getDisplayName(user)],
    ['Email', user?.account.email],
    ['Employer', member?.company.name],
    ['Health questionnaire', member ? (member.questionnaire_answered ? 'Completed' : 'Not started') : undefined],
  ] as const;
  return (
    <>
      <PageHeading title="Your profile" intro="The details your programme holds about you." />
      <Card>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term} className="flex flex-col gap-0.5">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <PreparingNotice>Editing your details and profile picture is being set up for your programme.</PreparingNotice>
    </>
  );
}
