import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('the news API configuration', () => {
  it('is off by default, with a 3-second time limit', () => {
    const config = parseConfig({});
    expect(config.NEWS_API_URL).toBeUndefined();
    expect(config.NEWS_API_KEY).toBeUndefined();
    expect(config.NEWS_API_TIMEOUT_MS).toBe(3_000);
  });

  it('takes an http(s) address, a key and a time limit', () => {
    const config = parseConfig({
      NEWS_API_URL: 'https://news.example/v2/everything',
      NEWS_API_KEY: 'k',
      NEWS_API_TIMEOUT_MS: '1500',
    });
    expect(config).toMatchObject({
      NEWS_API_URL: 'https://news.example/v2/everything',
      NEWS_API_KEY: 'k',
      NEWS_API_TIMEOUT_MS: 1500,
    });
  });

  it('refuses to start on a bad address, a key without an address, or a time limit out of range', () => {
    expect(() => parseConfig({ NEWS_API_URL: 'ftp://news.example' })).toThrow(
      /NEWS_API_URL: Use an http:\/\/ or https:\/\/ URL\./,
    );
    expect(() => parseConfig({ NEWS_API_KEY: 'k' })).toThrow(/NEWS_API_KEY: Set NEWS_API_URL too/);
    expect(() => parseConfig({ NEWS_API_URL: 'https://news.example', NEWS_API_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });
});
