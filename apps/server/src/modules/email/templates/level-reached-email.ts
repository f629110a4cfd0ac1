import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface LevelReachedEmailInput {
  brand: Brand;
  publicUrl: string;
  locale?: TAppLocale;
  recipientName?: string | null;
  level: { name: string; reward: string };
  points: number;
}

type Text = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs'> & { actionLabel: string };

interface Facts {
  title: string;
  level: string;
  reward: string;
  points: string;
}

const TEXT: Record<TAppLocale, (facts: Facts) => Text> = {
  en: ({ title, level, reward, points }) => ({
    subject: `You reached ${level} in ${title}`,
    preview: reward ? `Your reward: ${reward}.` : `You have ${points} points this year.`,
    heading: `Congratulations: you reached ${level}!`,
    paragraphs: [
      `You have ${points} points this programme year, enough for ${level}.`,
      ...(reward ? [`Your reward: ${reward}. Your programme will be in touch about it.`] : []),
    ],
    actionLabel: 'See your rewards',
  }),
  es: ({ title, level, reward, points }) => ({
    subject: `Alcanzó el nivel ${level} en ${title}`,
    preview: reward ? `Su recompensa: ${reward}.` : `Tiene ${points} puntos este año.`,
    heading: `¡Felicidades: alcanzó el nivel ${level}!`,
    paragraphs: [
      `Tiene ${points} puntos en este año del programa, suficientes para el nivel ${level}.`,
      ...(reward ? [`Su recompensa: ${reward}. Su programa se pondrá en contacto con usted.`] : []),
    ],
    actionLabel: 'Ver sus recompensas',
  }),
};

/** Tells the member they reached a level of their programme's rewards plan, and its reward. */
export function renderLevelReachedEmail(input: LevelReachedEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const { actionLabel, ...text } = TEXT[locale]({
    title: brand.title,
    level: input.level.name,
    reward: input.level.reward,
    points: input.points.toLocaleString(locale === 'es' ? 'es' : 'en'),
  });
  return renderEmail({
    kind: 'level-reached',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: buildPublicLink(input.publicUrl, '/dashboard/rewards') },
  });
}
