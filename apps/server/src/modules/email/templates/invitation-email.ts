import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface InvitationEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  /** The invited member's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  expiresAt: Date;
  recipientName?: string | null;
  companyName?: string | null;
  /** Who invited them, when a person did. */
  inviterName?: string | null;
}

/**
 * What they are invited to, in whole sentences with and without the company and the person who invited
 * them (languages join those parts differently).
 */
function getInvitedSentences(
  locale: TAppLocale,
  title: string,
  company: string | undefined,
  inviter: string | undefined,
) {
  if (company) {
    return {
      preview: t(locale, "Set a password to join {company}'s health and wellness programme on {title}.", {
        company,
        title,
      }),
      invited: inviter
        ? t(locale, "{inviter} has invited you to join {company}'s health and wellness programme on {title}.", {
            inviter,
            company,
            title,
          })
        : t(locale, "You've been invited to join {company}'s health and wellness programme on {title}.", {
            company,
            title,
          }),
    };
  }
  return {
    preview: t(locale, 'Set a password to join {title}.', { title }),
    invited: inviter
      ? t(locale, '{inviter} has invited you to join {title}.', { inviter, title })
      : t(locale, "You've been invited to join {title}.", { title }),
  };
}

export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  const link = buildPublicLink(input.publicUrl, '/confirm-invitation', { token: input.token });
  const expires = formatEmailDate(input.expiresAt, locale);
  const { preview, invited } = getInvitedSentences(
    locale,
    title,
    input.companyName || undefined,
    input.inviterName?.trim() || undefined,
  );
  return renderEmail({
    kind: 'invitation',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, "You're invited to join {title}", { title }),
    preview,
    heading: t(locale, 'Join {title}', { title }),
    paragraphs: [invited, t(locale, 'To accept, choose a password for your account.')],
    action: { label: t(locale, 'Accept the invitation'), url: link },
    notes: [
      t(
        locale,
        'This invitation expires on {expires}. If it has expired, open the link anyway and ask for a new one.',
        {
          expires,
        },
      ),
      t(locale, "If you weren't expecting this invitation, you can ignore this email."),
    ],
  });
}
