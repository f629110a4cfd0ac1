import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { getCurrentBrand } from '../brands/current-brand';
import { href } from '../navigation/paths';
import { buttonVariants } from '../ui/button';
import { PageHeading } from '../ui/page-heading';

/**
 * A programme area the tenant does not offer (a typed address, an old link), inside the dashboard
 * layout: said plainly, with the way back to what the programme does offer.
 */
export function NotOffered() {
  const { t } = useLingui();
  const brandTitle = getCurrentBrand().title;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t`This is not part of your programme`}
        intro={t`${brandTitle} does not include this service. Everything your programme offers is on Home.`}
      />
      <Link to={href('home')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Back to Home</Trans>
      </Link>
    </div>
  );
}
