import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, mergeHeaders } from './api';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/echo/*', async (request) => ({
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: request.body ?? null,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

describe('mergeHeaders', () => {
  it('takes a later value over an earlier one whatever the case of its name, and leaves undefined ones out', () => {
    expect(
      mergeHeaders({ host: 'swift.localhost', Authorization: 'Bearer a', 'accept-language': 'es' }, undefined, {
        authorization: 'Bearer b',
        'Accept-Language': undefined,
        'x-other': undefined,
      }),
    ).toEqual({ host: 'swift.localhost', authorization: 'Bearer b', 'accept-language': 'es' });
  });
});

describe('api', () => {
  it('sends anonymously to swift.localhost unless told otherwise', async () => {
    const echo = (await api(app).get('/echo/a')).json<Echo>();
    expect(echo).toMatchObject({ method: 'GET', url: '/echo/a', body: null });
    expect(echo.headers.host).toBe('swift.localhost');
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('signs in with the token on the given host, after the prefix, with a JSON body', async () => {
    const client = api(app, { host: 'oakmore.localhost', prefix: '/echo', headers: { 'accept-language': 'es' } });
    const echo = (await client.as('t1').patch('/b?c=1', { name: 'Ana' })).json<Echo>();
    expect(echo).toMatchObject({ method: 'PATCH', url: '/echo/b?c=1', body: { name: 'Ana' } });
    expect(echo.headers).toMatchObject({
      host: 'oakmore.localhost',
      authorization: 'Bearer t1',
      'accept-language': 'es',
      'content-type': 'application/json',
    });
    // A second `as` signs in as the other session instead; a sign-in under way is waited for.
    expect((await client.as('t1').as('t2').delete('/c')).json<Echo>().headers.authorization).toBe('Bearer t2');
    let signedIn!: (token: string) => void;
    const answer = client.as(new Promise<string>((resolve) => (signedIn = resolve))).get('/d');
    signedIn('t3');
    expect((await answer).json<Echo>().headers.authorization).toBe('Bearer t3');
  });

  it('sends a raw body with its content type, and a request’s own headers over the client’s', async () => {
    const client = api(app, { headers: { 'user-agent': 'client' } }).as('t1');
    const response = await client.post('/echo/d', 'a,b\r\n1,2', {
      headers: { 'content-type': 'text/csv', 'user-agent': 'request', host: 'incent.localhost' },
    });
    const echo = response.json<Echo>();
    expect(echo).toMatchObject({ method: 'POST', body: 'a,b\r\n1,2' });
    expect(echo.headers).toMatchObject({
      host: 'incent.localhost',
      authorization: 'Bearer t1',
      'content-type': 'text/csv',
      'user-agent': 'request',
    });
    expect((await client.put('/echo/e')).json<Echo>()).toMatchObject({ method: 'PUT', body: null });
  });
});
