import { getCurrentBrand } from '../../../brands/current-brand';
import { PageHeading } from '../../../ui/page-heading';
import { GoToSignIn } from '../components/public-actions';

export function ThankYou() {
  const brand = getCurrentBrand();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="Thank you"
        intro={`Your answers help ${brand.title} shape a programme around you. You can sign in at any time to see what is next.`}
      />
      <GoToSignIn label="Continue to sign in" />
    </div>
  );
}
