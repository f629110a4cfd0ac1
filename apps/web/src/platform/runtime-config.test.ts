import { RUNTIME_CONFIG_ELEMENT_ID } from '@portal/contracts/runtime-config';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../test/brand-fixtures';
import { readRuntimeBrand, RUNTIME_CONFIG_ID } from './runtime-brand';
import { DEFAULT_RUNTIME_CONFIG, portalRuntimeConfig, readRuntimeConfig } from './runtime-config';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('runtime config', () => {
  // The test page's own (test/setup.ts) goes: each test embeds what it reads, or nothing.
  beforeEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

  it('looks for the element the contracts name', () => {
    expect(RUNTIME_CONFIG_ID).toBe(RUNTIME_CONFIG_ELEMENT_ID);
  });

  it('uses same-origin defaults when the server did not embed one', () => {
    expect(readRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG.ingestionKey).toBeNull();
    expect(readRuntimeBrand()).toBeUndefined();
  });

  it('reads a valid config and its brand', () => {
    const config = {
      brand: testBrand('swift'),
      services: { auth: '/a', authorization: '/b', ingestion: '/c' },
      ingestionKey: 'key',
    };
    embed(JSON.stringify(config));
    expect(readRuntimeConfig()).toEqual(config);
    expect(readRuntimeBrand()).toEqual(testBrand('swift'));
  });

  it('ignores an invalid config or brand', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embed(JSON.stringify({ brand: { ...testBrand('swift'), title: 7 }, services: {} }));
    expect(readRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(readRuntimeBrand()).toBeUndefined();
  });

  it('puts the services at the portal’s address when the build names one (native builds)', () => {
    const config = readRuntimeConfig(document, 'https://care.swift.example');
    expect(config).toEqual(portalRuntimeConfig('https://care.swift.example/'));
    expect(config.services).toEqual({
      auth: 'https://care.swift.example/api/auth',
      authorization: 'https://care.swift.example/api/authorization',
      ingestion: 'https://care.swift.example/api/ingestion',
    });
  });
});
