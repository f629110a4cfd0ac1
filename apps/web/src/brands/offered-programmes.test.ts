import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/runtime-config';
import { getOfferedProgrammeAreas, getOfferedProgrammes, isProgrammeOffered } from './offered-programmes';
import { pinBrand } from '@/test/brands';

describe('the offered programmes', () => {
  it('are the runtime config’s (the tenant’s settings) when it has them', () => {
    pinBrand('evergreen');
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: ['corpcare', 'ally-health'] });
    expect(getOfferedProgrammes()).toEqual(['corpcare', 'ally-health']);
    expect(getOfferedProgrammeAreas()).toEqual(['corpcare']);
    expect(isProgrammeOffered('ally-health')).toBe(true);
    expect(isProgrammeOffered('mayo-clinic')).toBe(false);
  });

  it('are the brand’s on its page (the server’s for localhost: Attentive Health’s)', () => {
    expect(getOfferedProgrammeAreas()).toEqual(['mayo-clinic', 'attentive-health-scan', 'vrsfreedom365']);
    expect(isProgrammeOffered('corpcare')).toBe(false);
  });

  it('are none on a page without them (the dev server’s, without the portal)', () => {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(getOfferedProgrammes()).toEqual([]);
  });

  it('may be none at all', () => {
    pinBrand('default');
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: [] });
    expect(getOfferedProgrammeAreas()).toEqual([]);
  });
});
