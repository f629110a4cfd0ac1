import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests';

const ME = 'http://swift.localhost/api/authorization/accounts/me?get_member=true';
const sent = { Accept: 'application/json', Authorization: 'Bearer member-token', 'Accept-Language': 'en' };

function pageAsked(...urls: string[]) {
  const responses = urls.map((url) => ({ url, headers: sent, response: Promise.resolve(new Response(url)) }));
  window.__portalEarlyRequests = [...responses];
  return responses;
}

describe('early responses', () => {
  afterEach(() => dropEarlyResponses());

  it('hands over the answer for the same address and headers, once', async () => {
    const [me] = pageAsked(ME, 'http://swift.localhost/api/authorization/news');
    const taken = takeEarlyResponse(ME, new Headers(sent));
    expect(taken).toBe(me?.response);
    await expect(taken?.then((response) => response.text())).resolves.toBe(ME);
    expect(takeEarlyResponse(ME, new Headers(sent))).toBeUndefined();
  });

  it('keeps it from a call with another credential, another language or another address', () => {
    pageAsked(ME);
    expect(takeEarlyResponse(ME, new Headers({ ...sent, Authorization: 'Bearer other' }))).toBeUndefined();
    expect(takeEarlyResponse(ME, new Headers({ ...sent, 'Accept-Language': 'es' }))).toBeUndefined();
    expect(takeEarlyResponse(`${ME}&x=1`, new Headers(sent))).toBeUndefined();
    expect(takeEarlyResponse(ME, new Headers(sent))).toBeDefined();
  });

  it('has nothing once dropped, or when the page asked for nothing', () => {
    expect(takeEarlyResponse(ME, new Headers(sent))).toBeUndefined();
    pageAsked(ME);
    dropEarlyResponses();
    expect(takeEarlyResponse(ME, new Headers(sent))).toBeUndefined();
  });
});
