import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatContentDate, formatDuration, formatSpokenDuration } from './format';

function i18nFor(locale: 'en' | 'es') {
  return setupI18n({ locale, messages: { [locale]: {} } });
}

describe('content formats', () => {
  it('writes lengths as m:ss or h:mm:ss', () => {
    const i18n = i18nFor('es');
    expect(formatDuration(i18n, 75)).toBe('1:15');
    expect(formatDuration(i18n, 5)).toBe('0:05');
    expect(formatDuration(i18n, 3_725)).toBe('1:02:05');
  });

  it('says lengths in words in the active language', () => {
    expect(formatSpokenDuration(i18nFor('en'), 75)).toBe('1 minute, 15 seconds');
    expect(formatSpokenDuration(i18nFor('es'), 75)).toBe('1 minuto y 15 segundos');
    expect(formatSpokenDuration(i18nFor('es'), 3_600)).toBe('1 hora');
    expect(formatSpokenDuration(i18nFor('en'), 0)).toBe('0 seconds');
  });

  it('writes dates in the active language, and nothing for a non-date', () => {
    expect(formatContentDate(i18nFor('es'), '2026-03-02T10:00:00.000Z')).toBe('2 de marzo de 2026');
    expect(formatContentDate(i18nFor('en'), 'soon')).toBe('');
  });
});
