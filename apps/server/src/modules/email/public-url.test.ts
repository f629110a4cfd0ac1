import { describe, expect, it } from 'vitest';
import { resolveBrand } from '@portal/contracts/brands';
import { BRAND_KEYS } from '@portal/contracts/brands';
import { PublicUrlsError, buildPublicLink, getTenantPublicUrl, parsePublicUrls } from './public-url';

describe('getTenantPublicUrl', () => {
  it('defaults to <brand>.localhost:8080, and 127.0.0.1 for the default brand', () => {
    expect(getTenantPublicUrl('swift')).toBe('http://swift.localhost:8080');
    expect(getTenantPublicUrl('attentive')).toBe('http://attentive.localhost:8080');
    expect(getTenantPublicUrl('default', { port: 3000 })).toBe('http://127.0.0.1:3000');
  });

  it('gives addresses that the app resolves back to the same brand', () => {
    for (const key of BRAND_KEYS) {
      expect(resolveBrand(new URL(getTenantPublicUrl(key)).host).key).toBe(key);
    }
  });

  it('prefers the configured address', () => {
    const publicUrls = parsePublicUrls('swift=https://swift.example.com');
    expect(getTenantPublicUrl('swift', { publicUrls, port: 9000 })).toBe('https://swift.example.com');
    expect(getTenantPublicUrl('oakmore', { publicUrls, port: 9000 })).toBe('http://oakmore.localhost:9000');
  });
});

describe('parsePublicUrls', () => {
  it('reads brand=address pairs into origins', () => {
    expect(
      parsePublicUrls(
        ' swift=https://Swift.Example.com/ , Oakmore=http://oakmore.test:8443\nincent=https://incent.test',
      ),
    ).toEqual({
      swift: 'https://swift.example.com',
      oakmore: 'http://oakmore.test:8443',
      incent: 'https://incent.test',
    });
    expect(parsePublicUrls(undefined)).toEqual({});
    expect(parsePublicUrls('')).toEqual({});
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parsePublicUrls(
        'Acme_Co=https://acme.test,swift,oakmore=ftp://x.test,incent=https://u:p@x.test,attentive=https://x.test/app,evergreen=nope,default=http://a.test,default=http://b.test',
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PublicUrlsError);
    expect((error as PublicUrlsError).issues).toEqual([
      '"acme_co" is not a programme key (lower-case letters, digits and hyphens, such as swift).',
      '"swift" is not brand=address.',
      'oakmore: "ftp://x.test" must start with https:// or http://.',
      'incent: "https://u:p@x.test" must not contain a user name or password.',
      'attentive: "https://x.test/app" must be just the scheme and host, with no path.',
      'evergreen: "nope" is not an address such as https://swift.example.com.',
      '"default" is given twice.',
    ]);
  });
});

describe('buildPublicLink', () => {
  it('puts the path and an encoded query on the public address', () => {
    expect(buildPublicLink('http://swift.localhost:8080', '/reset-password', { token: 'a+b/c' })).toBe(
      'http://swift.localhost:8080/reset-password?token=a%2Bb%2Fc',
    );
  });
});
