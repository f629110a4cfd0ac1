import { PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts/account-lifecycle';
import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface PasswordResetEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  recipientName?: string | null;
}

const VALIDITY: Record<TAppLocale, string> = {
  en: PASSWORD_RESET_TTL_MINUTES === 60 ? '1 hour' : `${PASSWORD_RESET_TTL_MINUTES} minutes`,
  es: PASSWORD_RESET_TTL_MINUTES === 60 ? '1 hora' : `${PASSWORD_RESET_TTL_MINUTES} minutos`,
};

type PasswordResetText = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'> & {
  actionLabel: string;
};

const TEXT: Record<TAppLocale, (title: string) => PasswordResetText> = {
  en: (title) => ({
    subject: `Reset your ${title} password`,
    preview: `Choose a new password. The link works for ${VALIDITY.en}.`,
    heading: 'Reset your password',
    paragraphs: [`Someone asked to reset the password of your ${title} account. To choose a new one, use this link.`],
    actionLabel: 'Choose a new password',
    notes: [
      `The link works for ${VALIDITY.en} and only once.`,
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
  }),
  es: (title) => ({
    subject: `Restablezca su contraseña de ${title}`,
    preview: `Elija una contraseña nueva. El enlace funciona durante ${VALIDITY.es}.`,
    heading: 'Restablezca su contraseña',
    paragraphs: [
      `Alguien pidió restablecer la contraseña de su cuenta de ${title}. Para elegir una nueva, use este enlace.`,
    ],
    actionLabel: 'Elegir una contraseña nueva',
    notes: [
      `El enlace funciona durante ${VALIDITY.es} y una sola vez.`,
      'Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
    ],
  }),
};

export function renderPasswordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale](brand.title);
  return renderEmail({
    kind: 'password-reset',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: {
      label: actionLabel,
      url: buildPublicLink(input.publicUrl, '/reset-password', { token: input.token }),
    },
  });
}
