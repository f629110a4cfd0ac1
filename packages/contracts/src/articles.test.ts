import { describe, expect, it } from 'vitest';
import { ZCreateArticleRequest } from './articles';
import { ZListContentQuery } from './content';
import { ZCreateVideoRequest } from './videos';

describe('articles contracts', () => {
  it('fills defaults, trims and de-duplicates tags', () => {
    expect(ZCreateArticleRequest.parse({ title: ' Title ', category: 'sleep', tags: ['a', ' a ', 'b'] })).toEqual({
      title: 'Title',
      summary: '',
      body: '',
      cover_media_id: null,
      category: 'sleep',
      tags: ['a', 'b'],
      status: 'draft',
    });
  });

  it('reads the list query from strings', () => {
    expect(ZListContentQuery.parse({ limit: '5', category: '' })).toEqual({ limit: 5, category: '' });
    expect(ZListContentQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZListContentQuery.safeParse({ category: 'astrology' }).error?.issues[0]?.message).toBe(
      'Choose one of the categories.',
    );
  });

  it('takes an https source or a media id for videos, and WebVTT captions only', () => {
    const video = { title: 'V', duration_seconds: 10, category: 'stress' };
    expect(ZCreateVideoRequest.safeParse({ ...video, source: { url: 'https://cdn.example.com/v.mp4' } }).success).toBe(
      true,
    );
    expect(ZCreateVideoRequest.safeParse({ ...video, source: { url: 'http://cdn.example.com/v.mp4' } }).success).toBe(
      false,
    );
    expect(
      ZCreateVideoRequest.safeParse({ ...video, source: { url: 'https://a.example' }, captions: 'WEBVTT\n\nx' })
        .success,
    ).toBe(true);
    expect(
      ZCreateVideoRequest.safeParse({ ...video, source: { url: 'https://a.example' }, captions: '<b>no</b>' }).success,
    ).toBe(false);
  });
});
