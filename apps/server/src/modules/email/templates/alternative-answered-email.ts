import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface AlternativeAnsweredEmailInput {
  brand: Brand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
}

type Text = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs'> & { actionLabel: string };

const TEXT: Record<TAppLocale, (facts: { title: string }) => Text> = {
  en: ({ title }) => ({
    subject: `Your ${title} programme answered your request`,
    preview: 'Your request for an alternative activity has an answer.',
    heading: 'Your request has an answer',
    paragraphs: [
      `Your ${title} programme answered your request for an alternative activity. Sign in and open Rewards to see it.`,
    ],
    actionLabel: 'See the answer',
  }),
  es: ({ title }) => ({
    subject: `Su programa ${title} respondió a su solicitud`,
    preview: 'Su solicitud de una actividad alternativa tiene respuesta.',
    heading: 'Su solicitud tiene respuesta',
    paragraphs: [
      `Su programa ${title} respondió a su solicitud de una actividad alternativa. Inicie sesión y abra Recompensas para verla.`,
    ],
    actionLabel: 'Ver la respuesta',
  }),
};

/**
 * Tells the member their request for a reasonable alternative was answered. It says no more: what
 * they asked, why, and the answer stay in the portal.
 */
export function renderAlternativeAnsweredEmail(input: AlternativeAnsweredEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale]({ title: brand.title });
  return renderEmail({
    kind: 'alternative-answered',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: buildPublicLink(input.publicUrl, '/dashboard/rewards') },
  });
}
