import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface AlternativeAnsweredEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
}

/**
 * Tells the member their request for a reasonable alternative was answered. It says no more: what
 * they asked, why, and the answer stay in the portal.
 */
export function renderAlternativeAnsweredEmail(input: AlternativeAnsweredEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  return renderEmail({
    kind: 'alternative-answered',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'Your {title} programme answered your request', { title }),
    preview: t(locale, 'Your request for an alternative activity has an answer.'),
    heading: t(locale, 'Your request has an answer'),
    paragraphs: [
      t(
        locale,
        'Your {title} programme answered your request for an alternative activity. Sign in and open Rewards to see it.',
        { title },
      ),
    ],
    action: { label: t(locale, 'See the answer'), url: buildPublicLink(input.publicUrl, '/dashboard/rewards') },
  });
}
