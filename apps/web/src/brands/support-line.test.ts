import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/runtime-config';
import { setCurrentBrand } from './current-brand';
import { getSupportLine, supportHoursIn } from './support-line';

afterEach(() => {
  setRuntimeConfig(undefined);
  setCurrentBrand(undefined);
});

describe('the support line', () => {
  it('is the runtime config’s (the programme’s setting) when it has one', () => {
    setCurrentBrand(getBrand('swift'));
    const support = { phone: '+1 800 555 0142', hours: { en: 'Every day', es: 'Todos los días' } };
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, support });
    expect(getSupportLine()).toEqual(support);
    expect(supportHoursIn(getSupportLine(), 'es')).toBe('Todos los días');
    expect(supportHoursIn(getSupportLine(), 'fr')).toBe('Every day');
  });

  it('is the brand registry’s when the runtime config has none', () => {
    setCurrentBrand(getBrand('oakmore'));
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(getSupportLine()).toEqual(getBrand('oakmore').support);
  });
});
