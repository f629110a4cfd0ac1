import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { href } from '../navigation/paths';
import { buttonVariants } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

/** Any unknown address, inside the branded public layout. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`We couldn't find that page`}
        intro={t`The address may be mistyped, or the page may have moved. Your programme is one click away.`}
      />
      <Link to={href('root')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Take me home</Trans>
      </Link>
    </div>
  );
}
