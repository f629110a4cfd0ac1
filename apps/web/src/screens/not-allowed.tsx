import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { href } from '../navigation/paths';
import { buttonVariants } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

/**
 * A console address the signed-in role may not open (a member anywhere under /admin, an editor on an
 * admin-only section): said plainly, with the way back Home. None of the console's code is behind it.
 */
export function NotAllowed() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`This area is for your programme's administrators`}
        intro={t`Your account cannot open this page. Everything your programme offers you is on Home.`}
      />
      <Link to={href('home')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
