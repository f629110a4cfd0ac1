import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_TYPE_HEADER } from '@portal/contracts/headers';
import { server } from '../test/msw-server';
import { fetchPrivateFile, toAuthorizationPath } from './private-file';

beforeEach(() => localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' })));

describe('fetchPrivateFile', () => {
  it('goes through the shared client: token, application type and the service base', async () => {
    const seen: Array<Record<string, string | null>> = [];
    server.use(
      http.get('*/api/authorization/media/m1/content', ({ request }) => {
        seen.push({
          url: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
          application: request.headers.get(APPLICATION_TYPE_HEADER),
        });
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    const blob = await fetchPrivateFile('/api/authorization/media/m1/content');
    expect(blob.size).toBe(3);
    expect(seen).toEqual([
      { url: '/api/authorization/media/m1/content', authorization: 'Bearer tok-1', application: 'HEALTHCARE_PORTAL' },
    ]);
  });

  it('reads paths from the site root and below the service alike, and nothing else', () => {
    expect(toAuthorizationPath('/api/authorization/videos/v1/captions')).toBe('/videos/v1/captions');
    expect(toAuthorizationPath('/accounts/me/profile-picture')).toBe('/accounts/me/profile-picture');
    for (const address of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'media/x']) {
      expect(() => toAuthorizationPath(address)).toThrow();
    }
  });
});
