import { TOUR_CONSTANTS } from './tour-constants';
import { isBeforeEndDate } from './tour-state';

const DAY_MS = 24 * 60 * 60 * 1000;

export function getTourCookieName(tourId: string): string {
  return `${TOUR_CONSTANTS.cookiePrefix}${tourId}`;
}

export function hasTourCookie(tourId: string): boolean {
  const name = getTourCookieName(tourId);
  return document.cookie.split(';').some((part) => part.trim().split('=')[0] === name);
}

/** The cookie lives until the tour's end date, or a year when it has none. */
export function getTourCookieExpiry(endDate: Date | string | undefined, now: Date = new Date()): Date {
  if (endDate !== undefined) {
    const end = new Date(endDate);
    if (!Number.isNaN(end.getTime())) return end;
  }
  return new Date(now.getTime() + TOUR_CONSTANTS.cookieDays * DAY_MS);
}

/** Marks the tour as done for this browser. */
export function writeTourCookie(tourId: string, endDate?: Date | string, now: Date = new Date()): string {
  const cookie = `${getTourCookieName(tourId)}=true; expires=${getTourCookieExpiry(endDate, now).toUTCString()}; path=/; SameSite=Lax`;
  document.cookie = cookie;
  return cookie;
}

/** Whether the tour may start now: before its end date and, with cookie storage, not yet done. */
export function canStartTour(options: { tourId: string; endDate?: Date | string; cookieStorage?: boolean }): boolean {
  if (!isBeforeEndDate(options.endDate)) return false;
  return !(options.cookieStorage && hasTourCookie(options.tourId));
}
