import { describe, expect, it } from 'vitest';
import type { TSessionDevice } from '@portal/contracts/sessions';
import { i18n } from '@/i18n/i18n';
import { activateTestLocale } from '@/test/i18n';
import { deviceName } from './device-name';

const device = (kind: TSessionDevice['kind'], browser: string | null, system: string | null): TSessionDevice => ({
  kind,
  name: 'The server’s English, never shown',
  browser,
  system,
});

describe('deviceName', () => {
  it('says the device in the active language, and keeps the proper names', () => {
    activateTestLocale('es');
    try {
      expect(deviceName(device('browser', 'Chrome', 'Windows'), i18n)).toBe('Chrome en Windows');
      expect(deviceName(device('app', null, 'Android'), i18n)).toBe('Aplicación en Android');
      expect(deviceName(device('browser', null, 'Linux'), i18n)).toBe('Navegador en Linux');
      expect(deviceName(device('browser', null, null), i18n)).toBe('Navegador desconocido');
      expect(deviceName(device('app', null, null), i18n)).toBe('Aplicación');
      expect(deviceName(device('browser', 'Safari', null), i18n)).toBe('Safari');
    } finally {
      activateTestLocale('en');
    }
  });

  it('says it in English', () => {
    expect(deviceName(device('browser', 'Samsung Internet', 'Android'), i18n)).toBe('Samsung Internet on Android');
    expect(deviceName(device('app', null, 'iPhone'), i18n)).toBe('App on iPhone');
    expect(deviceName(device('browser', null, null), i18n)).toBe('Unknown browser');
  });
});
