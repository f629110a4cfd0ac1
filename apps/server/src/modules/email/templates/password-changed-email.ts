import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { t } from '../../../i18n/translate';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface PasswordChangedEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  changedAt: Date;
  recipientName?: string | null;
}

/** A notice with no token link: if someone else changed the password, a link in this email must not help them. */
export function renderPasswordChangedEmail(input: PasswordChangedEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  const when = formatEmailDate(input.changedAt, locale);
  return renderEmail({
    kind: 'password-changed',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'Your {title} password was changed', { title }),
    preview: t(locale, 'Your password was changed on {when}.', { when }),
    heading: t(locale, 'Your password was changed'),
    paragraphs: [
      t(locale, 'The password of your {title} account was changed on {when}.', { title, when }),
      t(locale, "If that was you, there's nothing more to do."),
    ],
    notes: [t(locale, "If it wasn't you, contact {support} right away.", { support: brand.supportEmail })],
  });
}
