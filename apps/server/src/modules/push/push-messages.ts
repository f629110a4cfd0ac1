/**
 * What each push notification says, in the member's language (the portal's two; another stored
 * preference reads English, as emails do): the server's catalog
 * (i18n/locales/<locale>/push-notifications.po), looked up by the English written here.
 */
import type { TAppLocale } from '@portal/contracts/locales';
import { t } from '../../i18n/translate';

/** Phones show two or three lines; a longer body is cut (and APNs and FCM refuse payloads past 4 KB). */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 180;

export function truncatePushText(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

export function articlePublishedText(
  locale: TAppLocale,
  article: { title: string; summary: string },
): { title: string; body: string } {
  return {
    title: truncatePushText(t(locale, 'New article: {title}', { title: article.title }), PUSH_TITLE_MAX),
    body: truncatePushText(article.summary.trim() || t(locale, 'Tap to read it.'), PUSH_BODY_MAX),
  };
}

export function questionnaireReminderText(locale: TAppLocale): { title: string; body: string } {
  return {
    title: t(locale, 'Time for your yearly check-in'),
    body: t(locale, 'It has been a year since your health questionnaire. Take it again to see what has changed.'),
  };
}

export function levelReachedText(
  locale: TAppLocale,
  level: { name: string; reward: string },
): { title: string; body: string } {
  return {
    title: truncatePushText(t(locale, 'You reached {level}!', { level: level.name }), PUSH_TITLE_MAX),
    body: truncatePushText(
      level.reward
        ? t(locale, 'Your reward: {reward}.', { reward: level.reward })
        : t(locale, 'See your points in Rewards.'),
      PUSH_BODY_MAX,
    ),
  };
}

/** Says only that there is an answer: what was asked and why stays in the app. */
export function alternativeAnsweredText(locale: TAppLocale): { title: string; body: string } {
  return {
    title: t(locale, 'Your programme answered your request'),
    body: t(locale, 'Open Rewards to see its answer about an alternative activity.'),
  };
}
