import type { EmailBrand } from './email-layout';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { t } from '../../../i18n/translate';
import { renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface LevelReachedEmailInput {
  brand: EmailBrand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
  level: { name: string; reward: string };
  points: number;
}

/** Tells the member they reached a level of their programme's rewards plan, and its reward. */
export function renderLevelReachedEmail(input: LevelReachedEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { title } = brand;
  const { name: level, reward } = input.level;
  const points = input.points.toLocaleString(locale === 'es' ? 'es' : 'en');
  return renderEmail({
    kind: 'level-reached',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    subject: t(locale, 'You reached {level} in {title}', { level, title }),
    preview: reward
      ? t(locale, 'Your reward: {reward}.', { reward })
      : t(locale, 'You have {points} points this year.', { points }),
    heading: t(locale, 'Congratulations: you reached {level}!', { level }),
    paragraphs: [
      t(locale, 'You have {points} points this programme year, enough for {level}.', { points, level }),
      ...(reward ? [t(locale, 'Your reward: {reward}. Your programme will be in touch about it.', { reward })] : []),
    ],
    action: { label: t(locale, 'See your rewards'), url: buildPublicLink(input.publicUrl, '/dashboard/rewards') },
  });
}
