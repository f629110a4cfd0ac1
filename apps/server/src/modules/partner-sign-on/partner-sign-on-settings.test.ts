/**
 * The console's sign-on partner (`/api/authorization/admin/sign-on-partners/ally-health`): the admin reads and
 * sets where members are signed on to Ally Health and the audience its handoffs name, and rotates the
 * programme's signing key. Each change is audited, shows at once on this instance, and is the tenant's alone.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  ALLY_HEALTH_SANDBOX_AUDIENCE,
  HANDOFF_FIELD,
  PARTNER_SIGN_ON_MESSAGES,
  ZAdminSignOnPartnerResponse,
  ZJsonWebKeySet,
  ZPartnerSignOnResponse,
  ZRotateSigningKeyResponse,
} from '@portal/contracts/partner-sign-on';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import { accounts, auditEvents, partnerSignOnConfigs, tenants } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { PROGRAMME_NOT_OFFERED_MESSAGE } from '../../lib/programme-access';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { getTenantPublicUrl } from '../email/public-url';
import { createMembersRepository } from '../members/members-repository';
import { createPartnerSignOnRepository } from './partner-sign-on-repository';
import { createPartnerSignOnService } from './partner-sign-on-service';
import { RETIRED_KEY_PUBLISHED_SECONDS, createPairwiseSubjects, createSigningKeys } from './signing-keys';

const SETTINGS = '/admin/sign-on-partners/ally-health';
const ROTATION = `${SETTINGS}/signing-key/rotation`;
const SSO = '/ally-health/sso';

const ADMIN = 'admin@swift.test';
const MEMBER = 'member@swift.test';
const OAK_ADMIN = 'admin@oakmore.test';
const PARTNER = { url: 'https://sso.ally-health.example/portal', audience: 'ally-health-production' };

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><!--runtime-config--><title>Portal</title></head>' +
  '<body><div id="root"></div></body></html>';

const hostOf = (email: string) => `${email.split('@')[1]?.split('.')[0]}.localhost`;

/** One app, its sessions (one per account: sign-in is rate limited) and its API as each account. */
function portal(app: () => TestApp) {
  const tokens = new Map<string, Promise<string>>();
  function tokenOf(email: string): Promise<string> {
    let token = tokens.get(email);
    if (!token) {
      token = signIn(app().app, email);
      tokens.set(email, token);
    }
    return token;
  }
  async function tenantId(key: string): Promise<string> {
    const [row] = await app().db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
    return row!.id;
  }
  return {
    tenantId,
    as: (email: string, language?: string) =>
      api(app().app, {
        host: hostOf(email),
        prefix: '/api/authorization',
        headers: { 'accept-language': language },
      }).as(tokenOf(email)),
    async accountId(email: string): Promise<string> {
      const [row] = await app().db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
      return row!.id;
    },
    /** The tenant's `programme_changed` rows, newest first. */
    async programmeChanges(key: string) {
      return app()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.tenantId, await tenantId(key)), eq(auditEvents.event, 'programme_changed')))
        .orderBy(desc(auditEvents.createdAt));
    },
    /** Puts the demo's sandbox configuration back, for the next test. */
    async resetConfig(key: string) {
      const id = await tenantId(key);
      await app()
        .db.update(partnerSignOnConfigs)
        .set({ url: null, audience: ALLY_HEALTH_SANDBOX_AUDIENCE })
        .where(and(eq(partnerSignOnConfigs.tenantId, id), eq(partnerSignOnConfigs.partner, 'ally-health')));
      app().services.partnerSignOnService.forgetTenant(id);
    },
  };
}

function settingsOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminSignOnPartnerResponse.parse(response.json());
}

async function jwksOf(app: TestApp, host: string) {
  const response = await app.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return ZJsonWebKeySet.parse(response.json()).keys.map((key) => key.kid);
}

describe('with the demo’s sandbox', () => {
  let t: TestApp;
  const on = portal(() => t);
  const publicUrl = () => getTenantPublicUrl('swift', { publicUrls: t.config.PUBLIC_URLS, port: t.config.PORT });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the admin the sandbox, the audience and the key the partner verifies with', async () => {
    const settings = settingsOf(await on.as(ADMIN).get(SETTINGS));
    expect(settings).toMatchObject({
      partner: 'ally-health',
      url: null,
      audience: ALLY_HEALTH_SANDBOX_AUDIENCE,
      uses_sandbox: true,
      issuer: publicUrl(),
      jwks_url: new URL('/.well-known/jwks.json', publicUrl()).toString(),
    });
    // What the JWKS publishes, and only that: the current key and any rotated one still within its grace.
    expect((await jwksOf(t, 'swift.localhost')).sort()).toEqual(
      [settings.signing_key.kid, ...settings.retired_keys.map((key) => key.kid)].sort(),
    );
    // The key members' handoffs are signed with.
    const handoff = ZPartnerSignOnResponse.parse((await on.as(MEMBER).get(SSO)).json());
    expect(decodeProtectedHeader(handoff.fields[HANDOFF_FIELD]!).kid).toBe(settings.signing_key.kid);
  });

  it('sends members’ handoffs to the address and audience the admin sets, at once, and audits it', async () => {
    const swift = await t.services.tenants.getTenant('swift');
    // This instance's copy of the partner's origin, filled before the change: the change must drop it.
    expect(await t.services.partnerSignOnService.formActionOrigins(swift)).toEqual([]);
    try {
      const saved = settingsOf(await on.as(ADMIN).put(SETTINGS, PARTNER));
      expect(saved).toMatchObject({ ...PARTNER, uses_sandbox: false });
      expect(settingsOf(await on.as(ADMIN).get(SETTINGS))).toEqual(saved);

      const handoff = ZPartnerSignOnResponse.parse((await on.as(MEMBER).get(SSO)).json());
      expect(handoff.url).toBe(PARTNER.url);
      expect(decodeJwt(handoff.fields[HANDOFF_FIELD]!)).toMatchObject({ aud: PARTNER.audience, iss: publicUrl() });
      expect(await t.services.partnerSignOnService.formActionOrigins(swift)).toEqual([
        'https://sso.ally-health.example',
      ]);

      const [change] = await on.programmeChanges('swift');
      expect(change).toMatchObject({
        actorAccountId: await on.accountId(ADMIN),
        accountId: null,
        details: { partner: 'ally-health', change: 'settings' },
      });
    } finally {
      await on.resetConfig('swift');
    }
  });

  it('takes a .localhost test address over http where the portal itself is on http', async () => {
    try {
      const local = { url: 'http://ally.localhost:9000/sign-on', audience: 'ally-health-local' };
      expect(settingsOf(await on.as(ADMIN).put(SETTINGS, local))).toMatchObject(local);
    } finally {
      await on.resetConfig('swift');
    }
  });

  it('refuses an http:// partner elsewhere, and other malformed settings, with a clear message and no change', async () => {
    const before = settingsOf(await on.as(ADMIN).get(SETTINGS));
    const changesBefore = (await on.programmeChanges('swift')).length;
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ ...PARTNER, url: 'http://sso.ally-health.example/portal' }, 'url', PARTNER_SIGN_ON_MESSAGES.url],
      [{ ...PARTNER, url: 'https://user:secret@sso.ally-health.example/' }, 'url', PARTNER_SIGN_ON_MESSAGES.url],
      [{ ...PARTNER, url: 'javascript:alert(1)' }, 'url', PARTNER_SIGN_ON_MESSAGES.url],
      [{ ...PARTNER, url: '  ' }, 'url', PARTNER_SIGN_ON_MESSAGES.urlRequired],
      [{ ...PARTNER, audience: '' }, 'audience', PARTNER_SIGN_ON_MESSAGES.audienceRequired],
      [{ ...PARTNER, audience: 'a'.repeat(201) }, 'audience', PARTNER_SIGN_ON_MESSAGES.audienceTooLong],
    ];
    for (const [body, field, message] of refusals) {
      const response = await on.as(ADMIN).put(SETTINGS, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, field, message });
    }
    const spanish = await on.as(ADMIN, 'es').put(SETTINGS, { ...PARTNER, url: 'http://sso.ally-health.example/' });
    expect(spanish.json()).toMatchObject({ field: 'url', message: expect.stringMatching(/^Escriba la dirección/) });

    expect(settingsOf(await on.as(ADMIN).get(SETTINGS))).toEqual(before);
    expect(await on.programmeChanges('swift')).toHaveLength(changesBefore);
  });

  it('refuses a plain-http partner beside a portal served over https', async () => {
    const repository = createPartnerSignOnRepository(t.db);
    const service = createPartnerSignOnService({
      repository,
      members: createMembersRepository(t.db),
      signingKeys: createSigningKeys({ repository, authSecret: t.authSecret }),
      pairwiseSubject: createPairwiseSubjects(t.authSecret),
      getPublicUrl: () => 'https://care.swift.example',
      useSandbox: true,
    });
    const caller: Caller = {
      tenant: await t.services.tenants.getTenant('swift'),
      account: { id: await on.accountId(ADMIN), email: ADMIN, role: 'admin', companyId: 'unused' },
      sessionId: 'unused',
      twoStepSetupRequired: false,
    };
    const changesBefore = (await on.programmeChanges('swift')).length;
    await expect(
      service.updateSettings(caller, 'ally-health', {
        request: { url: 'http://ally.localhost:9000/sign-on', audience: 'ally-health-local' },
        context: { clientAddress: null, userAgent: null },
      }),
    ).rejects.toMatchObject({
      code: ERROR_CODES.validation,
      field: 'url',
      message: PARTNER_SIGN_ON_MESSAGES.localUrlRefused,
    });
    expect((await service.getAdminSettings(caller, 'ally-health')).url).toBeNull();
    expect(await on.programmeChanges('swift')).toHaveLength(changesBefore);
  });

  it('lets no member, and no editor, read or change it', async () => {
    for (const email of [MEMBER, 'editor@swift.test']) {
      for (const response of [
        await on.as(email).get(SETTINGS),
        await on.as(email).put(SETTINGS, PARTNER),
        await on.as(email).post(ROTATION),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({
          code: ERROR_CODES.forbidden,
          message: PARTNER_SIGN_ON_MESSAGES.adminsOnly,
        });
      }
    }
    expect(settingsOf(await on.as(ADMIN).get(SETTINGS)).url).toBeNull();
  });

  it('rotates the key: new handoffs use the new one, and the JWKS publishes both until the old one’s handoffs expire', async () => {
    const before = settingsOf(await on.as(ADMIN).get(SETTINGS));
    const oldKid = before.signing_key.kid;
    const started = Date.now();
    const response = await on.as(ADMIN).post(ROTATION);
    expect(response.statusCode, response.body).toBe(200);
    const rotated = ZRotateSigningKeyResponse.parse(response.json());
    expect(rotated.signing_key.kid).not.toBe(oldKid);
    expect(rotated.retired_keys.map((key) => key.kid)).toEqual([oldKid]);
    const publishUntil = Date.parse(rotated.retired_keys[0]!.publish_until);
    expect(publishUntil).toBeGreaterThanOrEqual(started + RETIRED_KEY_PUBLISHED_SECONDS * 1000);
    expect(publishUntil).toBeLessThanOrEqual(Date.now() + RETIRED_KEY_PUBLISHED_SECONDS * 1000);

    expect((await jwksOf(t, 'swift.localhost')).sort()).toEqual([oldKid, rotated.signing_key.kid].sort());
    const handoff = ZPartnerSignOnResponse.parse((await on.as(MEMBER).get(SSO)).json());
    expect(decodeProtectedHeader(handoff.fields[HANDOFF_FIELD]!).kid).toBe(rotated.signing_key.kid);
    expect(settingsOf(await on.as(ADMIN).get(SETTINGS))).toMatchObject(rotated);

    const [change] = await on.programmeChanges('swift');
    expect(change).toMatchObject({
      actorAccountId: await on.accountId(ADMIN),
      details: { partner: 'ally-health', change: 'key_rotated', kid: rotated.signing_key.kid },
    });
    // Another tenant's keys are its own.
    expect(await jwksOf(t, 'evergreen.localhost')).not.toContain(rotated.signing_key.kid);
  });

  it('is not there for a programme that does not offer Ally Health, and changes nothing there', async () => {
    const oakKeys = await jwksOf(t, 'oakmore.localhost');
    const changesBefore = (await on.programmeChanges('oakmore')).length;
    for (const response of [
      await on.as(OAK_ADMIN).get(SETTINGS),
      await on.as(OAK_ADMIN).put(SETTINGS, PARTNER),
      await on.as(OAK_ADMIN).post(ROTATION),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.notFound, message: PROGRAMME_NOT_OFFERED_MESSAGE });
    }
    const [oakConfig] = await t.db
      .select()
      .from(partnerSignOnConfigs)
      .where(eq(partnerSignOnConfigs.tenantId, await on.tenantId('oakmore')));
    expect(oakConfig?.url ?? null).toBeNull();
    expect(await jwksOf(t, 'oakmore.localhost')).toEqual(oakKeys);
    expect(await on.programmeChanges('oakmore')).toHaveLength(changesBefore);
  });
});

describe('without the demo’s sandbox', () => {
  let t: TestApp;
  let webDist: string;
  const off = portal(() => t);

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'portal-sign-on-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ SEED_DEMO_DATA: 'false', WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  async function memberPage() {
    const page = await t.app.inject({ url: '/dashboard', headers: { host: 'swift.localhost', accept: 'text/html' } });
    expect(page.statusCode, page.body).toBe(200);
    const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body)?.[1];
    return {
      programmes: ZRuntimeConfig.parse(JSON.parse(json ?? 'null')).programmes ?? [],
      csp: String(page.headers['content-security-policy']),
    };
  }

  it('offers Ally Health to members once the admin gives it its address, at once on this instance', async () => {
    // Before: members are offered no Ally Health, and a handoff has nowhere to go.
    expect((await memberPage()).programmes).not.toContain('ally-health');
    expect((await off.as(MEMBER).get(SSO)).statusCode).toBe(404);
    const settings = settingsOf(await off.as(ADMIN).get(SETTINGS));
    expect(settings).toMatchObject({ url: null, uses_sandbox: false });

    try {
      expect(settingsOf(await off.as(ADMIN).put(SETTINGS, PARTNER))).toMatchObject({
        ...PARTNER,
        uses_sandbox: false,
      });
      const page = await memberPage();
      expect(page.programmes).toContain('ally-health');
      expect(page.csp).toContain('https://sso.ally-health.example');
      const handoff = await off.as(MEMBER).get(SSO);
      expect(handoff.statusCode, handoff.body).toBe(200);
      expect(ZPartnerSignOnResponse.parse(handoff.json()).url).toBe(PARTNER.url);
    } finally {
      await off.resetConfig('swift');
    }
  });
});

describe('the sign-on partner’s settings without a recent second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STEP_UP_MINUTES: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for one before the address changes or the key rotates, and changes nothing', async () => {
    const admin = api(t.app, { host: 'swift.localhost', prefix: '/api/authorization' }).as(signIn(t.app, ADMIN));
    const before = settingsOf(await admin.get(SETTINGS));
    for (const response of [
      await admin.put(SETTINGS, { url: 'https://sso.ally-health.example/portal', audience: 'ally-health' }),
      await admin.post(ROTATION),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    }
    expect(settingsOf(await admin.get(SETTINGS))).toEqual(before);
  });
});
