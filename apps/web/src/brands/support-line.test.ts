import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/runtime-config';
import { getSupportLine, supportHoursIn } from './support-line';

afterEach(() => setRuntimeConfig(undefined));

describe('the support line', () => {
  it('is the runtime config’s (the programme’s setting, else its brand’s)', () => {
    const support = { phone: '+1 800 555 0142', hours: { en: 'Every day', es: 'Todos los días' } };
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, support });
    const line = getSupportLine();
    expect(line).toEqual(support);
    expect(line && supportHoursIn(line, 'es')).toBe('Todos los días');
    expect(line && supportHoursIn(line, 'fr')).toBe('Every day');
  });

  it('is the page’s: Attentive Health’s on the server’s page for localhost', () => {
    expect(getSupportLine()?.phone).toBe('+1 555 0103');
  });

  it('is none on a page without one (the dev server’s, without the portal)', () => {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(getSupportLine()).toBeUndefined();
  });
});
