import { getCurrentBrand } from '@/brands/current-brand';

/** The brand's support address as a mail link, for sentences that end "…write to {support}." */
export function SupportEmailLink() {
  const { supportEmail } = getCurrentBrand();
  return (
    <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
}
