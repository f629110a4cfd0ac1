import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatedProgrammeState } from '@/features/operator-console/components/created-notice';
import { NewProgrammeWizard } from '@/features/operator-console/components/new-programme-wizard';
import { operatorHref } from '@/features/operator-console/operator-paths';
import { Link } from '@/navigation/link';
import { useNavigate } from '@/navigation/router/hooks';
import { Card, CardContent } from '@/ui/card';
import { PageHeading } from '@/ui/page-heading';

const BACK_LINK =
  'self-start text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A new programme, step by step; once created, its page says who was invited to run it. */
export function NewProgramme() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        before={
          <Link to={operatorHref('operatorProgrammes')} className={BACK_LINK}>
            <Trans>Back to programmes</Trans>
          </Link>
        }
        title={t`New programme`}
        intro={t`Four short steps. Nothing is created until you press Create programme at the end.`}
      />
      <Card>
        <CardContent>
          <NewProgrammeWizard
            onCreated={(programme, adminEmail) => {
              const state: CreatedProgrammeState = { invitedAdmin: adminEmail };
              navigate(operatorHref('operatorProgramme', { key: programme.key }), { state });
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
