import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/contracts/brands';
import { CONTRACT_MESSAGES_ES } from '@portal/contracts/contract-messages-es';
import { demoEmail } from '@portal/contracts/demo';
import {
  HEALTH_SCAN_LIMITS,
  HEALTH_SCAN_MESSAGES,
  ZHealthScanResponse,
  ZListHealthScansResponse,
} from '@portal/contracts/health-scan';
import type { TCreateHealthScanRequest } from '@portal/contracts/health-scan';
import { accounts, healthScans } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

/** Everything the app logged while the tests ran (at the most detailed level). */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination });
});
afterAll(async () => {
  await t?.close();
});

const SCANS = '/api/authorization/health-scans';
const hostOf = (brand: BrandKey) => `${brand}.localhost`;

const sessions = new Map<string, string>();
async function tokenOf(localPart: string, brand: BrandKey) {
  const key = `${localPart}@${brand}`;
  let session = sessions.get(key);
  if (!session) {
    session = await signIn(t.app, demoEmail(localPart, brand), hostOf(brand));
    sessions.set(key, session);
  }
  return session;
}

async function accountIdOf(localPart: string, brand: BrandKey) {
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, demoEmail(localPart, brand)));
  return row!.id;
}

async function countScans(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(healthScans);
  return row!.value;
}

function reading(overrides: Partial<TCreateHealthScanRequest> = {}): TCreateHealthScanRequest {
  return {
    engine: { name: 'pos-rppg', version: '1.0.0' },
    started_at: new Date(Date.now() - 45_000).toISOString(),
    duration_ms: 30_120,
    frames: 452,
    heart_rate_bpm: 72.4,
    quality: 'good',
    snr_db: 9.3,
    pre_scan: {
      caffeine: true,
      nicotine: false,
      exercise: false,
      rate_medicine: 'beta-blocker',
      rhythm_condition: false,
      age_band: '40-49',
      sex: 'female',
    },
    ...overrides,
  };
}

interface Caller {
  localPart: string;
  brand: BrandKey;
  language?: string;
}

/** The API as the caller: on its brand's host, signed in, in its language when it has one. */
function as(caller: Caller) {
  const headers = { 'accept-language': caller.language };
  return api(t.app, { host: hostOf(caller.brand), headers }).as(tokenOf(caller.localPart, caller.brand));
}

const attentive = { localPart: 'member', brand: 'attentive' } as const;

describe('POST and GET /api/authorization/health-scans', () => {
  it('stores a reading with its answers (201) and lists it first in the member’s history', async () => {
    const created = await as(attentive).post(SCANS, reading());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const scan = ZHealthScanResponse.parse(created.json());
    expect(scan).toMatchObject({
      heart_rate_bpm: 72.4,
      quality: 'good',
      snr_db: 9.3,
      duration_ms: 30_120,
      frames: 452,
      engine: { name: 'pos-rppg', version: '1.0.0' },
      pre_scan: {
        caffeine: true,
        nicotine: false,
        exercise: false,
        rate_medicine: 'beta-blocker',
        rhythm_condition: false,
        age_band: '40-49',
        sex: 'female',
      },
    });

    const later = await as(attentive).post(SCANS, reading({ heart_rate_bpm: 64.04, snr_db: 4.06, quality: 'fair' }));
    expect(later.statusCode, later.body).toBe(201);
    const history = await as(attentive).get(SCANS);
    expect(history.statusCode, history.body).toBe(200);
    const { items } = ZListHealthScansResponse.parse(history.json());
    expect(items.map((item) => item.heart_rate_bpm).slice(0, 2)).toEqual([64, 72.4]);
    expect(items[0]).toMatchObject({ quality: 'fair', snr_db: 4.1 });
    expect(items[1]!.id).toBe(scan.id);
  });

  it('keeps the age band out of the answers when the profile has a date of birth, and takes no sex it was not given', async () => {
    const caller = { localPart: 'who5', brand: 'attentive' } as const;
    const profile = await as(caller).patch('/api/authorization/accounts/me/profile', { date_of_birth: '1961-03-02' });
    expect(profile.statusCode, profile.body).toBe(200);
    const { pre_scan: answers } = reading();
    const created = await as(caller).post(
      SCANS,
      reading({ pre_scan: { ...answers, age_band: '18-29', sex: undefined } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const age = new Date().getUTCFullYear() - 1961;
    expect(ZHealthScanResponse.parse(created.json()).pre_scan).toMatchObject({
      age_band: age >= 70 ? '70-plus' : `${Math.floor(age / 10) * 10}-${Math.floor(age / 10) * 10 + 9}`,
      sex: null,
    });
  });

  it('never shows a reading to another member of the tenant, nor to another tenant’s member', async () => {
    const marker = 101.7;
    expect((await as(attentive).post(SCANS, reading({ heart_rate_bpm: marker }))).statusCode).toBe(201);
    const ownerId = await accountIdOf('member', 'attentive');
    const [stored] = await t.db.select().from(healthScans).where(eq(healthScans.heartRateBpm, marker));
    expect(stored).toMatchObject({ accountId: ownerId });

    const sameTenant = ZListHealthScansResponse.parse(
      (await as({ localPart: 'new', brand: 'attentive' }).get(SCANS)).json(),
    );
    expect(sameTenant.items.map((item) => item.heart_rate_bpm)).not.toContain(marker);
    const otherTenant = ZListHealthScansResponse.parse(
      (await as({ localPart: 'member', brand: 'evergreen' }).get(SCANS)).json(),
    );
    expect(otherTenant.items.map((item) => item.heart_rate_bpm)).not.toContain(marker);

    // The owner's token on another tenant's host is refused at the edge: a reading cannot be posted there.
    const ownerOnEvergreen = api(t.app, { host: hostOf('evergreen') }).as(tokenOf('member', 'attentive'));
    const crossed = await ownerOnEvergreen.post(SCANS, reading());
    expect(crossed.statusCode).toBe(401);
  });

  it('answers 404 where the brand does not offer the scan, and stores nothing', async () => {
    const before = await countScans();
    for (const brand of ['swift', 'oakmore', 'default'] as const) {
      const created = await as({ localPart: 'member', brand }).post(SCANS, reading());
      expect(created.statusCode, created.body).toBe(404);
      expect(created.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This is not part of your programme.' });
      expect((await as({ localPart: 'member', brand }).get(SCANS)).statusCode).toBe(404);
    }
    expect(await countScans()).toBe(before);
  });

  it.each([
    ['a heart rate no heart has', { heart_rate_bpm: 333 }, 'heart_rate_bpm', HEALTH_SCAN_MESSAGES.heartRate],
    ['a heart rate too slow', { heart_rate_bpm: 12 }, 'heart_rate_bpm', HEALTH_SCAN_MESSAGES.heartRate],
    ['a two-second scan', { duration_ms: 2_000 }, 'duration_ms', HEALTH_SCAN_MESSAGES.duration],
    ['more frames than a camera gives', { frames: 9_000 }, 'frames', HEALTH_SCAN_MESSAGES.frameRate],
    ['an unknown quality', { quality: 'perfect' }, 'quality', HEALTH_SCAN_MESSAGES.quality],
    [
      'a start tomorrow',
      { started_at: new Date(Date.now() + 86_400_000).toISOString() },
      'started_at',
      HEALTH_SCAN_MESSAGES.startedAtFuture,
    ],
  ] as const)(
    'refuses %s (400, naming the field), in English and Spanish, and stores nothing',
    async (_name, change, field, message) => {
      const before = await countScans();
      const english = await as(attentive).post(SCANS, { ...reading(), ...change });
      expect(english.statusCode, english.body).toBe(400);
      expect(english.json()).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
      const spanish = await as({ ...attentive, language: 'es' }).post(SCANS, { ...reading(), ...change });
      expect(spanish.json()).toMatchObject({ field, message: CONTRACT_MESSAGES_ES[message] });
      expect(await countScans()).toBe(before);
    },
  );

  it('refuses an answer missing from the pre-scan questions, and a body the size of a frame', async () => {
    const before = await countScans();
    const { caffeine: _caffeine, ...withoutCaffeine } = reading().pre_scan;
    const missing = await as(attentive).post(SCANS, { ...reading(), pre_scan: withoutCaffeine });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'pre_scan.caffeine' });

    const frame = await as(attentive).post(SCANS, {
      ...reading(),
      image: `data:image/png;base64,${'A'.repeat(20_000)}`,
    });
    expect(frame.statusCode).toBe(413);
    expect(await countScans()).toBe(before);
  });

  it('drops any field that is not a reading’s: nothing of it is stored or answered', async () => {
    const created = await as(attentive).post(SCANS, {
      ...reading({ heart_rate_bpm: 58.2 }),
      video: 'clip.webm',
      frames_rgb: [1, 2],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(Object.keys(created.json() as object).sort()).toEqual(Object.keys(ZHealthScanResponse.shape).sort());
    expect(JSON.stringify(created.json())).not.toMatch(/clip|frames_rgb/);
  });

  it('answers an empty history to a member who has never scanned', async () => {
    const response = await as({ localPart: 'member', brand: 'evergreen' }).get(SCANS);
    expect(response.statusCode).toBe(200);
    expect(ZListHealthScansResponse.parse(response.json()).items).toEqual([]);
    expect(HEALTH_SCAN_LIMITS.historyMax).toBe(100);
  });

  it('never logs a reading’s values or answers, stored or refused', async () => {
    logLines.length = 0;
    const secret = { heart_rate_bpm: 93.7, snr_db: 17.9, duration_ms: 31_337 };
    expect((await as(attentive).post(SCANS, reading({ ...secret, frames: 471 }))).statusCode).toBe(201);
    expect((await as(attentive).post(SCANS, reading({ heart_rate_bpm: 246.8 }))).statusCode).toBe(400);
    expect((await as(attentive).get(SCANS)).statusCode).toBe(200);
    const logged = logLines.join('');
    // The requests were logged (the check reads real log lines), their values were not.
    expect(logged).toContain('/api/authorization/health-scans');
    for (const value of ['93.7', '17.9', '31337', '246.8', 'beta-blocker', 'pre_scan', 'heart_rate']) {
      expect(logged).not.toContain(value);
    }
  });
});
