import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface TwoStepResetEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
}

/** Tells the member an admin reset their two-step sign-in (they lost their authenticator, or someone says so). */
export function renderTwoStepResetEmail(input: TwoStepResetEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  return renderEmail({
    kind: 'two-step-reset',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'Two-step sign-in was reset on your {title} account', { title }),
    preview: t(locale, 'An administrator of your programme turned your two-step sign-in off.'),
    heading: t(locale, 'Your two-step sign-in was reset'),
    paragraphs: [
      t(
        locale,
        'An administrator of your {title} programme reset your two-step sign-in: your authenticator app, recovery codes and passkeys no longer sign you in. Your password still does.',
        { title },
      ),
      t(locale, 'Sign in and set two-step sign-in up again in Profile → Security.'),
    ],
    action: { label: t(locale, 'Sign in'), url: buildPublicLink(input.publicUrl, '/login') },
    notes: [t(locale, 'If you did not ask for this, contact {support} at once.', { support: brand.supportEmail })],
  });
}
