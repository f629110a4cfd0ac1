import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEP_UP_MINUTES } from '@portal/contracts/sign-in-security';
import { ConfigError, loadAuthSecret, parseConfig } from './config';
import { DatabaseUnreachableError, maskDatabaseUrl, openDatabase } from './db/client';

describe('parseConfig', () => {
  it('has working defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('data'),
      ACCESS_TOKEN_TTL_SECONDS: 28_800,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
      TRUST_PROXY: false,
    });
    expect(config).toMatchObject({ INVITATION_TTL_DAYS: 7, HASH_CONCURRENCY: 4, PUBLIC_URLS: {} });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM_DOMAIN).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('sends pushes to the outbox by default, and needs the rest of a provider’s settings with its key', () => {
    expect(parseConfig({})).toMatchObject({ APNS_ENVIRONMENT: 'production', PUSH_REMINDER_INTERVAL_HOURS: 24 });
    expect(parseConfig({}).FCM_SERVICE_ACCOUNT_FILE).toBeUndefined();
    expect(parseConfig({}).APNS_KEY_FILE).toBeUndefined();
    expect(() => parseConfig({ APNS_KEY_FILE: 'AuthKey.p8' })).toThrow(
      /APNS_KEY_ID: Required with APNS_KEY_FILE\.[\s\S]*APNS_TEAM_ID: Set APNS_TEAM_ID or APPLE_TEAM_ID/,
    );
    expect(
      parseConfig({ APNS_KEY_FILE: 'AuthKey.p8', APNS_KEY_ID: 'ABC123DEFG', APPLE_TEAM_ID: 'A1B2C3D4E5' }),
    ).toMatchObject({
      APNS_KEY_ID: 'ABC123DEFG',
    });
    expect(() => parseConfig({ APNS_KEY_ID: 'ABC123DEFG' })).toThrow(/APNS_KEY_ID: Set APNS_KEY_FILE too/);
    expect(() => parseConfig({ FCM_API_URL: 'http://localhost:9' })).toThrow(
      /FCM_API_URL: Set FCM_SERVICE_ACCOUNT_FILE too/,
    );
    expect(() => parseConfig({ APNS_ENVIRONMENT: 'staging' })).toThrow(/APNS_ENVIRONMENT: Use production or sandbox/);
    expect(parseConfig({ PUSH_REMINDER_INTERVAL_HOURS: '0' }).PUSH_REMINDER_INTERVAL_HOURS).toBe(0);
    expect(() => parseConfig({ PUSH_REMINDER_INTERVAL_HOURS: '1000' })).toThrow(/PUSH_REMINDER_INTERVAL_HOURS/);
  });

  it('stores media on local disk by default and needs every S3 variable for MEDIA_STORAGE=s3', () => {
    expect(parseConfig({})).toMatchObject({ MEDIA_STORAGE: 'local', MEDIA_QUOTA_MB: 200, S3_REGION: 'us-east-1' });
    expect(() => parseConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      /S3_ENDPOINT: Required when MEDIA_STORAGE=s3\.[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(
      parseConfig({
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'portal-media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({ MEDIA_STORAGE: 's3', S3_BUCKET: 'portal-media' });
    expect(() => parseConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE: Use local or s3\./);
  });

  it('names every invalid variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ PORT: 'eighty', AUTH_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/AUTH_SECRET: Use at least 32 characters/);
    }
  });
});

/** What a production start needs, all set: each test below leaves out one. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  PUBLIC_URLS: 'swift=https://care.swift.example',
  SMTP_URL: 'smtp://mail.example:587',
};

function productionError(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the production start was not refused');
}

describe('parseConfig: a production start', () => {
  it('starts with everything set, holding no demo data and sending email by SMTP', () => {
    expect(parseConfig(PRODUCTION)).toMatchObject({
      isProduction: true,
      SEED_DEMO_DATA: false,
      MAIL_TRANSPORT: 'smtp',
    });
  });

  it('holds demo data only when SEED_DEMO_DATA=true says so; elsewhere the demo is the default', () => {
    expect(parseConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(parseConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development' })).toMatchObject({ isProduction: false, SEED_DEMO_DATA: true });
  });

  it('refuses to start without AUTH_SECRET, naming it', () => {
    const message = productionError({ ...PRODUCTION, AUTH_SECRET: undefined });
    expect(message).toMatch(/AUTH_SECRET: Required in production/);
    expect(message).not.toMatch(/PUBLIC_URLS|SMTP_URL/);
  });

  it('refuses to start without PUBLIC_URLS, naming it', () => {
    const message = productionError({ ...PRODUCTION, PUBLIC_URLS: '' });
    expect(message).toMatch(/PUBLIC_URLS: Required in production/);
    expect(message).not.toMatch(/AUTH_SECRET|SMTP_URL/);
  });

  it('refuses to start without a mail transport, naming SMTP_URL and MAIL_TRANSPORT=outbox', () => {
    const message = productionError({ ...PRODUCTION, SMTP_URL: undefined });
    expect(message).toMatch(/SMTP_URL: Required in production: smtp:\/\/[^\n]*MAIL_TRANSPORT=outbox/);
    expect(message).not.toMatch(/AUTH_SECRET|PUBLIC_URLS/);
    expect(parseConfig({ ...PRODUCTION, SMTP_URL: undefined, MAIL_TRANSPORT: 'outbox' }).MAIL_TRANSPORT).toBe('outbox');
  });

  it('names every missing setting in one message', () => {
    const message = productionError({ NODE_ENV: 'production' });
    expect(message.split('\n').filter((line) => line.includes('Required in production'))).toHaveLength(3);
  });

  it('refuses a mail transport that contradicts SMTP_URL', () => {
    expect(() => parseConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: Required with MAIL_TRANSPORT=smtp/);
    expect(() => parseConfig({ ...PRODUCTION, MAIL_TRANSPORT: 'outbox' })).toThrow(
      /MAIL_TRANSPORT: SMTP_URL is set too/,
    );
    expect(parseConfig({}).MAIL_TRANSPORT).toBe('outbox');
  });
});

describe('parseConfig: the step-up window', () => {
  it('is the contracts’ five minutes unless set, and takes 0 to 60', () => {
    expect(parseConfig({}).STEP_UP_MINUTES).toBe(STEP_UP_MINUTES);
    expect(STEP_UP_MINUTES).toBe(5);
    expect(parseConfig({ STEP_UP_MINUTES: '0' }).STEP_UP_MINUTES).toBe(0);
    expect(parseConfig({ STEP_UP_MINUTES: '60' }).STEP_UP_MINUTES).toBe(60);
    // Empty is unset, as for every variable.
    expect(parseConfig({ STEP_UP_MINUTES: '' }).STEP_UP_MINUTES).toBe(STEP_UP_MINUTES);
  });

  it('refuses a negative, a longer window, a fraction and a word, naming the variable', () => {
    for (const value of ['-1', '61', '2.5']) {
      expect(() => parseConfig({ STEP_UP_MINUTES: value })).toThrow(/STEP_UP_MINUTES: Use .*minutes/);
    }
    expect(() => parseConfig({ STEP_UP_MINUTES: 'five' })).toThrow(/STEP_UP_MINUTES: Use a whole number of minutes\./);
  });
});

describe('parseConfig: email and account lifecycle', () => {
  it('reads mail, public addresses, invitation lifetime and hash concurrency', () => {
    const config = parseConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      PUBLIC_URLS: 'swift=https://care.swift.example/, oakmore=https://oakmore.example',
      MAIL_FROM_DOMAIN: 'portal.example.com',
      INVITATION_TTL_DAYS: '14',
      HASH_CONCURRENCY: '2',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      PUBLIC_URLS: { swift: 'https://care.swift.example', oakmore: 'https://oakmore.example' },
      MAIL_FROM_DOMAIN: 'portal.example.com',
      INVITATION_TTL_DAYS: 14,
      HASH_CONCURRENCY: 2,
    });
  });

  it('names each bad value', () => {
    expect(() =>
      parseConfig({
        SMTP_URL: 'http://mail.example.com',
        PUBLIC_URLS: 'no_pe=https://x.example,swift=ftp://y',
        MAIL_FROM_DOMAIN: 'not a domain',
        INVITATION_TTL_DAYS: '0',
        HASH_CONCURRENCY: 'many',
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(
          /SMTP_URL: Use smtp:\/\/[\s\S]*PUBLIC_URLS: "no_pe" is not a programme key[\s\S]*PUBLIC_URLS: swift: "ftp:\/\/y" must start with https:\/\/[\s\S]*MAIL_FROM_DOMAIN[\s\S]*INVITATION_TTL_DAYS[\s\S]*HASH_CONCURRENCY/,
        ),
      }),
    );
  });
});

describe('parseConfig: several instances and operations', () => {
  it('has defaults an instance can run on alone', () => {
    expect(parseConfig({})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_CONNECT_TIMEOUT_SECONDS: 5,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
      SHUTDOWN_DRAIN_DELAY_MS: 0,
      SHUTDOWN_GRACE_MS: 25_000,
      MAX_EVENT_LOOP_DELAY_MS: 1_000,
      MAX_RSS_MB: 0,
    });
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'rediss://user:secret@valkey:6380/0' }).REDIS_URL).toBe(
      'rediss://user:secret@valkey:6380/0',
    );
  });

  it('stops on a pool of 0, a Redis address that is not one, and a short metrics token', () => {
    expect(() => parseConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX: Use at least 1 connection\./);
    expect(() => parseConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: Use a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: Use at least 24 characters\./);
    expect(() => parseConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID: Use up to 100 letters/);
    expect(() => parseConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(
      /SHUTDOWN_GRACE_MS: Use a number of milliseconds\./,
    );
  });
});

describe('loadAuthSecret', () => {
  it('generates a secret once, stores it with mode 0600 and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-secret-'));
    try {
      const first = await loadAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: undefined });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await loadAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: undefined })).toBe(first);
      const file = path.join(dataDir, 'auth-secret');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, 'utf8')).trim()).toBe(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('openDatabase', () => {
  it('fails with one clear line and a masked password when PostgreSQL cannot be reached', async () => {
    const url = 'postgres://portal:s3cret@127.0.0.1:1/portal';
    await expect(openDatabase({ kind: 'postgres', url })).rejects.toThrow(DatabaseUnreachableError);
    await openDatabase({ kind: 'postgres', url }).catch((error: Error) => {
      expect(error.message).toMatch(
        /^Cannot reach the database at postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal: /,
      );
      expect(error.message).not.toContain('s3cret');
      expect(error.message).not.toContain('\n');
    });
    expect(maskDatabaseUrl('postgresql://u:p@h/db')).toBe('postgresql://u:***@h/db');
  });
});
