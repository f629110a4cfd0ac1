import { describe, expect, it } from 'vitest';
import { CLINIC_SECTION_KEYS } from '@portal/contracts/clinic-library';
import { loadEmbeddedConditions, parseConditionFile } from './condition-files';

describe('the embedded clinic library files', () => {
  it('has every condition in English and Spanish, with all ten sections and related ids that exist', async () => {
    const documents = await loadEmbeddedConditions();
    const ids = (locale: string) => documents.filter((document) => document.locale === locale).map((d) => d.id);
    expect(ids('en').length).toBeGreaterThanOrEqual(40);
    expect(ids('es')).toEqual(ids('en'));
    const known = new Set(ids('en'));
    for (const document of documents) {
      const where = `${document.locale}/${document.id}`;
      expect(
        document.sections.map((section) => section.key),
        where,
      ).toEqual([...CLINIC_SECTION_KEYS]);
      expect(document.summary.length, where).toBeLessThanOrEqual(300);
      expect(document.related.length, where).toBeGreaterThanOrEqual(2);
      for (const related of document.related) {
        expect(known.has(related), `${where} → ${related}`).toBe(true);
        expect(related, where).not.toBe(document.id);
      }
      const english = documents.find((other) => other.locale === 'en' && other.id === document.id);
      expect(document.related, where).toEqual(english?.related);
      expect(document.lastReviewed, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses a file with an unknown heading, a missing front matter field or text before the first section', () => {
    const front =
      '---\nid: x\ntitle: X\nalso_called: []\nsummary: S.\nrelated: [a, b]\nlast_reviewed: 2026-10-15\n---\n';
    expect(() => parseConditionFile(`${front}## Overview\n\nText.\n`, 'en', 'x.md')).not.toThrow();
    expect(() => parseConditionFile(`${front}## Symptoms\n\nA.\n\n## Overview\n\nB.\n`, 'en', 'x.md')).toThrow(/order/);
    expect(() => parseConditionFile(`${front}## Overview\n\nText.\n`, 'es', 'x.md')).toThrow(/unknown section/);
    expect(() => parseConditionFile(`${front}Intro\n## Overview\n\nText.\n`, 'en', 'x.md')).toThrow(/before/);
    expect(() => parseConditionFile(front.replace('title: X\n', ''), 'en', 'x.md')).toThrow(/title/);
  });
});
