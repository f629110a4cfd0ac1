import { Trans, useLingui } from '@lingui/react/macro';
import { ProgrammesList } from '@/features/operator-console/components/programmes-list';
import { operatorHref } from '@/features/operator-console/operator-paths';
import { Link } from '@/navigation/link';
import { buttonVariants } from '@/ui/button';
import { PageHeading } from '@/ui/page-heading';

/** The operator console's first screen: every programme with how it is doing, and a new one. */
export function OperatorProgrammes() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Programmes`}
        intro={t`Every programme on the platform: its members, who signed in this month, its sender and its last sign-in. Open one to change or suspend it.`}
      />
      <Link to={operatorHref('operatorNewProgramme')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>New programme</Trans>
      </Link>
      <ProgrammesList />
    </>
  );
}
