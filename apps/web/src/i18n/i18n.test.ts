import { msg } from '@lingui/core/macro';
import { childTooOldMessage } from '@portal/contracts/dependents';
import { afterEach, describe, expect, it } from 'vitest';
import { localizeContractMessage } from './contract-messages';
import { activateLocale, activeLocale, i18n, loadCatalogs, loadValidationMessages } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('activateLocale', () => {
  it('leaves the contracts’ messages out of start-up until something asks for them', async () => {
    await activateLocale('es');
    expect(localizeContractMessage('Enter your password.')).toBe('Enter your password.');
    await loadValidationMessages();
    expect(localizeContractMessage('Enter your password.')).toBe('Escriba su contraseña.');
  });

  it('switches the messages, the contracts’ messages and <html lang> together', async () => {
    await loadValidationMessages();
    await activateLocale('es');
    expect(i18n.locale).toBe('es');
    expect(activeLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localizeContractMessage('Enter your password.')).toBe('Escriba su contraseña.');
    expect(localizeContractMessage(childTooOldMessage(26))).toMatch(/26/);
    expect(localizeContractMessage(childTooOldMessage(26))).not.toBe(childTooOldMessage(26));

    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localizeContractMessage('Enter your password.')).toBe('Enter your password.');
  });

  it('loads, in the new language, every catalog a screen has asked for', async () => {
    await loadCatalogs(['sign-in']);
    await activateLocale('es');
    expect(i18n._(msg`Forgot password?`)).toBe('¿Olvidó su contraseña?');
  });

  it('lets the last of two quick switches win', async () => {
    const first = activateLocale('es');
    const second = activateLocale('en');
    await Promise.all([first, second]);
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
