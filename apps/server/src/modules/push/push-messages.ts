/**
 * What each push notification says, in the member's language (the portal's two; another stored
 * preference reads English, as emails do). Written here like the emails' texts, not in the Lingui
 * catalogs: the server composes them.
 */
import type { TAppLocale } from '@portal/contracts/locales';

/** Phones show two or three lines; a longer body is cut (and APNs and FCM refuse payloads past 4 KB). */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 180;

export function truncatePushText(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

const TEXT = {
  en: {
    articleTitle: (title: string) => `New article: ${title}`,
    articleBody: 'Tap to read it.',
    reminderTitle: 'Time for your yearly check-in',
    reminderBody: 'It has been a year since your health questionnaire. Take it again to see what has changed.',
  },
  es: {
    articleTitle: (title: string) => `Nuevo artículo: ${title}`,
    articleBody: 'Toque para leerlo.',
    reminderTitle: 'Es hora de su revisión anual',
    reminderBody: 'Ha pasado un año desde su cuestionario de salud. Vuelva a responderlo para ver qué ha cambiado.',
  },
} as const satisfies Record<TAppLocale, unknown>;

export function articlePublishedText(
  locale: TAppLocale,
  article: { title: string; summary: string },
): { title: string; body: string } {
  return {
    title: truncatePushText(TEXT[locale].articleTitle(article.title), PUSH_TITLE_MAX),
    body: truncatePushText(article.summary.trim() || TEXT[locale].articleBody, PUSH_BODY_MAX),
  };
}

export function questionnaireReminderText(locale: TAppLocale): { title: string; body: string } {
  return { title: TEXT[locale].reminderTitle, body: TEXT[locale].reminderBody };
}
