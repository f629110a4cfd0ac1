import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { formatEmailDate, renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface NewSignInEmailInput {
  brand: Brand;
  publicUrl: string;
  locale?: TAppLocale;
  /** The device's name as the member's list of sessions shows it ("Chrome on Windows"). */
  device: string;
  signedInAt: Date;
  recipientName?: string | null;
}

type Text = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'> & { actionLabel: string };

const TEXT: Record<TAppLocale, (facts: { title: string; when: string; device: string; support: string }) => Text> = {
  en: ({ title, when, device, support }) => ({
    subject: `A new sign-in to your ${title} account`,
    preview: `Someone signed in to your account from ${device}. If it wasn't you, change your password.`,
    heading: 'A new sign-in to your account',
    paragraphs: [
      `Your ${title} account was signed in to from a device it had not seen before: ${device}, on ${when}.`,
      "If this wasn't you, change your password now and sign out of the sessions you don't recognise in Profile → Security. Turning on two-step sign-in keeps a stolen password from being enough.",
    ],
    actionLabel: 'Review where you are signed in',
    notes: [
      'If it was you, there is nothing to do.',
      `If something looks wrong with your account, contact ${support}.`,
    ],
  }),
  es: ({ title, when, device, support }) => ({
    subject: `Un nuevo inicio de sesión en su cuenta de ${title}`,
    preview: `Alguien inició sesión en su cuenta desde ${device}. Si no fue usted, cambie su contraseña.`,
    heading: 'Un nuevo inicio de sesión en su cuenta',
    paragraphs: [
      `Se inició sesión en su cuenta de ${title} desde un dispositivo que no conocíamos: ${device}, el ${when}.`,
      'Si no fue usted, cambie su contraseña ahora y cierre las sesiones que no reconozca en Perfil → Seguridad. Activar el inicio de sesión en dos pasos evita que baste con una contraseña robada.',
    ],
    actionLabel: 'Revisar dónde tiene la sesión iniciada',
    notes: ['Si fue usted, no tiene que hacer nada.', `Si algo en su cuenta no se ve bien, escriba a ${support}.`],
  }),
};

/** Sent when an account signs in from a device with no proof of an earlier sign-in (see device-proofs.ts). */
export function renderNewSignInEmail(input: NewSignInEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale]({
    title: brand.title,
    when: formatEmailDate(input.signedInAt, locale),
    device: input.device,
    support: brand.supportEmail,
  });
  return renderEmail({
    kind: 'new-sign-in',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: buildPublicLink(input.publicUrl, '/dashboard/profile/security') },
  });
}
