import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardRedirectFor } from './guard-redirect';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => {
  localStorage.clear();
  visit('/');
});

describe('guardRedirectFor', () => {
  it('sends a signed-in visitor of the login page Home', () => {
    visit('/login');
    expect(guardRedirectFor('/login')).toBe('/dashboard/home');
  });

  it('lets the login page through when the native app opened it to sign in on the website', () => {
    visit(`/login?app_handoff=${CHALLENGE}`);
    expect(guardRedirectFor('/login')).toBeNull();
  });

  it('ignores a hand-over parameter of another shape', () => {
    visit('/login?app_handoff=not-a-challenge');
    expect(guardRedirectFor('/login')).toBe('/dashboard/home');
  });
});
