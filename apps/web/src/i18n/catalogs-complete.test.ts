// @vitest-environment node
import { resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * The catalogs against the source: every message the code uses (found by
 * Lingui's own extractor, as `npx lingui extract` finds it) is in its
 * area's catalog, and has its Spanish. Fix with `npx lingui extract` in
 * apps/web, then translate the new entries of src/locales/es/*.po.
 */
describe('message catalogs', async () => {
  const config = getConfig({ cwd: resolve(__dirname, '../..') });
  const catalogs = await getCatalogs(config);

  it.each(catalogs.map((catalog) => [catalog.path.split('/').at(-1)!, catalog]))(
    '%s has every message of its source, each with its Spanish',
    async (_, catalog) => {
      const [used, spanish] = await Promise.all([catalog.collect(), catalog.read('es')]);
      const problems: string[] = [];
      for (const [id, { message }] of Object.entries(used ?? {})) {
        const entry = spanish?.[id];
        if (!entry) problems.push(`not extracted: ${message}`);
        else if (!entry.translation?.trim()) problems.push(`no Spanish: ${message}`);
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );

  // Areas share one message table per language: the same English must mean the same Spanish everywhere.
  it('gives an English message the same Spanish in every catalog', async () => {
    const spanishByMessage = new Map<string, Set<string>>();
    for (const catalog of catalogs) {
      for (const [id, entry] of Object.entries((await catalog.read('es')) ?? {})) {
        if (entry.obsolete || !entry.translation) continue;
        const key = entry.message ?? id;
        spanishByMessage.set(key, (spanishByMessage.get(key) ?? new Set()).add(entry.translation));
      }
    }
    const conflicts = [...spanishByMessage].filter(([, spanish]) => spanish.size > 1);
    expect(conflicts.map(([english, spanish]) => `${english} → ${[...spanish].join(' | ')}`)).toEqual([]);
  });
});
