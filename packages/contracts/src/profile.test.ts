import { describe, expect, it } from 'vitest';
import { ZUpdateProfileRequest, getLatestToday, normalisePhone } from './profile';

describe('profile schemas', () => {
  it('normalises E.164-ish phone numbers and refuses the rest', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('555 1234')).toBeUndefined();
    expect(normalisePhone('+0 555 123 4567')).toBeUndefined();
    expect(ZUpdateProfileRequest.parse({ phone: '' })).toEqual({ phone: null });
  });

  it('accepts a birth date of today anywhere on Earth, never a later one', () => {
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: getLatestToday() }).success).toBe(true);
    const tomorrowEverywhere = getLatestToday(Date.now() + 86_400_000);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: tomorrowEverywhere }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: '1900-01-01' }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ date_of_birth: '1899-12-31' }).success).toBe(false);
  });

  it('trims names and refuses blank ones', () => {
    expect(ZUpdateProfileRequest.parse({ first_name: '  Ana ' })).toEqual({ first_name: 'Ana' });
    expect(ZUpdateProfileRequest.safeParse({ last_name: '   ' }).success).toBe(false);
  });
});
