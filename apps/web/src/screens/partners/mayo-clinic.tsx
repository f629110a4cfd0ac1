import { Link } from 'react-router';
import { href } from '../../navigation/paths';
import { buttonVariants } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';

export function MayoClinic() {
  return (
    <>
      <PageHeading
        title="Mayo Clinic library"
        intro="Trusted health information from the Mayo Clinic, included in your programme."
      />
      <Link to={href('diseasesAndConditions')} className={buttonVariants({ className: 'self-start' })}>
        Browse diseases and conditions
      </Link>
    </>
  );
}
