import { describe, expect, it } from 'vitest';
import { resolveGuardRedirect } from './route-guard';

describe('resolveGuardRedirect', () => {
  it.each(['/dashboard/attentive-health-scan-questionnaire', '/dashboard/attentive-health-scan-result'])(
    'blocks the mobile-only %s in the browser (to Home)',
    (pathname) => {
      expect(resolveGuardRedirect({ pathname, hasToken: true, isNative: false })).toBe('/dashboard/home');
      expect(resolveGuardRedirect({ pathname: `${pathname}/`, hasToken: true, isNative: false })).toBe(
        '/dashboard/home',
      );
    },
  );

  it.each(['/dashboard/attentive-health-scan-questionnaire', '/dashboard/attentive-health-scan-result'])(
    'allows the mobile-only %s on native',
    (pathname) => {
      expect(resolveGuardRedirect({ pathname, hasToken: true, isNative: true })).toBeNull();
    },
  );

  it('does not treat the health scan itself as mobile-only', () => {
    expect(
      resolveGuardRedirect({ pathname: '/dashboard/attentive-health-scan', hasToken: true, isNative: false }),
    ).toBeNull();
  });

  it.each([
    '/dashboard',
    '/dashboard/home',
    '/dashboard/articles/7/edit',
    '/media',
    '/media/photos',
    '/my-dashboard',
    '/admin',
    '/admin/',
    '/admin/members/7',
  ])('sends %s to Login without a stored token', (pathname) => {
    expect(resolveGuardRedirect({ pathname, hasToken: false, isNative: false })).toBe('/login');
    expect(resolveGuardRedirect({ pathname, hasToken: false, isNative: true })).toBe('/login');
  });

  it('sends a mobile-only route without a token to Home first (then Login, on the next pass)', () => {
    const first = resolveGuardRedirect({
      pathname: '/dashboard/attentive-health-scan-result',
      hasToken: false,
      isNative: false,
    });
    expect(first).toBe('/dashboard/home');
    expect(resolveGuardRedirect({ pathname: first ?? '', hasToken: false, isNative: false })).toBe('/login');
  });

  it.each(['/dashboard/home', '/media'])('lets a token holder into %s', (pathname) => {
    expect(resolveGuardRedirect({ pathname, hasToken: true, isNative: false })).toBeNull();
  });

  it('sends Login with a stored token to Home', () => {
    expect(resolveGuardRedirect({ pathname: '/login', hasToken: true, isNative: false })).toBe('/dashboard/home');
    expect(resolveGuardRedirect({ pathname: '/login/', hasToken: true, isNative: true })).toBe('/dashboard/home');
  });

  it.each(['/login', '/', '/questionnaire', '/privacy-policy', '/thankyou', '/forgot-password'])(
    'lets anyone without a token open %s',
    (pathname) => {
      expect(resolveGuardRedirect({ pathname, hasToken: false, isNative: false })).toBeNull();
    },
  );
});

describe('resolveGuardRedirect on the operators’ host', () => {
  const onOperatorsHost = (pathname: string, hasToken: boolean) =>
    resolveGuardRedirect({ pathname, hasToken, isNative: false, isOperatorsHost: true });

  it.each(['/operator', '/operator/', '/operator/programmes/new', '/operator/programmes/acme'])(
    'sends %s to Login without a stored token',
    (pathname) => {
      expect(onOperatorsHost(pathname, false)).toBe('/login');
    },
  );

  it.each(['/operator', '/operator/programmes/acme'])('lets a token holder into %s', (pathname) => {
    expect(onOperatorsHost(pathname, true)).toBeNull();
  });

  it.each([
    '/login',
    '/dashboard',
    '/dashboard/home',
    '/dashboard/attentive-health-scan-result',
    '/media',
    '/admin',
    '/admin/members',
    '/questionnaire',
  ])('sends a token holder from %s to the console', (pathname) => {
    expect(onOperatorsHost(pathname, true)).toBe('/operator');
  });

  it.each(['/dashboard/home', '/admin/members', '/questionnaire'])('sends %s to Login without a token', (pathname) => {
    expect(onOperatorsHost(pathname, false)).toBe('/login');
  });

  it.each(['/login', '/login/second-step', '/forgot-password', '/confirm-invitation', '/privacy-policy'])(
    'lets anyone without a token open %s',
    (pathname) => {
      expect(onOperatorsHost(pathname, false)).toBeNull();
    },
  );

  it('is not the host of a page without a document (the member app’s rules apply)', () => {
    expect(resolveGuardRedirect({ pathname: '/login', hasToken: true, isNative: false })).toBe('/dashboard/home');
  });
});
