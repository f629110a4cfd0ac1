import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { configurationGaps, productionWarnings } from './configuration-gaps';

const gapsOf = (env: NodeJS.ProcessEnv) => configurationGaps(parseConfig(env)).map(({ gap }) => gap);

describe('what a deployment has not configured', () => {
  it('is email and both phone platforms’ push by default (the demo: everything in outbox files)', () => {
    expect(gapsOf({})).toEqual(['email', 'push-android', 'push-ios']);
  });

  it('drops each as it is configured', () => {
    expect(gapsOf({ SMTP_URL: 'smtp://mail.example:587' })).toEqual(['push-android', 'push-ios']);
    expect(gapsOf({ FCM_SERVICE_ACCOUNT_FILE: 'fcm.json' })).toEqual(['email', 'push-ios']);
    expect(gapsOf({ APNS_KEY_FILE: 'AuthKey.p8', APNS_KEY_ID: 'ABC123DEFG', APPLE_TEAM_ID: 'A1B2C3D4E5' })).toEqual([
      'email',
      'push-android',
    ]);
  });

  it('says what each means and what to set', () => {
    const warnings = configurationGaps(parseConfig({})).map(({ warning }) => warning);
    expect(warnings[0]).toMatch(/outbox, not sent .*set SMTP_URL/);
    expect(warnings[1]).toMatch(/Android .*set FCM_SERVICE_ACCOUNT_FILE/);
    expect(warnings[2]).toMatch(/iPhones .*set APNS_KEY_FILE/);
  });
});

describe('a production start’s warnings', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a'.repeat(40),
    PUBLIC_URLS: 'swift=https://care.swift.example',
    SMTP_URL: 'smtp://mail.example:587',
    OPERATOR_HOST: 'operators.example.com',
  };

  it('warns that there is no operator console until OPERATOR_HOST is set', () => {
    const warnings = productionWarnings(parseConfig({ ...PRODUCTION, OPERATOR_HOST: undefined }));
    expect(warnings).toContainEqual(expect.stringMatching(/^There is no operator console: set OPERATOR_HOST/));
    expect(productionWarnings(parseConfig(PRODUCTION)).join('\n')).not.toMatch(/operator console/);
  });

  it('warns of each platform without push credentials, and of a sender no mail server accepts', () => {
    expect(productionWarnings(parseConfig(PRODUCTION))).toEqual([
      expect.stringMatching(/no-reply@<brand>\.test.*set MAIL_FROM_DOMAIN/),
      expect.stringMatching(/Android/),
      expect.stringMatching(/iPhones/),
    ]);
    expect(productionWarnings(parseConfig({ ...PRODUCTION, MAIL_FROM_DOMAIN: 'care.example' }))).toEqual([
      expect.stringMatching(/Android/),
      expect.stringMatching(/iPhones/),
    ]);
  });

  it('warns at every start that holds the demo’s data, and of email written to files on purpose', () => {
    const warnings = productionWarnings(
      parseConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true', SMTP_URL: undefined, MAIL_TRANSPORT: 'outbox' }),
    );
    expect(warnings[0]).toMatch(/^SEED_DEMO_DATA=true in production/);
    expect(warnings[1]).toMatch(/MAIL_TRANSPORT=outbox/);
  });

  it('says nothing outside production (the demo writes everything to files by design)', () => {
    expect(productionWarnings(parseConfig({}))).toEqual([]);
  });
});
