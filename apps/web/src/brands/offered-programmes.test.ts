import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/runtime-config';
import { setCurrentBrand } from './current-brand';
import { getOfferedProgrammeAreas, getOfferedProgrammes, isProgrammeOffered } from './offered-programmes';

afterEach(() => {
  setRuntimeConfig(undefined);
  setCurrentBrand(undefined);
});

describe('the offered programmes', () => {
  it('are the runtime config’s (the tenant’s settings) when it has them', () => {
    setCurrentBrand(getBrand('evergreen'));
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: ['corpcare', 'ally-health'] });
    expect(getOfferedProgrammes()).toEqual(['corpcare', 'ally-health']);
    expect(getOfferedProgrammeAreas()).toEqual(['corpcare']);
    expect(isProgrammeOffered('ally-health')).toBe(true);
    expect(isProgrammeOffered('mayo-clinic')).toBe(false);
  });

  it('are the brand registry’s when the runtime config has none', () => {
    setCurrentBrand(getBrand('attentive'));
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(getOfferedProgrammeAreas()).toEqual(['mayo-clinic', 'attentive-health-scan', 'vrsfreedom365']);
    expect(isProgrammeOffered('corpcare')).toBe(false);
  });

  it('may be none at all', () => {
    setCurrentBrand(getBrand('default'));
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: [] });
    expect(getOfferedProgrammeAreas()).toEqual([]);
  });
});
