import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface NewSignInEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  locale?: TAppLocale;
  /** The device's name as the member's list of sessions shows it ("Chrome on Windows"). */
  device: string;
  signedInAt: Date;
  recipientName?: string | null;
}

/** Sent when an account signs in from a device with no proof of an earlier sign-in (see device-proofs.ts). */
export function renderNewSignInEmail(input: NewSignInEmailInput): RenderedEmail {
  const { brand, locale = 'en', device } = input;
  const { title } = brand;
  const when = formatEmailDate(input.signedInAt, locale);
  return renderEmail({
    kind: 'new-sign-in',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'A new sign-in to your {title} account', { title }),
    preview: t(locale, "Someone signed in to your account from {device}. If it wasn't you, change your password.", {
      device,
    }),
    heading: t(locale, 'A new sign-in to your account'),
    paragraphs: [
      t(locale, 'Your {title} account was signed in to from a device it had not seen before: {device}, on {when}.', {
        title,
        device,
        when,
      }),
      t(
        locale,
        "If this wasn't you, change your password now and sign out of the sessions you don't recognise in Profile → Security. Turning on two-step sign-in keeps a stolen password from being enough.",
      ),
    ],
    action: {
      label: t(locale, 'Review where you are signed in'),
      url: buildPublicLink(input.publicUrl, '/dashboard/profile/security'),
    },
    notes: [
      t(locale, 'If it was you, there is nothing to do.'),
      t(locale, 'If something looks wrong with your account, contact {support}.', { support: brand.supportEmail }),
    ],
  });
}
