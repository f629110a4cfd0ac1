import { describe, expect, it } from 'vitest';
import { HEALTH_SCAN_MESSAGES, ZCreateHealthScanRequest, getAgeBand } from './health-scan';

const valid = {
  engine: { name: 'pos-rppg', version: '1.0.0' },
  started_at: '2026-11-20T08:30:00.000Z',
  duration_ms: 30_000,
  frames: 450,
  heart_rate_bpm: 72.4,
  quality: 'good',
  snr_db: 9.5,
  pre_scan: { caffeine: false, nicotine: false, exercise: false, rate_medicine: 'none', rhythm_condition: false },
};

function messagesOf(body: unknown): string[] {
  return ZCreateHealthScanRequest.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
}

describe('a health scan as the app posts it', () => {
  it('takes a reading with its pre-scan answers, and drops any other field (an image never gets through)', () => {
    const parsed = ZCreateHealthScanRequest.parse({ ...valid, image: 'data:image/png;base64,AAAA', video: 'x' });
    expect(parsed).toEqual(valid);
    expect(
      ZCreateHealthScanRequest.parse({ ...valid, pre_scan: { ...valid.pre_scan, age_band: '40-49', sex: 'female' } })
        .pre_scan,
    ).toMatchObject({ age_band: '40-49', sex: 'female' });
  });

  it.each([
    ['a heart rate below 30', { heart_rate_bpm: 29.9 }, HEALTH_SCAN_MESSAGES.heartRate],
    ['a heart rate above 220', { heart_rate_bpm: 220.1 }, HEALTH_SCAN_MESSAGES.heartRate],
    ['a scan shorter than 15 s', { duration_ms: 14_999, frames: 300 }, HEALTH_SCAN_MESSAGES.duration],
    ['a scan longer than 2 minutes', { duration_ms: 120_001 }, HEALTH_SCAN_MESSAGES.duration],
    ['a part of a frame', { frames: 450.5 }, HEALTH_SCAN_MESSAGES.frames],
    ['too few frames for the length', { frames: 120 }, HEALTH_SCAN_MESSAGES.frameRate],
    ['too many frames for the length', { frames: 3_700 }, HEALTH_SCAN_MESSAGES.frameRate],
    ['an impossible signal-to-noise ratio', { snr_db: 99 }, HEALTH_SCAN_MESSAGES.snr],
    ['a quality the engine never gives', { quality: 'excellent' }, HEALTH_SCAN_MESSAGES.quality],
    ['a start in the future', { started_at: '2999-01-01T00:00:00Z' }, HEALTH_SCAN_MESSAGES.startedAtFuture],
    ['a start that is no time', { started_at: 'yesterday' }, HEALTH_SCAN_MESSAGES.startedAt],
    [
      'an engine without a version',
      { engine: { name: 'pos-rppg', version: 'latest' } },
      HEALTH_SCAN_MESSAGES.engineVersion,
    ],
  ])('refuses %s, saying why', (_name, change, message) => {
    expect(messagesOf({ ...valid, ...change })).toContain(message);
  });

  it('refuses pre-scan answers outside their choices', () => {
    expect(messagesOf({ ...valid, pre_scan: { ...valid.pre_scan, rate_medicine: 'aspirin' } })).toEqual([
      HEALTH_SCAN_MESSAGES.rateMedicine,
    ]);
    expect(messagesOf({ ...valid, pre_scan: { ...valid.pre_scan, age_band: '12-17' } })).toEqual([
      HEALTH_SCAN_MESSAGES.ageBand,
    ]);
    expect(messagesOf({ ...valid, pre_scan: { ...valid.pre_scan, sex: 'x' } })).toEqual([HEALTH_SCAN_MESSAGES.sex]);
    expect(ZCreateHealthScanRequest.safeParse({ ...valid, pre_scan: { caffeine: false } }).success).toBe(false);
  });
});

describe('getAgeBand', () => {
  const on = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2008-06-16', null],
    ['2008-06-15', '18-29'],
    ['1997-01-01', '18-29'],
    ['1996-06-15', '30-39'],
    ['1980-12-31', '40-49'],
    ['1970-01-01', '50-59'],
    ['1960-01-01', '60-69'],
    ['1956-06-15', '70-plus'],
    ['not a date', null],
  ])('born %s: %s', (born, band) => {
    expect(getAgeBand(born, on)).toBe(band);
  });
});
