/**
 * The embedded clinic library: one Markdown file per condition and language in `conditions/<locale>/`
 * (copied beside the bundle by build.mjs, so the same relative path works from src/ and dist/). The
 * format is the demo articles' front matter, then ten `## ` sections whose localized headings map to
 * CLINIC_SECTION_KEYS. A broken file is a build mistake, so loading throws with the file's name.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CLINIC_CONDITION_ID_PATTERN, CLINIC_SECTION_KEYS } from '@portal/contracts/clinic-library';
import type { TClinicSection, TClinicSectionKey } from '@portal/contracts/clinic-library';
import { APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { parseFrontMatter } from '../content/front-matter';

export const CONDITIONS_DIR = fileURLToPath(new URL('./conditions/', import.meta.url));

/** The embedded library's source, as the condition page shows it. */
export const EMBEDDED_SOURCE = {
  name: 'Clinic library',
  attribution: {
    en: 'Written for this programme in plain language, in line with mainstream clinical guidance. General information, not medical advice.',
    es: 'Escrito para este programa en lenguaje sencillo, de acuerdo con las guías clínicas generales. Información general, no consejo médico.',
  },
} as const satisfies { name: string; attribution: Record<TAppLocale, string> };

/** Each language's section headings, in CLINIC_SECTION_KEYS order. */
export const SECTION_HEADINGS: Record<TAppLocale, readonly string[]> = {
  en: [
    'Overview',
    'Symptoms',
    'When to see a doctor',
    'Causes',
    'Risk factors',
    'Complications',
    'Prevention',
    'Diagnosis',
    'Treatment',
    'Living with it',
  ],
  es: [
    'Descripción general',
    'Síntomas',
    'Cuándo consultar al médico',
    'Causas',
    'Factores de riesgo',
    'Complicaciones',
    'Prevención',
    'Diagnóstico',
    'Tratamiento',
    'Vivir con esta afección',
  ],
};

export interface ConditionDocument {
  id: string;
  locale: TAppLocale;
  title: string;
  alsoCalled: string[];
  summary: string;
  related: string[];
  lastReviewed: string;
  sections: TClinicSection[];
}

class ConditionFileError extends Error {}

/** Splits a body into its `## ` sections, each heading mapped to its key; anything else is refused. */
export function parseSections(body: string, locale: TAppLocale, file: string): TClinicSection[] {
  const headings = SECTION_HEADINGS[locale];
  const sections: TClinicSection[] = [];
  const parts = body.split(/^## /m);
  if ((parts[0] ?? '').trim() !== '') throw new ConditionFileError(`${file}: text before the first "## " heading.`);
  for (const part of parts.slice(1)) {
    const newline = part.indexOf('\n');
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    const index = headings.indexOf(heading);
    if (index === -1) throw new ConditionFileError(`${file}: unknown section heading "${heading}".`);
    const key = CLINIC_SECTION_KEYS[index] as TClinicSectionKey;
    if (sections.some((section) => section.key === key)) {
      throw new ConditionFileError(`${file}: section "${heading}" appears twice.`);
    }
    const text = newline === -1 ? '' : part.slice(newline + 1).trim();
    if (text === '') throw new ConditionFileError(`${file}: section "${heading}" is empty.`);
    sections.push({ key, body: text });
  }
  const order = sections.map((section) => CLINIC_SECTION_KEYS.indexOf(section.key));
  if (order.some((value, index) => index > 0 && value < (order[index - 1] ?? 0))) {
    throw new ConditionFileError(`${file}: sections out of order.`);
  }
  return sections;
}

export function parseConditionFile(text: string, locale: TAppLocale, file: string): ConditionDocument {
  const { attributes, body } = parseFrontMatter(text);
  const { id, title, also_called: alsoCalled, summary, related, last_reviewed: lastReviewed } = attributes;
  if (typeof id !== 'string' || !CLINIC_CONDITION_ID_PATTERN.test(id)) throw new ConditionFileError(`${file}: bad id.`);
  if (typeof title !== 'string' || title === '') throw new ConditionFileError(`${file}: needs a title.`);
  if (typeof summary !== 'string' || summary === '') throw new ConditionFileError(`${file}: needs a summary.`);
  if (!Array.isArray(alsoCalled) && alsoCalled !== '[]')
    throw new ConditionFileError(`${file}: also_called is a list.`);
  if (!Array.isArray(related)) throw new ConditionFileError(`${file}: related is a list.`);
  if (typeof lastReviewed !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(lastReviewed)) {
    throw new ConditionFileError(`${file}: last_reviewed is a date (YYYY-MM-DD).`);
  }
  return {
    id,
    locale,
    title,
    alsoCalled: Array.isArray(alsoCalled) ? alsoCalled : [],
    summary,
    related,
    lastReviewed,
    sections: parseSections(body, locale, file),
  };
}

/** Every condition file of every language, sorted by language then id. */
export async function loadEmbeddedConditions(dir = CONDITIONS_DIR): Promise<ConditionDocument[]> {
  const documents: ConditionDocument[] = [];
  for (const locale of APP_LOCALES) {
    const files = (await readdir(`${dir}${locale}`)).filter((name) => name.endsWith('.md')).sort();
    for (const file of files) {
      const document = parseConditionFile(
        await readFile(`${dir}${locale}/${file}`, 'utf8'),
        locale,
        `${locale}/${file}`,
      );
      if (`${document.id}.md` !== file)
        throw new ConditionFileError(`${locale}/${file}: id "${document.id}" ≠ file name.`);
      documents.push(document);
    }
  }
  return documents;
}
