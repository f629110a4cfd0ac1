import { getCurrentBrand } from '../../../brands/current-brand';
import { Notice } from '../../../ui/notice';
import { PageHeading } from '../../../ui/page-heading';
import { GoToSignIn } from '../components/public-actions';

export function InvalidToken() {
  const brand = getCurrentBrand();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="This link has expired"
        intro="Invitation and password links work once and only for a limited time."
      />
      <Notice>
        <p>
          Ask your programme administrator for a new invitation, or write to{' '}
          <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
          .
        </p>
      </Notice>
      <GoToSignIn />
    </div>
  );
}
