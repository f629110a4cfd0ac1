import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTlsAskResponse } from '@portal/contracts/tenant-hosts';
import { parseHostClaimOptions, runClaimHost, runReleaseHost, UsageError } from '../../commands';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URLS: 'incent=https://care.incent.example' });
});
afterAll(async () => {
  await t?.close();
});

const tenant = (key: 'swift' | 'oakmore' | 'default') => t.services.tenants.getTenant(key);
const ask = (domain: string) => t.app.inject({ url: `/api/operators/tls-ask?domain=${encodeURIComponent(domain)}` });

describe('a programme’s own domain', () => {
  it('is claimed by one programme, which then answers on it', async () => {
    expect(await t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host: 'Wellness.Acme.Example.' })).toBe(
      'wellness.acme.example',
    );
    // The deep-link file names the tenant's app: the host is oakmore's now (before, the default brand's).
    const links = await t.app.inject({
      url: '/.well-known/assetlinks.json',
      headers: { host: 'wellness.acme.example:443' },
    });
    expect(links.statusCode).toBe(200);
    expect(links.body).not.toContain('com.wellnessportal.default');
    expect(t.services.tenants.tenantKeyOfHost('wellness.acme.example')).toBe('oakmore');
    // Claiming it again changes nothing.
    await t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host: 'wellness.acme.example' });
  });

  it('is refused when another programme claims it, or its host rule or address is another’s, naming it', async () => {
    await expect(
      t.services.hostClaims.claim({ tenant: await tenant('swift'), host: 'wellness.acme.example' }),
    ).rejects.toThrow('The host wellness.acme.example is already claimed by the oakmore programme.');
    await expect(
      t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host: 'members.swift.example' }),
    ).rejects.toThrow('The host members.swift.example is already the swift programme’s: its host rule matches it.');
    await expect(
      t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host: 'care.incent.example' }),
    ).rejects.toThrow(/already the incent programme’s/);
    expect(t.services.tenants.tenantKeyOfHost('members.swift.example')).toBe('swift');
  });

  it('is refused when it is not a host name', async () => {
    for (const host of [
      'https://acme.example',
      'acme',
      '10.0.0.1',
      '*.acme.example',
      'acme.example:8443',
      'a..b.example',
    ]) {
      await expect(t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host }), host).rejects.toThrow(
        'Use a host name such as wellness.acme.example (no scheme, port or path).',
      );
    }
  });

  it('is released by its programme only, and then answers as the default brand again', async () => {
    await t.services.hostClaims.claim({ tenant: await tenant('oakmore'), host: 'old.acme.example' });
    await expect(
      t.services.hostClaims.release({ tenant: await tenant('swift'), host: 'old.acme.example' }),
    ).rejects.toThrow('The swift programme does not claim the host old.acme.example.');
    await t.services.hostClaims.release({ tenant: await tenant('oakmore'), host: 'old.acme.example' });
    expect(t.services.tenants.tenantKeyOfHost('old.acme.example')).toBe('default');
    expect((await ask('old.acme.example')).statusCode).toBe(404);
  });
});

describe('GET /api/operators/tls-ask', () => {
  it('answers 200 for a host a programme claims, and for a programme’s address in PUBLIC_URLS', async () => {
    const claimed = await ask('WELLNESS.acme.example');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(ZTlsAskResponse.parse(claimed.json())).toEqual({ domain: 'wellness.acme.example', tenant: 'oakmore' });
    expect((await ask('care.incent.example')).json()).toEqual({ domain: 'care.incent.example', tenant: 'incent' });
  });

  it('answers 404 for every other name: a host rule’s match is no claim, nor an address or garbage', async () => {
    for (const domain of ['anything.swift.example', 'evil.example', 'localhost', '127.0.0.1', '', 'a'.repeat(320)]) {
      const answer = await ask(domain);
      expect(answer.statusCode, domain).toBe(domain.length > 300 ? 400 : 404);
      expect(answer.json()).toMatchObject({ code: domain.length > 300 ? 'VALIDATION_FAILED' : 'NOT_FOUND' });
    }
    expect((await ask('evil.example')).json().message).toBe('No programme answers on this host.');
  });
});

describe('the operator’s commands', () => {
  it('claim-host gives a tenant a domain and release-host takes it back, each saying so', async () => {
    const printed: string[] = [];
    const options = parseHostClaimOptions(['--tenant', 'swift', '--host', 'care.swiftco.example']);
    await runClaimHost(t.services, options, (line) => printed.push(line));
    expect(t.services.tenants.tenantKeyOfHost('care.swiftco.example')).toBe('swift');
    expect((await ask('care.swiftco.example')).statusCode).toBe(200);
    await runReleaseHost(t.services, options, (line) => printed.push(line));
    expect((await ask('care.swiftco.example')).statusCode).toBe(404);
    expect(printed).toEqual([
      "care.swiftco.example is the swift programme's. Point its DNS at the deployment (docs/operations.md).",
      "care.swiftco.example is no longer the swift programme's.",
    ]);
  });

  it('need both a tenant and a host', () => {
    expect(() => parseHostClaimOptions(['--tenant', 'swift'])).toThrow(new UsageError('--host is required.'));
    expect(() => parseHostClaimOptions(['--host', 'a.example', '--tenant', 'nope'])).toThrow('Unknown tenant "nope".');
  });
});
