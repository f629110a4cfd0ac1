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
    levelTitle: (level: string) => `You reached ${level}!`,
    levelBody: (reward: string) => (reward ? `Your reward: ${reward}.` : 'See your points in Rewards.'),
    alternativeTitle: 'Your programme answered your request',
    alternativeBody: 'Open Rewards to see its answer about an alternative activity.',
  },
  es: {
    articleTitle: (title: string) => `Nuevo artículo: ${title}`,
    articleBody: 'Toque para leerlo.',
    reminderTitle: 'Es hora de su revisión anual',
    reminderBody: 'Ha pasado un año desde su cuestionario de salud. Vuelva a responderlo para ver qué ha cambiado.',
    levelTitle: (level: string) => `¡Alcanzó el nivel ${level}!`,
    levelBody: (reward: string) => (reward ? `Su recompensa: ${reward}.` : 'Vea sus puntos en Recompensas.'),
    alternativeTitle: 'Su programa respondió a su solicitud',
    alternativeBody: 'Abra Recompensas para ver su respuesta sobre una actividad alternativa.',
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

export function levelReachedText(
  locale: TAppLocale,
  level: { name: string; reward: string },
): { title: string; body: string } {
  return {
    title: truncatePushText(TEXT[locale].levelTitle(level.name), PUSH_TITLE_MAX),
    body: truncatePushText(TEXT[locale].levelBody(level.reward), PUSH_BODY_MAX),
  };
}

/** Says only that there is an answer: what was asked and why stays in the app. */
export function alternativeAnsweredText(locale: TAppLocale): { title: string; body: string } {
  return { title: TEXT[locale].alternativeTitle, body: TEXT[locale].alternativeBody };
}
