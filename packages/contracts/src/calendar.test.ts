import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { CALENDAR_MESSAGES, ZCalendarDate, ZDateTime, isRealCalendarDate } from './calendar';
import { ZListAuditQuery } from './audit-log';
import { ZEngagementQuery } from './engagement';
import { ZSelectEventsRequest } from './ingestion';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('calendar dates', () => {
  it.each(['2026-11-27', '2024-02-29', '1900-01-01', '2199-12-31'])('accepts %s', (value) => {
    expect(ZCalendarDate.safeParse(value).success).toBe(true);
  });

  it.each(['2026-02-30', '2023-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])('refuses the day %s', (value) => {
    expect(firstMessage(ZCalendarDate, value)).toBe(CALENDAR_MESSAGES.realDate);
    expect(isRealCalendarDate(value)).toBe(false);
  });

  it.each(['0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])('refuses the year of %s', (value) => {
    expect(firstMessage(ZCalendarDate, value)).toBe(CALENDAR_MESSAGES.year);
  });

  it.each(['2026-1-1', '26-11-27', '2026-11-27T00:00:00Z', ' 2026-11-27', ''])('refuses the shape %j', (value) => {
    expect(firstMessage(ZCalendarDate, value)).toBe(CALENDAR_MESSAGES.date);
  });
});

describe('calendar times', () => {
  it.each(['2026-11-27T08:30:00Z', '2026-11-27T08:30:00.123+01:00', '2024-02-29T23:59:59Z'])('accepts %s', (value) => {
    expect(ZDateTime.safeParse(value).success).toBe(true);
  });

  it('refuses a day that does not exist and a year out of range', () => {
    expect(firstMessage(ZDateTime, '2026-02-30T00:00:00Z')).toBe(CALENDAR_MESSAGES.dateTime);
    expect(firstMessage(ZDateTime, '0000-01-01T00:00:00Z')).toBe(CALENDAR_MESSAGES.year);
    expect(firstMessage(ZDateTime, '9999-12-31T23:59:59Z')).toBe(CALENDAR_MESSAGES.year);
  });
});

describe('the queries that take dates', () => {
  it('the audit log refuses 30 February and year 0000 in either end, naming the field', () => {
    for (const [field, value] of [
      ['from', '2026-02-30'],
      ['to', '0000-01-01'],
    ] as const) {
      const result = ZListAuditQuery.safeParse({ [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('the engagement report refuses years 0000 and 9999', () => {
    expect(ZEngagementQuery.safeParse({ from: '0000-01-01', to: '0000-01-07' }).success).toBe(false);
    expect(ZEngagementQuery.safeParse({ from: '9999-12-25', to: '9999-12-31' }).success).toBe(false);
    expect(ZEngagementQuery.safeParse({ from: '2026-11-01', to: '2026-11-27' }).success).toBe(true);
  });

  it('`/select` refuses a time in year 0000 or on 30 February', () => {
    const query = { from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z', group_by: 'day' };
    expect(ZSelectEventsRequest.safeParse(query).success).toBe(true);
    expect(ZSelectEventsRequest.safeParse({ ...query, from: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(ZSelectEventsRequest.safeParse({ ...query, to: '2026-02-30T00:00:00Z' }).success).toBe(false);
  });
});
