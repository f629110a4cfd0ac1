import { describe, expect, it } from 'vitest';
import { EMERGENCY_NOTE } from './brand-fields';
import { BRANDS, getBrand, normaliseHostname, resolveBrand } from './brands';
import {
  PARTNER_PROGRAMME_NAMES,
  PARTNER_PROGRAMMES,
  PROGRAMME_AREAS,
  PROGRAMME_PAGE_PROGRAMMES,
  PROGRAMMES,
} from './programmes';

describe('resolveBrand', () => {
  it.each([
    ['swift.localhost:8080', 'swift', 'SwiftCare'],
    ['portal.swifthealth.com', 'swift', 'SwiftCare'],
    ['oakmore.localhost', 'oakmore', 'Oakmore Health'],
    ['members.oakmorelabs.com', 'oakmore', 'Oakmore Health'],
    ['attentive.localhost:8080', 'attentive', 'Attentive Health'],
    ['localhost:8080', 'attentive', 'Attentive Health'],
    ['localhost', 'attentive', 'Attentive Health'],
    ['incent.localhost:8080', 'incent', 'Incent Wellness'],
    ['app.incentwellness.com', 'incent', 'Incent Wellness'],
    ['evergreen.localhost', 'evergreen', 'Evergreen Wellbeing'],
    ['127.0.0.1:8080', 'default', 'Default Logo'],
    ['[::1]:8080', 'default', 'Default Logo'],
    ['portal.example.com', 'default', 'Default Logo'],
    ['', 'default', 'Default Logo'],
  ])('%s → %s', (host, key, title) => {
    const brand = resolveBrand(host);
    expect(brand.key).toBe(key);
    expect(brand.title).toBe(title);
  });

  it('matches in docs/product.md’s order: swift before oakmore before attentive before incent', () => {
    expect(resolveBrand('swift-oakmore.example').key).toBe('swift');
    expect(resolveBrand('oakmore-attentive.example').key).toBe('oakmore');
    expect(resolveBrand('attentive-incent.example').key).toBe('attentive');
  });

  it('treats only the bare development host as attentive, not every *.localhost', () => {
    expect(resolveBrand('incent.localhost').key).toBe('incent');
    expect(resolveBrand('unknown.localhost').key).toBe('default');
  });

  it('ignores case and port', () => {
    expect(normaliseHostname('Swift.LOCALHOST:8080')).toBe('swift.localhost');
    expect(resolveBrand('SWIFT.localhost').key).toBe('swift');
  });
});

describe('brand registry', () => {
  it('has six brands with their own assets and docs/product.md’s analytics databases', () => {
    expect(BRANDS).toHaveLength(6);
    expect(new Set(BRANDS.map((brand) => brand.logo)).size).toBe(6);
    expect(new Set(BRANDS.map((brand) => brand.favicon)).size).toBe(6);
    expect(getBrand('incent').analyticsDatabase).toBe('incentwellness_mm');
    expect(getBrand('oakmore').analyticsDatabase).toBe('oakmorelabs_mm');
    expect(getBrand('attentive').analyticsDatabase).toBe('amm_c0nj');
    expect(getBrand('default').analyticsDatabase).toBe('amm_c0nj');
  });

  it('gives every brand its own fictitious support line, and one emergency note for all', () => {
    for (const brand of BRANDS) {
      expect(brand.support.phone).toMatch(/^\+1 555 01\d\d$/);
      expect(brand.support.hours.en).not.toBe('');
      expect(brand.support.hours.es).not.toBe('');
    }
    expect(new Set(BRANDS.map((brand) => brand.support.phone)).size).toBe(BRANDS.length);
    expect(EMERGENCY_NOTE).toMatch(/emergency number/);
  });
});

describe('the programme matrix', () => {
  it('offers every programme on evergreen and only the clinic library on default', () => {
    expect([...getBrand('evergreen').programmes].sort()).toEqual([...PARTNER_PROGRAMMES].sort());
    expect(getBrand('default').programmes).toEqual(['mayo-clinic']);
  });

  it('offers each programme on at least two brands, never twice on one', () => {
    for (const programme of PARTNER_PROGRAMMES) {
      expect(BRANDS.filter((brand) => brand.programmes.includes(programme)).length, programme).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const brand of BRANDS) expect(new Set(brand.programmes).size, brand.key).toBe(brand.programmes.length);
  });

  it('lists the dashboard areas apart from the sign-on partner', () => {
    expect(PROGRAMME_AREAS).not.toContain('ally-health');
    expect(PROGRAMME_AREAS.length).toBe(PARTNER_PROGRAMMES.length - 1);
  });
});

describe('the programme registry', () => {
  it('gives every programme but the sign-on partner a dashboard area of its own', () => {
    const areas = PARTNER_PROGRAMMES.flatMap((programme) => PROGRAMMES[programme].path ?? []);
    expect(new Set(areas).size).toBe(PROGRAMME_AREAS.length);
    for (const area of areas) expect(area).toMatch(/^\/dashboard\/[a-z0-9-]+$/);
    expect(PARTNER_PROGRAMMES.filter((programme) => PROGRAMMES[programme].path === null)).toEqual(['ally-health']);
  });

  it('reads names and the programme-page programmes off the one registry', () => {
    expect(PARTNER_PROGRAMME_NAMES.corpcare).toBe('CorpCare');
    expect(PROGRAMME_PAGE_PROGRAMMES).toEqual(['corpcare', 'ourrelationship', 'vrsfreedom365', 'ucm']);
  });
});
