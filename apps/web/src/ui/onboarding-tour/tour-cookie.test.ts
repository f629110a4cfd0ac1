import { afterEach, describe, expect, it } from 'vitest';
import { TOUR_CONSTANTS } from './tour-constants';
import { canStartTour, getTourCookieExpiry, getTourCookieName, hasTourCookie, writeTourCookie } from './tour-cookie';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

describe('tour cookie', () => {
  it('has the spec constants', () => {
    expect(TOUR_CONSTANTS).toEqual({
      highlightPadding: 12,
      popupGap: 40,
      cookiePollMs: 300,
      cardWidth: 320,
      cookieDays: 365,
      cookiePrefix: 'vue_onboarding_tour_',
    });
  });

  it('is named vue_onboarding_tour_ plus the tour id', () => {
    expect(getTourCookieName('home')).toBe('vue_onboarding_tour_home');
  });

  it('expires at the end date, or 365 days from now without one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(getTourCookieExpiry('2026-06-30T00:00:00Z', now)).toEqual(new Date('2026-06-30T00:00:00Z'));
    expect(getTourCookieExpiry(undefined, now)).toEqual(new Date('2027-03-01T12:00:00Z'));
  });

  it('writes a cookie string with that expiry and reads it back', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(hasTourCookie('home')).toBe(false);
    expect(writeTourCookie('home', undefined, now)).toBe(
      'vue_onboarding_tour_home=true; expires=Mon, 01 Mar 2027 12:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(writeTourCookie('dated', '2099-01-01T00:00:00Z', now)).toContain('expires=Thu, 01 Jan 2099 00:00:00 GMT');
    expect(hasTourCookie('home')).toBe(true);
    expect(hasTourCookie('hom')).toBe(false);
  });

  it('allows a start before the end date and without the cookie (with cookie storage)', () => {
    expect(canStartTour({ tourId: 'home', cookieStorage: true })).toBe(true);
    expect(canStartTour({ tourId: 'home', endDate: '2000-01-01' })).toBe(false);
    writeTourCookie('home');
    expect(canStartTour({ tourId: 'home', cookieStorage: true })).toBe(false);
    expect(canStartTour({ tourId: 'home', cookieStorage: false })).toBe(true);
  });
});
