import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '@portal/contracts/headers';
import { describeSessionDevice } from './session-devices';

const web = (userAgent: string | null) => describeSessionDevice({ applicationType: APPLICATION_TYPES.web, userAgent });

describe('describeSessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['curl/8.5.0', 'Unknown browser'],
  ])('%s → %s', (userAgent, name) => {
    expect(web(userAgent)).toMatchObject({ kind: 'browser', name });
  });

  it('gives the browser and the system apart, for a screen to say in its own language', () => {
    expect(web('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      kind: 'browser',
      name: 'Firefox on Linux',
      browser: 'Firefox',
      system: 'Linux',
    });
    expect(web('curl/8.5.0')).toEqual({ kind: 'browser', name: 'Unknown browser', browser: null, system: null });
  });

  it('names a session without a User-Agent (signed in before they were kept)', () => {
    expect(describeSessionDevice({ applicationType: null, userAgent: null })).toEqual({
      kind: 'browser',
      name: 'Unknown browser',
      browser: null,
      system: null,
    });
  });

  it('recognises the app by its application type, whatever its web view says', () => {
    const webView =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(describeSessionDevice({ applicationType: APPLICATION_TYPES.native, userAgent: webView })).toEqual({
      kind: 'app',
      name: 'App on Android',
      browser: null,
      system: 'Android',
    });
    expect(describeSessionDevice({ applicationType: APPLICATION_TYPES.native, userAgent: null })).toEqual({
      kind: 'app',
      name: 'App',
      browser: null,
      system: null,
    });
  });
});
