import type { TContentCategory } from '@portal/contracts/content';

/** The demo videos in `apps/server/demo-media/` (made by scripts/generate-demo-videos.sh). */
export interface DemoVideo {
  slug: string;
  title: string;
  description: string;
  category: TContentCategory;
  durationSeconds: number;
}

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: 'box-breathing-in-one-minute',
    title: 'Box breathing in under a minute',
    description:
      'Follow the square: breathe in for four, hold for four, breathe out for four, hold for four. A short guided round you can repeat any time you feel tense.',
    category: 'stress',
    durationSeconds: 16,
  },
  {
    slug: 'desk-stretch-break',
    title: 'A desk stretch break',
    description: 'Shoulders, neck and wrists: a few gentle moves to break up a long stretch of sitting.',
    category: 'movement',
    durationSeconds: 16,
  },
  {
    slug: 'wind-down-for-sleep',
    title: 'Winding down for sleep',
    description:
      'Dim the lights, set tomorrow aside and slow your breathing: a calm routine for the last minutes of the day.',
    category: 'sleep',
    durationSeconds: 16,
  },
  {
    slug: 'build-a-balanced-plate',
    title: 'Build a balanced plate',
    description:
      'Half vegetables and fruit, a quarter protein, a quarter whole grains: an easy picture to plan meals by.',
    category: 'nutrition',
    durationSeconds: 16,
  },
];

export const DEMO_VIDEO_FILES = (slug: string) => ({
  video: `${slug}.mp4`,
  poster: `${slug}.jpg`,
  captions: `${slug}.vtt`,
});
