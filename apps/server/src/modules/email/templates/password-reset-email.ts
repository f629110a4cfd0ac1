import { PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts/account-lifecycle';
import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface PasswordResetEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  recipientName?: string | null;
}

/** How long the link works, in words. */
function getValidity(locale: TAppLocale): string {
  return PASSWORD_RESET_TTL_MINUTES === 60
    ? t(locale, '1 hour')
    : t(locale, '{minutes} minutes', { minutes: PASSWORD_RESET_TTL_MINUTES });
}

export function renderPasswordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  const validity = getValidity(locale);
  return renderEmail({
    kind: 'password-reset',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'Reset your {title} password', { title }),
    preview: t(locale, 'Choose a new password. The link works for {validity}.', { validity }),
    heading: t(locale, 'Reset your password'),
    paragraphs: [
      t(locale, 'Someone asked to reset the password of your {title} account. To choose a new one, use this link.', {
        title,
      }),
    ],
    action: {
      label: t(locale, 'Choose a new password'),
      url: buildPublicLink(input.publicUrl, '/reset-password', { token: input.token }),
    },
    notes: [
      t(locale, 'The link works for {validity} and only once.', { validity }),
      t(locale, "If you didn't ask for this, ignore this email: your password stays as it is."),
    ],
  });
}
