import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface TwoStepResetEmailInput {
  brand: Brand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
}

type Text = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'> & { actionLabel: string };

const TEXT: Record<TAppLocale, (facts: { title: string; support: string }) => Text> = {
  en: ({ title, support }) => ({
    subject: `Two-step sign-in was reset on your ${title} account`,
    preview: 'An administrator of your programme turned your two-step sign-in off.',
    heading: 'Your two-step sign-in was reset',
    paragraphs: [
      `An administrator of your ${title} programme reset your two-step sign-in: your authenticator app, recovery codes and passkeys no longer sign you in. Your password still does.`,
      'Sign in and set two-step sign-in up again in Profile → Security.',
    ],
    actionLabel: 'Sign in',
    notes: [`If you did not ask for this, contact ${support} at once.`],
  }),
  es: ({ title, support }) => ({
    subject: `Se restableció el inicio de sesión en dos pasos de su cuenta de ${title}`,
    preview: 'Un administrador de su programa desactivó su inicio de sesión en dos pasos.',
    heading: 'Se restableció su inicio de sesión en dos pasos',
    paragraphs: [
      `Un administrador de su programa ${title} restableció su inicio de sesión en dos pasos: su aplicación de autenticación, sus códigos de recuperación y sus llaves de acceso ya no le permiten iniciar sesión. Su contraseña sí.`,
      'Inicie sesión y vuelva a configurar el inicio de sesión en dos pasos en Perfil → Seguridad.',
    ],
    actionLabel: 'Iniciar sesión',
    notes: [`Si no lo pidió, escriba de inmediato a ${support}.`],
  }),
};

/** Tells the member an admin reset their two-step sign-in (they lost their authenticator, or someone says so). */
export function renderTwoStepResetEmail(input: TwoStepResetEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale]({ title: brand.title, support: brand.supportEmail });
  return renderEmail({
    kind: 'two-step-reset',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: buildPublicLink(input.publicUrl, '/login') },
  });
}
