import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/create-test-app';
import { createTestApp, signIn } from '../test/create-test-app';

// PostgreSQL refuses U+0000 in text and jsonb, and a lone surrogate has no UTF-8 form: each of these
// answered 500 once. Every one is now a 400 that names the field, and nothing is written.
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud83db';
const host = 'swift.localhost';

let t: TestApp;
let member: string;
let editor: string;
let admin: string;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, 'member@swift.test');
  editor = await signIn(t.app, 'editor@swift.test');
  admin = await signIn(t.app, 'admin@swift.test');
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/authorization/accounts/me?get_member=true',
    headers: { host, authorization: `Bearer ${admin}` },
  });
  companyId = (profile.json() as { member: { company: { id: string } } }).member.company.id;
});
afterAll(async () => {
  await t?.close();
});

function send(method: 'POST' | 'PATCH' | 'GET', url: string, token: string, payload?: object) {
  // Analytics events carry no free text (every property is an id, an enum or a route pattern), so a NUL
  // there is refused by the catalogue's own checks (modules/ingestion/ingestion.test.ts).
  return t.app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

describe('text that cannot be stored', () => {
  const video = { duration_seconds: 10, category: 'sleep', source: { url: 'https://cdn.example.com/v.mp4' } };
  const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, string][] = [
    [
      'a profile name',
      () => send('PATCH', '/api/authorization/accounts/me/profile', member, { first_name: NUL }),
      'first_name',
    ],
    [
      'a dependent name',
      () =>
        send('POST', '/api/authorization/dependents', member, {
          first_name: 'Sam',
          last_name: NUL,
          relationship: 'child',
          date_of_birth: '2015-04-01',
        }),
      'last_name',
    ],
    [
      'an article title',
      () => send('POST', '/api/authorization/articles', editor, { title: NUL, category: 'sleep' }),
      'title',
    ],
    [
      'an article summary',
      () => send('POST', '/api/authorization/articles', editor, { title: 'T', summary: NUL, category: 'sleep' }),
      'summary',
    ],
    [
      'an article body',
      () => send('POST', '/api/authorization/articles', editor, { title: 'T', body: NUL, category: 'sleep' }),
      'body',
    ],
    [
      'an article tag',
      () => send('POST', '/api/authorization/articles', editor, { title: 'T', tags: ['ok', NUL], category: 'sleep' }),
      'tags.1',
    ],
    ['a video title', () => send('POST', '/api/authorization/videos', editor, { ...video, title: NUL }), 'title'],
    [
      'a video description',
      () => send('POST', '/api/authorization/videos', editor, { ...video, title: 'V', description: LONE_SURROGATE }),
      'description',
    ],
    [
      'an invitation name',
      () =>
        send('POST', '/api/authorization/accounts/invitations', admin, {
          email: 'nul@example.com',
          company: companyId,
          first_name: NUL,
        }),
      'first_name',
    ],
    [
      'a deletion reason',
      () => send('POST', '/api/authorization/accounts/me/deletion-request', member, { reason: NUL }),
      'reason',
    ],
    ['a media title', () => send('POST', '/api/authorization/media?title=a%00b', member), 'title'],
  ];

  it.each(cases)('is refused in %s with a 400 naming the field', async (_name, request, field) => {
    const response = await request();
    expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect((response.json() as { message: string }).message).toContain('cannot be saved');
  });

  it('is removed from a search, which then runs', async () => {
    for (const list of ['articles', 'videos']) {
      const response = await send('GET', `/api/authorization/${list}?search=sl%00eep`, member);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
