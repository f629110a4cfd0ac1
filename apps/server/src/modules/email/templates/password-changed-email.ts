import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { formatEmailDate, renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface PasswordChangedEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  changedAt: Date;
  recipientName?: string | null;
}

type PasswordChangedText = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'>;

const TEXT: Record<TAppLocale, (facts: { title: string; when: string; support: string }) => PasswordChangedText> = {
  en: ({ title, when, support }) => ({
    subject: `Your ${title} password was changed`,
    preview: `Your password was changed on ${when}.`,
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${title} account was changed on ${when}.`,
      "If that was you, there's nothing more to do.",
    ],
    notes: [`If it wasn't you, contact ${support} right away.`],
  }),
  es: ({ title, when, support }) => ({
    subject: `Se cambió su contraseña de ${title}`,
    preview: `Su contraseña se cambió el ${when}.`,
    heading: 'Se cambió su contraseña',
    paragraphs: [
      `La contraseña de su cuenta de ${title} se cambió el ${when}.`,
      'Si fue usted, no tiene que hacer nada más.',
    ],
    notes: [`Si no fue usted, escriba de inmediato a ${support}.`],
  }),
};

/** A notice with no token link: if someone else changed the password, a link in this email must not help them. */
export function renderPasswordChangedEmail(input: PasswordChangedEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  return renderEmail({
    kind: 'password-changed',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...TEXT[locale]({
      title: brand.title,
      when: formatEmailDate(input.changedAt, locale),
      support: brand.supportEmail,
    }),
  });
}
