import { i18n } from '@lingui/core';
import { afterEach, beforeEach, expect } from 'vitest';

const worker = globalThis as typeof globalThis & { __portalMissingMessages?: string[] };

function watchMissingMessages(): string[] {
  const missing: string[] = [];
  i18n.on('missing', ({ id, locale }) => missing.push(`${locale}: ${id}`));
  return missing;
}

/**
 * Every test starts in English, and fails if it showed a message the catalogs lack (a member would
 * see its id): run `npx lingui extract` in apps/web. Lingui's instance is one per worker, and so is
 * the listener.
 */
export function registerTestLocaleHooks(): void {
  const missing = (worker.__portalMissingMessages ??= watchMissingMessages());
  beforeEach(async () => {
    const { activateTestLocale } = await import('./i18n');
    activateTestLocale('en');
  });
  afterEach(async () => {
    const { resetLocaleForTests } = await import('../i18n/i18n');
    resetLocaleForTests();
    expect(missing.splice(0), 'messages missing from the catalogs (run `npx lingui extract` in apps/web)').toEqual([]);
  });
}
