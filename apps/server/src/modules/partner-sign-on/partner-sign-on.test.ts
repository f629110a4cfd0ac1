import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@portal/contracts/brands';
import { demoEmail } from '@portal/contracts/demo';
import {
  ALLY_HEALTH_SANDBOX_AUDIENCE,
  ALLY_HEALTH_SANDBOX_PATH,
  HANDOFF_FIELD,
  HANDOFF_MAX_LIFETIME_SECONDS,
  ZJsonWebKeySet,
  ZPartnerSignOnResponse,
} from '@portal/contracts/partner-sign-on';
import type { TPartnerSignOnResponse } from '@portal/contracts/partner-sign-on';
import { runRotateSigningKey } from '../../commands';
import { accounts, partnerSignOnConfigs, signingKeys, tenants } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { getTenantPublicUrl } from '../email/public-url';
import { pageContentSecurityPolicy } from '../web/web-routes';
import { createMembersRepository } from '../members/members-repository';
import { createPartnerSignOnRepository } from './partner-sign-on-repository';
import { createPartnerSignOnService } from './partner-sign-on-service';
import { createKeySealer, createPairwiseSubjects, createSigningKeys } from './signing-keys';

const SSO = '/api/authorization/ally-health/sso';
const JWKS = '/.well-known/jwks.json';

let t: TestApp;
const tokens = new Map<string, string>();

const hostOf = (brand: BrandKey) => `${brand}.localhost`;
const publicUrlOf = (brand: string) =>
  getTenantPublicUrl(brand, { publicUrls: t.config.PUBLIC_URLS, port: t.config.PORT });

async function tokenOf(brand: BrandKey, localPart = 'member'): Promise<string> {
  const email = demoEmail(localPart, brand);
  let token = tokens.get(email);
  if (!token) {
    token = await signIn(t.app, email, hostOf(brand));
    tokens.set(email, token);
  }
  return token;
}

function requestHandoff(brand: BrandKey, localPart = 'member') {
  const host = hostOf(brand);
  return api(t.app, { host }).as(tokenOf(brand, localPart)).get(SSO);
}

async function handoff(brand: BrandKey, localPart = 'member'): Promise<TPartnerSignOnResponse> {
  const response = await requestHandoff(brand, localPart);
  expect(response.statusCode, response.body).toBe(200);
  return ZPartnerSignOnResponse.parse(response.json());
}

const idTokenOf = (answer: TPartnerSignOnResponse) => answer.fields[HANDOFF_FIELD]!;

async function jwksOf(brand: BrandKey) {
  const response = await t.app.inject({ method: 'GET', url: JWKS, headers: { host: hostOf(brand) } });
  expect(response.statusCode, response.body).toBe(200);
  return { response, set: ZJsonWebKeySet.parse(response.json()) };
}

function postToSandbox(brand: BrandKey, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: ALLY_HEALTH_SANDBOX_PATH,
    headers: { host: hostOf(brand), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

function reasonOf(html: string): string | undefined {
  return /data-reason="([a-z-]+)"/.exec(html)?.[1];
}

async function accountOf(brand: BrandKey, localPart = 'member') {
  const [row] = await t.db
    .select({ id: accounts.id, tenantId: accounts.tenantId, email: accounts.email, companyId: accounts.companyId })
    .from(accounts)
    .where(eq(accounts.email, demoEmail(localPart, brand)));
  return row!;
}

/**
 * A service of the same app's keys and configuration whose clock is `secondsAgo` behind; without the
 * sandbox, as a production start without the demo runs it.
 */
function serviceAt(secondsAgo: number, { useSandbox = true }: { useSandbox?: boolean } = {}) {
  const repository = createPartnerSignOnRepository(t.db);
  return createPartnerSignOnService({
    repository,
    members: createMembersRepository(t.db),
    signingKeys: createSigningKeys({ repository, authSecret: t.authSecret }),
    pairwiseSubject: createPairwiseSubjects(t.authSecret),
    getPublicUrl: publicUrlOf,
    useSandbox,
    now: () => new Date(Date.now() - secondsAgo * 1000),
  });
}

async function callerOf(brand: BrandKey): Promise<Caller> {
  const account = await accountOf(brand);
  return {
    tenant: await t.services.tenants.getTenant(brand),
    account: { id: account.id, email: account.email, role: 'member', companyId: account.companyId },
    sessionId: 'test',
    twoStepSetupRequired: false,
  };
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/authorization/ally-health/sso', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: SSO, headers: { host: hostOf('swift') } });
    expect(response.statusCode).toBe(401);
  });

  it.each(['oakmore', 'default'] as const)(
    'answers 404 to a member of %s, which does not offer ally-health',
    async (brand) => {
      const response = await requestHandoff(brand);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This is not part of your programme.' });
    },
  );

  it('answers a form to post to the tenant’s sandbox, never stored', async () => {
    const response = await requestHandoff('evergreen');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = ZPartnerSignOnResponse.parse(response.json());
    expect(answer.method).toBe('POST');
    expect(answer.url).toBe(`${publicUrlOf('evergreen')}${ALLY_HEALTH_SANDBOX_PATH}`);
    expect(Object.keys(answer.fields)).toEqual([HANDOFF_FIELD]);
    const { exp } = decodeJwt(idTokenOf(answer));
    expect(new Date(answer.expires_at).getTime()).toBe(exp! * 1000);
  });

  it('signs a short-lived token with the claims the partner needs and no more', async () => {
    const answer = await handoff('swift');
    const token = idTokenOf(answer);
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(header.kid).toEqual(expect.any(String));
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(
      ['aud', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'jti', 'sub'].sort(),
    );
    expect(claims.iss).toBe(publicUrlOf('swift'));
    expect(claims.aud).toBe(ALLY_HEALTH_SANDBOX_AUDIENCE);
    expect(claims).toMatchObject({ given_name: 'Morgan', family_name: 'Lee' });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(HANDOFF_MAX_LIFETIME_SECONDS);
    expect(claims.exp! - claims.iat!).toBeGreaterThan(0);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(30);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the member by an opaque pairwise id: stable, never the account id or email', async () => {
    const first = decodeJwt(idTokenOf(await handoff('swift')));
    const second = decodeJwt(idTokenOf(await handoff('swift')));
    expect(second.sub).toBe(first.sub);
    expect(second.jti).not.toBe(first.jti);
    const account = await accountOf('swift');
    const email = demoEmail('member', 'swift');
    const token = idTokenOf(await handoff('swift'));
    for (const secret of [account.id, account.id.replaceAll('-', ''), email, 'member@']) {
      expect(token).not.toContain(secret);
      expect(Buffer.from(token.split('.')[1]!, 'base64url').toString()).not.toContain(secret);
    }
    expect(first.sub).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another member of the tenant, and a member of another tenant, each have their own.
    const other = decodeJwt(idTokenOf(await handoff('swift', 'new')));
    const elsewhere = decodeJwt(idTokenOf(await handoff('evergreen')));
    expect(new Set([first.sub, other.sub, elsewhere.sub]).size).toBe(3);
    // It is the HMAC of tenant, account and partner: another partner (or tenant) gets another id.
    const pairwise = createPairwiseSubjects(t.authSecret);
    expect(pairwise({ tenantId: account.tenantId, accountId: account.id, partner: 'ally-health' })).toBe(first.sub);
    expect(pairwise({ tenantId: account.tenantId, accountId: account.id, partner: 'another-partner' })).not.toBe(
      first.sub,
    );
    const [evergreen] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'evergreen'));
    expect(pairwise({ tenantId: evergreen!.id, accountId: account.id, partner: 'ally-health' })).not.toBe(first.sub);
    // A different server secret gives unrelated ids.
    expect(
      createPairwiseSubjects('another secret of at least 32 characters')({
        tenantId: account.tenantId,
        accountId: account.id,
        partner: 'ally-health',
      }),
    ).not.toBe(first.sub);
  });

  it('uses the audience and address configured for the tenant', async () => {
    const [swift] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
    const where = and(eq(partnerSignOnConfigs.tenantId, swift!.id), eq(partnerSignOnConfigs.partner, 'ally-health'));
    await t.db
      .update(partnerSignOnConfigs)
      .set({ url: 'https://sso.ally-health.example/portal', audience: 'ally-health-production' })
      .where(where);
    try {
      const answer = await handoff('swift');
      expect(answer.url).toBe('https://sso.ally-health.example/portal');
      expect(decodeJwt(idTokenOf(answer)).aud).toBe('ally-health-production');
      // The app's pages may post the handoff form there (CSP form-action), and only there.
      const swiftTenant = await t.services.tenants.getTenant('swift');
      const origins = await serviceAt(0).formActionOrigins(swiftTenant);
      expect(origins).toEqual(['https://sso.ally-health.example']);
      expect(pageContentSecurityPolicy({ styleSources: [], scriptSources: [], formActionSources: origins })).toContain(
        "form-action 'self' https://sso.ally-health.example;",
      );
    } finally {
      await t.db.update(partnerSignOnConfigs).set({ url: null, audience: ALLY_HEALTH_SANDBOX_AUDIENCE }).where(where);
    }
  });
});

describe('a deployment without the demo’s sandbox', () => {
  it('offers no sign-on partner until one is given its address, and then that one', async () => {
    const service = serviceAt(0, { useSandbox: false });
    const swift = await t.services.tenants.getTenant('swift');
    expect(await service.reachablePartners(swift)).toEqual([]);
    await expect(service.createHandoff(await callerOf('swift'), 'ally-health')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This is not part of your programme.',
    });
    const where = and(eq(partnerSignOnConfigs.tenantId, swift.id), eq(partnerSignOnConfigs.partner, 'ally-health'));
    await t.db.update(partnerSignOnConfigs).set({ url: 'https://sso.ally-health.example/portal' }).where(where);
    try {
      // A process asks again after a minute: one started now sees the address at once.
      const later = serviceAt(0, { useSandbox: false });
      expect(await service.reachablePartners(swift)).toEqual([]);
      expect(await later.reachablePartners(swift)).toEqual(['ally-health']);
      expect((await later.createHandoff(await callerOf('swift'), 'ally-health')).url).toBe(
        'https://sso.ally-health.example/portal',
      );
    } finally {
      await t.db.update(partnerSignOnConfigs).set({ url: null }).where(where);
    }
  });

  it('keeps the sandbox for every tenant in the demo', async () => {
    expect(await serviceAt(0).reachablePartners(await t.services.tenants.getTenant('swift'))).toEqual(['ally-health']);
  });
});

it('lets the app post only to its own origin while the sandbox is the partner', async () => {
  for (const brand of ['swift', 'evergreen', 'oakmore'] as const) {
    expect(await serviceAt(0).formActionOrigins(await t.services.tenants.getTenant(brand))).toEqual([]);
  }
});

describe('GET /.well-known/jwks.json and the signing keys', () => {
  it('publishes the public key the handoff verifies against, and nothing private', async () => {
    const token = idTokenOf(await handoff('attentive'));
    const { response, set } = await jwksOf('attentive');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).not.toMatch(/"d"/);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(set), {
      issuer: publicUrlOf('attentive'),
      audience: ALLY_HEALTH_SANDBOX_AUDIENCE,
      algorithms: ['ES256'],
    });
    expect(set.keys.map((key) => key.kid)).toContain(protectedHeader.kid);
    expect(payload.given_name).toBe('Morgan');
  });

  it('gives each tenant its own keys', async () => {
    const swift = (await jwksOf('swift')).set.keys.map((key) => key.kid);
    const evergreen = (await jwksOf('evergreen')).set.keys.map((key) => key.kid);
    expect(swift.length).toBeGreaterThan(0);
    expect(swift.filter((kid) => evergreen.includes(kid))).toEqual([]);
  });

  it('keeps the private key sealed under a key derived from AUTH_SECRET', async () => {
    const { set } = await jwksOf('incent');
    const kid = set.keys[0]!.kid;
    const [row] = await t.db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
    expect(row!.sealedPrivateKey).toMatch(/^v1\./);
    expect(row!.sealedPrivateKey).not.toContain('"d"');
    const opened = JSON.parse(createKeySealer(t.authSecret).open(kid, row!.sealedPrivateKey)) as Record<string, string>;
    expect(opened).toMatchObject({ kty: 'EC', crv: 'P-256', x: set.keys[0]!.x });
    expect(opened.d).toEqual(expect.any(String));
    expect(() =>
      createKeySealer('another secret of at least 32 characters').open(kid, row!.sealedPrivateKey),
    ).toThrow();
    // Bound to its kid: moved to another row, it does not open.
    expect(() => createKeySealer(t.authSecret).open('another-kid', row!.sealedPrivateKey)).toThrow();
  });

  it('rotates on the operator’s command, keeping the old key published until its handoffs expire', async () => {
    const before = idTokenOf(await handoff('evergreen'));
    const oldKid = decodeProtectedHeader(before).kid!;
    const lines: string[] = [];
    await runRotateSigningKey(t.services, { tenant: 'evergreen' }, (line) => lines.push(line));
    expect(lines.join('\n')).toContain(oldKid);

    const after = idTokenOf(await handoff('evergreen'));
    const newKid = decodeProtectedHeader(after).kid!;
    expect(newKid).not.toBe(oldKid);
    const { set } = await jwksOf('evergreen');
    expect(set.keys.map((key) => key.kid).sort()).toEqual([oldKid, newKid].sort());
    // The handoff signed before the rotation is still accepted.
    const arrived = await postToSandbox('evergreen', { [HANDOFF_FIELD]: before });
    expect(arrived.statusCode, arrived.body).toBe(200);

    // Once its grace has passed, the old key is no longer published, and its handoffs are refused.
    await t.db
      .update(signingKeys)
      .set({ publishUntil: new Date(Date.now() - 1000) })
      .where(eq(signingKeys.kid, oldKid));
    expect((await jwksOf('evergreen')).set.keys.map((key) => key.kid)).toEqual([newKid]);
    const forged = await postToSandbox('evergreen', { [HANDOFF_FIELD]: before });
    expect(forged.statusCode).toBe(401);
    expect(reasonOf(forged.body)).toBe('signature');
  });
});

describe('the ally-health sandbox', () => {
  it('waits for a handoff on GET, under a strict content security policy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ALLY_HEALTH_SANDBOX_PATH,
      headers: { host: hostOf('swift'), accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Waiting for a sign-on');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/style-src 'self' 'sha256-/);
    expect(response.body).not.toContain('<script');
  });

  it('shows who arrived once, and refuses the same handoff again', async () => {
    const answer = await handoff('swift');
    const { sub } = decodeJwt(idTokenOf(answer));
    const first = await postToSandbox('swift', answer.fields);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('Welcome to Ally Health');
    expect(first.body).toContain('Morgan Lee');
    expect(first.body).toContain(sub);
    const replay = await postToSandbox('swift', answer.fields);
    expect(replay.statusCode).toBe(409);
    expect(reasonOf(replay.body)).toBe('replayed');
    expect(replay.body).toContain('already used');
  });

  it('speaks Spanish to a Spanish browser', async () => {
    const answer = await handoff('swift');
    const response = await postToSandbox('swift', answer.fields, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('Bienvenido a Ally Health');
  });

  it('refuses an expired handoff', async () => {
    const old = await serviceAt(HANDOFF_MAX_LIFETIME_SECONDS + 60).createHandoff(
      await callerOf('swift'),
      'ally-health',
    );
    const response = await postToSandbox('swift', old.fields);
    expect(response.statusCode).toBe(401);
    expect(reasonOf(response.body)).toBe('expired');
    expect(response.body).toContain('has expired');
  });

  it('refuses a tampered handoff', async () => {
    const token = idTokenOf(await handoff('swift'));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const changed = Buffer.from(JSON.stringify({ ...claims, given_name: 'Mallory' })).toString('base64url');
    const response = await postToSandbox('swift', { [HANDOFF_FIELD]: `${header}.${changed}.${signature}` });
    expect(response.statusCode).toBe(401);
    expect(reasonOf(response.body)).toBe('signature');
    expect(response.body).not.toContain('Mallory');
    // The untouched original still works: a refusal does not use a handoff up.
    expect((await postToSandbox('swift', { [HANDOFF_FIELD]: token })).statusCode).toBe(200);
  });

  it('refuses a handoff meant for another audience', async () => {
    const [swift] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'swift'));
    const where = and(eq(partnerSignOnConfigs.tenantId, swift!.id), eq(partnerSignOnConfigs.partner, 'ally-health'));
    await t.db.update(partnerSignOnConfigs).set({ audience: 'another-partner' }).where(where);
    const answer = await handoff('swift').finally(() =>
      t.db.update(partnerSignOnConfigs).set({ audience: ALLY_HEALTH_SANDBOX_AUDIENCE }).where(where),
    );
    const response = await postToSandbox('swift', answer.fields);
    expect(response.statusCode).toBe(401);
    expect(reasonOf(response.body)).toBe('audience');
  });

  it('refuses another tenant’s handoff, a missing one and garbage', async () => {
    const evergreen = await handoff('evergreen');
    const wrongTenant = await postToSandbox('swift', evergreen.fields);
    expect(wrongTenant.statusCode).toBe(401);
    expect(reasonOf(wrongTenant.body)).toBe('signature');

    const missing = await postToSandbox('swift', {});
    expect(missing.statusCode).toBe(400);
    expect(reasonOf(missing.body)).toBe('missing');

    const garbage = await postToSandbox('swift', { [HANDOFF_FIELD]: 'not.a.token' });
    expect(garbage.statusCode).toBe(400);
    expect(reasonOf(garbage.body)).toBe('malformed');
  });

  it('is not there for a tenant without ally-health', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ALLY_HEALTH_SANDBOX_PATH,
      headers: { host: hostOf('oakmore'), accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(reasonOf(response.body)).toBe('not-offered');
  });
});
