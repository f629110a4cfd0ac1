import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface SignInFailuresEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The failed attempt that reached the warning threshold. */
  lastAttemptAt: Date;
  recipientName?: string | null;
}

/**
 * The warning after many failed sign-ins in a row. It links to the
 * forgot-password page, not to a reset token: whoever reads it still has to
 * ask for a reset, which only reaches the member's own inbox.
 */
export function renderSignInFailuresEmail(input: SignInFailuresEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  const when = formatEmailDate(input.lastAttemptAt, locale);
  return renderEmail({
    kind: 'sign-in-failures',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'Several attempts to sign in to your {title} account failed', { title }),
    preview: t(locale, "Several sign-in attempts with a wrong password. If this wasn't you, reset your password."),
    heading: t(locale, 'Several sign-in attempts failed'),
    paragraphs: [
      t(
        locale,
        'Several attempts to sign in to your {title} account with a wrong password failed in a row, the latest on {when}. For now, each further attempt has to wait a little before it is checked.',
        { title, when },
      ),
      t(
        locale,
        "If this wasn't you, reset your password: choose one you don't use anywhere else. Resetting also lets you sign in again at once.",
      ),
    ],
    // A button's words: the password reset email's heading says the same in English, not in Spanish.
    action: {
      label: t(locale, { message: 'Reset your password', context: 'button' }),
      url: buildPublicLink(input.publicUrl, '/forgot-password'),
    },
    notes: [
      t(locale, "If it was you and you remember your password now, there's nothing more to do."),
      t(locale, 'If something looks wrong with your account, contact {support}.', { support: brand.supportEmail }),
    ],
  });
}
