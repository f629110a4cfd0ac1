/**
 * Imports a MedlinePlus health-topics XML file (public domain, https://medlineplus.gov/xml.html) into
 * one tenant's clinic library: `<health-topics><health-topic title url language id>` with
 * `<also-called>`, `<full-summary>` (HTML), `<related-topic url>`. Each topic becomes a condition whose
 * id is the last segment of its address (`…/asthma.html` and `…/spanish/asthma.html` → `asthma`, so the
 * two languages pair up), with a summary and an overview section from its sanitized full summary.
 *
 * fast-xml-parser reads the file: a maintained, dependency-free parser that refuses malformed XML
 * (`XMLValidator`) and never resolves external entities; hand-rolled parsing of real-world XML is
 * where imports go wrong. Anything wrong in the file is reported before anything is written; the
 * write is one transaction.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CLINIC_CONDITION_ID_PATTERN } from '@portal/contracts/clinic-library';
import type { TAppLocale } from '@portal/contracts/locales';
import type { ClinicLibraryRepository, ConditionInput } from './clinic-library-repository';
import { firstParagraph, htmlToMarkdown } from './html-text';

export const MEDLINEPLUS_SOURCE = {
  name: 'MedlinePlus',
  attribution: {
    en: 'From MedlinePlus, the U.S. National Library of Medicine (public domain). General information, not medical advice.',
    es: 'De MedlinePlus, la Biblioteca Nacional de Medicina de los EE. UU. (dominio público). Información general, no consejo médico.',
  },
} as const;

const LANGUAGES: Record<string, TAppLocale> = { English: 'en', Spanish: 'es' };
/** The whole MedlinePlus file is about 30 MB. */
export const MEDLINEPLUS_MAX_BYTES = 100 * 1024 * 1024;

/** A file that cannot be imported, with the reason (nothing is written). */
export class MedlinePlusImportError extends Error {}

type XmlNode = Record<string, unknown>;

function asArray(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as XmlNode)['#text']);
  return '';
}

function attributeOf(node: XmlNode, name: string): string {
  const value = node[`@_${name}`];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** `https://medlineplus.gov/spanish/highbloodpressure.html` → `highbloodpressure`. */
export function idFromTopicUrl(url: string): string | undefined {
  const segment = ((url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '')
    .replace(/\.html?$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return segment !== '' && segment.length <= 120 && CLINIC_CONDITION_ID_PATTERN.test(segment) ? segment : undefined;
}

/** `10/15/2026` → `2026-10-15`. */
function toIsoDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** The file's topics in `language` (both languages when absent), or an error naming what is wrong. */
export function parseMedlinePlusXml(xml: string, language?: TAppLocale): ConditionInput[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new MedlinePlusImportError(`The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: true,
    htmlEntities: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
  });
  const document = parser.parse(xml) as XmlNode;
  const root = document['health-topics'];
  if (!root || typeof root !== 'object') throw new MedlinePlusImportError('The file has no <health-topics> element.');
  const topics = asArray((root as XmlNode)['health-topic']);
  if (topics.length === 0) throw new MedlinePlusImportError('The file has no <health-topic> elements.');

  const conditions: ConditionInput[] = [];
  const seen = new Set<string>();
  topics.forEach((value, index) => {
    const topic = (value && typeof value === 'object' ? value : {}) as XmlNode;
    const where = `Topic ${index + 1}`;
    const locale = LANGUAGES[attributeOf(topic, 'language')];
    if (!locale) throw new MedlinePlusImportError(`${where}: language must be English or Spanish.`);
    if (language && locale !== language) return;
    const title = attributeOf(topic, 'title');
    if (title === '' || title.length > 300) throw new MedlinePlusImportError(`${where}: needs a title.`);
    const url = attributeOf(topic, 'url');
    const id = /^https:\/\/([a-z0-9-]+\.)*medlineplus\.gov\//i.test(url) ? idFromTopicUrl(url) : undefined;
    if (!id) throw new MedlinePlusImportError(`${where} ("${title}"): needs a medlineplus.gov address.`);
    if (seen.has(`${locale}:${id}`)) throw new MedlinePlusImportError(`${where} ("${title}"): appears twice.`);
    seen.add(`${locale}:${id}`);
    const body = htmlToMarkdown(textOf(topic['full-summary']));
    if (body === '') throw new MedlinePlusImportError(`${where} ("${title}"): needs a full summary.`);
    conditions.push({
      conditionId: id,
      locale,
      title,
      alsoCalled: asArray(topic['also-called'])
        .map(textOf)
        .filter((name) => name !== '' && name.length <= 200),
      summary: firstParagraph(body),
      sections: [{ key: 'overview', body }],
      related: asArray(topic['related-topic']).flatMap((related) => {
        const relatedId =
          related && typeof related === 'object' ? idFromTopicUrl(attributeOf(related as XmlNode, 'url')) : undefined;
        return relatedId && relatedId !== id ? [relatedId] : [];
      }),
      sourceName: MEDLINEPLUS_SOURCE.name,
      sourceAttribution: MEDLINEPLUS_SOURCE.attribution[locale],
      sourceUrl: url,
      lastReviewed: toIsoDate(attributeOf(topic, 'date-created')),
    });
  });
  if (conditions.length === 0) throw new MedlinePlusImportError('The file has no topics in that language.');
  return conditions;
}

export async function importMedlinePlus(
  repository: ClinicLibraryRepository,
  input: { tenantKey: string; xml: string; language?: TAppLocale },
): Promise<{ created: number; updated: number }> {
  const conditions = parseMedlinePlusXml(input.xml, input.language);
  const [tenant] = await repository.listTenants([input.tenantKey]);
  if (!tenant) throw new MedlinePlusImportError(`No tenant "${input.tenantKey}" in this database.`);
  return repository.importConditions(tenant.id, conditions);
}
