import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveBrandTheme } from '@portal/contracts/brand-theme';
import { tenants } from '../../db/schema';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';

describe('a programme’s record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each built-in brand its look and its place in the host matching, as the registry did', async () => {
    const expectations = [
      ['swift.localhost', 'swift'],
      ['care.oakmore.example', 'oakmore'],
      ['localhost', 'attentive'],
      ['attentive.localhost', 'attentive'],
      ['incent.localhost', 'incent'],
      ['evergreen.localhost', 'evergreen'],
      ['127.0.0.1', 'default'],
      ['wellness.unknown.example', 'default'],
      // Two brands' words in one host: the first in the product rules' order wins.
      ['swift-oakmore.example', 'swift'],
    ] as const;
    for (const [host, key] of expectations) expect(t.services.tenants.tenantKeyOfHost(host), host).toBe(key);
    const swift = await t.services.tenants.getTenant('swift');
    expect(swift.brand).toMatchObject({ title: 'SwiftCare', themeColor: '#0e7490', analyticsDatabase: 'amm_c0nj' });
    expect(swift.brand.themeCss).toMatch(/^:root\{--brand-primary:#0e7490;/);
  });

  it('answers on a new programme’s host rule once it is written, with its own title and theme', async () => {
    const base = (await t.services.tenants.getTenant('default')).brand.theme;
    await t.db.insert(tenants).values({
      key: 'acme',
      name: 'Acme Health',
      ingestionWriteKey: 'iwk_acme_record_test',
      hostRules: { contains: ['acme'] },
      theme: deriveBrandTheme({ primary: '#0f5132', primaryForeground: '#ffffff' }, base),
      programmes: ['mayo-clinic'],
      supportEmail: 'help@acme.example',
    });
    await t.services.tenants.refresh();
    expect(t.services.tenants.tenantKeyOfHost('acme.localhost')).toBe('acme');
    const acme = await t.services.tenants.resolveTenant(undefined, 'acme.localhost');
    expect(acme.brand).toMatchObject({
      title: 'Acme Health',
      themeColor: '#0f5132',
      supportEmail: 'help@acme.example',
    });
    expect(acme.programmes).toEqual(['mayo-clinic']);
  });

  it('refuses a theme whose text misses WCAG AA, naming the ratio, and changes nothing', async () => {
    const before = await t.services.tenants.getTenant('oakmore');
    const poor = { ...before.brand.theme, primary: '#7dd3fc', primaryForeground: '#ffffff' };
    await expect(t.services.tenants.updateRecord('oakmore', { theme: poor })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(
        /^The contrast of the primary colour’s text on the primary colour is 1\.\d\d:1; it needs at least 4\.5:1\.$/,
      ),
    });
    const [row] = await t.db.select({ theme: tenants.theme }).from(tenants).where(eq(tenants.key, 'oakmore'));
    expect(row?.theme).toEqual(before.brand.theme);
  });

  it('takes a good change at once: a new title and theme, and a new version for the page cache', async () => {
    const before = await t.services.tenants.getTenant('incent');
    try {
      const theme = { ...before.brand.theme, primary: '#9a3412', primaryHover: '#7c2d12' };
      const after = await t.services.tenants.updateRecord('incent', { name: 'Incent Wellbeing', theme });
      expect(after.brand.title).toBe('Incent Wellbeing');
      expect(after.brand.themeCss).toContain('--brand-primary:#9a3412;');
      expect(after.brand.version).not.toBe(before.brand.version);
      expect((await t.services.tenants.resolveTenant(undefined, 'incent.localhost')).brand.title).toBe(
        'Incent Wellbeing',
      );
    } finally {
      await t.services.tenants.updateRecord('incent', { name: before.brand.title, theme: before.brand.theme });
    }
  });
});
