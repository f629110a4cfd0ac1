import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { formatEmailDate, renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface SignInFailuresEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The account's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The failed attempt that reached the warning threshold. */
  lastAttemptAt: Date;
  recipientName?: string | null;
}

type SignInFailuresText = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'> & {
  actionLabel: string;
};

const TEXT: Record<TAppLocale, (facts: { title: string; when: string; support: string }) => SignInFailuresText> = {
  en: ({ title, when, support }) => ({
    subject: `Several attempts to sign in to your ${title} account failed`,
    preview: "Several sign-in attempts with a wrong password. If this wasn't you, reset your password.",
    heading: 'Several sign-in attempts failed',
    paragraphs: [
      `Several attempts to sign in to your ${title} account with a wrong password failed in a row, the latest on ${when}. For now, each further attempt has to wait a little before it is checked.`,
      "If this wasn't you, reset your password: choose one you don't use anywhere else. Resetting also lets you sign in again at once.",
    ],
    actionLabel: 'Reset your password',
    notes: [
      "If it was you and you remember your password now, there's nothing more to do.",
      `If something looks wrong with your account, contact ${support}.`,
    ],
  }),
  es: ({ title, when, support }) => ({
    subject: `Fallaron varios intentos de iniciar sesión en su cuenta de ${title}`,
    preview:
      'Varios intentos de inicio de sesión con una contraseña incorrecta. Si no fue usted, restablezca su contraseña.',
    heading: 'Fallaron varios intentos de inicio de sesión',
    paragraphs: [
      `Fallaron seguidos varios intentos de iniciar sesión en su cuenta de ${title} con una contraseña incorrecta; el último, el ${when}. Por ahora, cada nuevo intento tiene que esperar un poco antes de que lo revisemos.`,
      'Si no fue usted, restablezca su contraseña: elija una que no use en ningún otro lugar. Al restablecerla también podrá volver a iniciar sesión de inmediato.',
    ],
    actionLabel: 'Restablecer su contraseña',
    notes: [
      'Si fue usted y ya recuerda su contraseña, no tiene que hacer nada más.',
      `Si algo en su cuenta no se ve bien, escriba a ${support}.`,
    ],
  }),
};

/**
 * The warning after many failed sign-ins in a row. It links to the
 * forgot-password page, not to a reset token: whoever reads it still has to
 * ask for a reset, which only reaches the member's own inbox.
 */
export function renderSignInFailuresEmail(input: SignInFailuresEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale]({
    title: brand.title,
    when: formatEmailDate(input.lastAttemptAt, locale),
    support: brand.supportEmail,
  });
  return renderEmail({
    kind: 'sign-in-failures',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: buildPublicLink(input.publicUrl, '/forgot-password') },
  });
}
