import type { TArticle, TArticleSummary } from '@portal/contracts/articles';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TVideo } from '@portal/contracts/videos';
import { makeCurrentUser } from './fixtures';

export function makeArticle(overrides: Partial<TArticle> = {}): TArticle {
  return {
    id: 'a1',
    slug: 'better-sleep',
    title: 'Better sleep tonight',
    summary: 'Small changes for deeper rest.',
    cover_media_id: null,
    cover_url: null,
    category: 'sleep',
    tags: ['sleep'],
    author: { account_id: null, display_name: 'Editorial team' },
    reading_time_minutes: 3,
    status: 'published',
    published_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    version: 1,
    body: '# Better sleep\n\nKeep a **regular** bedtime.',
    ...overrides,
  };
}

export function toSummary(article: TArticle): TArticleSummary {
  const { body: _body, ...summary } = article;
  return summary;
}

export function makeVideo(overrides: Partial<TVideo> = {}): TVideo {
  return {
    id: 'v1',
    slug: 'box-breathing',
    title: 'Box breathing in one minute',
    description: 'Breathe in four counts, hold four, out four.',
    duration_seconds: 75,
    poster_media_id: 'p1',
    poster_url: '/api/authorization/media/p1/content',
    source: { kind: 'media', media_id: 'm1', url: '/api/authorization/media/m1/content' },
    has_captions: true,
    captions_url: '/api/authorization/videos/v1/captions',
    category: 'stress',
    status: 'published',
    published_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function makeUserWithRole(role: 'member' | 'editor' | 'admin'): TCurrentUserResponse {
  const user = makeCurrentUser();
  return { ...user, account: { ...user.account, role } };
}
