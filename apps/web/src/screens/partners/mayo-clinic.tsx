import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { href } from '../../navigation/paths';
import { buttonVariants } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';

export function MayoClinic() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading
        title={t`Mayo Clinic library`}
        intro={t`Trusted health information from the Mayo Clinic, included in your programme.`}
      />
      <Link to={href('diseasesAndConditions')} className={buttonVariants({ className: 'self-start' })}>
        <Trans>Browse diseases and conditions</Trans>
      </Link>
    </>
  );
}
