import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { activateTestLocale } from '@/test/i18n';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('says the words of the server’s English name in the active language, and keeps the proper names', () => {
    activateTestLocale('es');
    try {
      expect(deviceName({ kind: 'browser', name: 'Chrome on Windows' }, i18n)).toBe('Chrome en Windows');
      expect(deviceName({ kind: 'app', name: 'App on Android' }, i18n)).toBe('Aplicación en Android');
      expect(deviceName({ kind: 'browser', name: 'Browser on Linux' }, i18n)).toBe('Navegador en Linux');
      expect(deviceName({ kind: 'browser', name: 'Unknown browser' }, i18n)).toBe('Navegador desconocido');
      expect(deviceName({ kind: 'app', name: 'App' }, i18n)).toBe('Aplicación');
      expect(deviceName({ kind: 'browser', name: 'Safari' }, i18n)).toBe('Safari');
    } finally {
      activateTestLocale('en');
    }
  });

  it('shows a name of another shape as it came', () => {
    expect(deviceName({ kind: 'browser', name: 'Samsung Internet on Android' }, i18n)).toBe(
      'Samsung Internet on Android',
    );
    expect(deviceName({ kind: 'browser', name: 'Something new' }, i18n)).toBe('Something new');
  });
});
