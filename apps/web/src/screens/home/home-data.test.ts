import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getFeaturedArticlesQueryOptions,
  getFeaturedVideosQueryOptions,
} from '@/features/content/api/featured-content-queries';
import { getNewsQueryOptions } from '@/features/news/api/get-news';
import { getQuestionnaireResultsQueryOptions } from '@/features/questionnaire/api/get-questionnaire-results';
import { queryClient } from '@/session/query-client';
import { server } from '@/test/msw-server';
import { prefetchHomeData } from './home-data';

const page = { items: [], next_cursor: null };

describe('prefetchHomeData', () => {
  afterEach(() => queryClient.clear());

  it("fills the cache Home's hooks read, and resolves without waiting for the news", async () => {
    let answerNews: () => void = () => undefined;
    const newsAnswered = new Promise<void>((resolve) => (answerNews = resolve));
    server.use(
      http.get('*/api/authorization/companies/questionnaire/results', () =>
        HttpResponse.json({ results: [], next_available_at: null }),
      ),
      http.get('*/api/authorization/articles', ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('3');
        return HttpResponse.json(page);
      }),
      http.get('*/api/authorization/videos', ({ request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('2');
        return HttpResponse.json(page);
      }),
      http.get('*/api/authorization/news', async () => {
        await newsAnswered;
        return HttpResponse.json({ items: [] });
      }),
    );
    await prefetchHomeData();
    expect(queryClient.getQueryData(getQuestionnaireResultsQueryOptions('en').queryKey)).toEqual({
      results: [],
      next_available_at: null,
    });
    expect(queryClient.getQueryData(getFeaturedArticlesQueryOptions().queryKey)?.pages).toEqual([page]);
    expect(queryClient.getQueryData(getFeaturedVideosQueryOptions().queryKey)?.pages).toEqual([page]);
    expect(queryClient.getQueryData(getNewsQueryOptions('en').queryKey)).toBeUndefined();
    answerNews();
    await expect.poll(() => queryClient.getQueryData(getNewsQueryOptions('en').queryKey)).toEqual({ items: [] });
  });

  it('resolves when a list fails: Home shows its own error', async () => {
    server.use(
      http.get('*/api/authorization/companies/questionnaire/results', () => HttpResponse.json({}, { status: 404 })),
      http.get('*/api/authorization/articles', () => HttpResponse.json({}, { status: 403 })),
      http.get('*/api/authorization/videos', () => HttpResponse.json(page)),
      http.get('*/api/authorization/news', () => HttpResponse.json({ items: [] })),
    );
    await expect(prefetchHomeData()).resolves.toBeUndefined();
    expect(queryClient.getQueryState(getQuestionnaireResultsQueryOptions('en').queryKey)?.status).toBe('error');
  });
});
