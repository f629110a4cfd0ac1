/**
 * A remote clinic content API, in the shape of the NHS website content API v2: a paged list
 * `GET {base}/conditions?page=N` (`significantLink`: name, url, description; `relatedLink` "Next Page"),
 * and one condition `GET {base}/conditions/{id}` (name, description, `hasPart` sections of
 * `hasHealthAspect`, `headline` and HTML `text`, possibly in nested `hasPart`). The key goes in the
 * `subscription-key` header, never into an answer or a log.
 *
 * Every answer is validated, then cached in PostgreSQL per tenant and request for 24 hours. A cached
 * answer is served while fresh; when it is stale the API is asked again, and if the API fails, is slow
 * (time-out) or answers garbage, the stale answer is served. With nothing cached: 503 "temporarily
 * unavailable". The remote library speaks one language (English).
 */
import * as z from 'zod/mini';
import {
  CLINIC_CONDITION_ID_PATTERN,
  CLINIC_UNAVAILABLE_MESSAGE,
  ZClinicConditionResponse as ZCachedCondition,
} from '@portal/contracts/clinic-library';
import type {
  TClinicConditionResponse,
  TClinicConditionSummary,
  TClinicSection,
  TClinicSectionKey,
} from '@portal/contracts/clinic-library';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AppError } from '../../lib/errors';
import type { ClinicContentProvider, ClinicTenant } from './clinic-content-provider';
import { orderSections, toLetters } from './clinic-content-provider';
import type { ClinicLibraryRepository } from './clinic-library-repository';
import { firstParagraph, htmlToMarkdown } from './html-text';
import { getIndexLetter, toSearchForm } from './search-form';

export const REMOTE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** A runaway list (a next page forever) stops here. */
const MAX_PAGES = 50;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

const ZLink = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(300)),
  url: z.string().check(z.maxLength(2000)),
  description: z.optional(z.nullable(z.string().check(z.maxLength(5000)))),
  alternateName: z.optional(z.union([z.string(), z.array(z.string())])),
});
export const ZRemoteConditionList = z.object({
  significantLink: z.array(ZLink),
  relatedLink: z.optional(z.array(z.object({ name: z.string(), url: z.optional(z.string()) }))),
});

const ZPart = z.object({
  hasHealthAspect: z.optional(z.nullable(z.string())),
  headline: z.optional(z.nullable(z.string())),
  description: z.optional(z.nullable(z.string())),
  text: z.optional(z.nullable(z.string())),
  hasPart: z.optional(
    z.array(
      z.object({
        headline: z.optional(z.nullable(z.string())),
        text: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
});
export const ZRemoteCondition = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(300)),
  description: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
  alternateName: z.optional(z.union([z.string(), z.array(z.string())])),
  lastReviewed: z.optional(z.array(z.string())),
  dateModified: z.optional(z.nullable(z.string())),
  hasPart: z.array(ZPart),
  relatedLink: z.optional(z.array(z.object({ name: z.string(), url: z.optional(z.string()) }))),
});

/** What is cached for the index: the whole list, as our summaries. */
const ZCachedIndex = z.array(
  z.object({ id: z.string(), title: z.string(), also_called: z.array(z.string()), summary: z.string() }),
);

/** schema.org health aspects (the NHS API's `hasHealthAspect`) to our sections. */
const ASPECT_KEYS: Record<string, TClinicSectionKey> = {
  OverviewHealthAspect: 'overview',
  SymptomsHealthAspect: 'symptoms',
  SeeDoctorHealthAspect: 'when-to-see-a-doctor',
  CausesHealthAspect: 'causes',
  RisksOrComplicationsHealthAspect: 'complications',
  PreventionHealthAspect: 'prevention',
  DiagnosisHealthAspect: 'diagnosis',
  ScreeningHealthAspect: 'diagnosis',
  TreatmentsHealthAspect: 'treatment',
  TreatmentHealthAspect: 'treatment',
  SelfCareHealthAspect: 'treatment',
  LivingWithHealthAspect: 'living-with',
};
const HEADLINE_KEYS: [RegExp, TClinicSectionKey][] = [
  [/see a (gp|doctor)|get help|urgent|emergency|when to/i, 'when-to-see-a-doctor'],
  [/symptom/i, 'symptoms'],
  [/risk/i, 'risk-factors'],
  [/complication/i, 'complications'],
  [/cause/i, 'causes'],
  [/prevent/i, 'prevention'],
  [/diagnos|test/i, 'diagnosis'],
  [/treat|self-care|medicine/i, 'treatment'],
  [/living with|support/i, 'living-with'],
  [/overview|about/i, 'overview'],
];

function sectionKeyOf(part: z.infer<typeof ZPart>): TClinicSectionKey {
  const aspect = part.hasHealthAspect?.split('/').pop() ?? '';
  const byAspect = ASPECT_KEYS[aspect];
  if (byAspect) return byAspect;
  const headline = part.headline ?? '';
  return HEADLINE_KEYS.find(([pattern]) => pattern.test(headline))?.[1] ?? 'overview';
}

function toNames(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value ? [value] : []).map((name) => name.trim()).filter(Boolean);
}

/** The condition's id: the last segment of its address (`…/conditions/asthma/` → `asthma`). */
export function idFromUrl(url: string): string | undefined {
  const segment = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
  return CLINIC_CONDITION_ID_PATTERN.test(segment) ? segment : undefined;
}

function hasNextPage(list: z.infer<typeof ZRemoteConditionList>): boolean {
  return (list.relatedLink ?? []).some((link) => /next/i.test(link.name));
}

/** Edit distance, up to `max` (more is "far"). */
function isWithinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return (previous[b.length] ?? max + 1) <= max;
}

/** The remote index is small (hundreds of titles): searched in memory, misspellings within an edit or two. */
export function searchIndex(
  index: readonly TClinicConditionSummary[],
  query: string,
  limit: number,
): TClinicConditionSummary[] {
  const q = toSearchForm(query);
  const words = q.split(' ').filter(Boolean);
  const scored = index.flatMap((entry) => {
    const title = toSearchForm(entry.title);
    const text = toSearchForm([entry.title, ...entry.also_called, entry.summary].join(' '));
    const textWords = text.split(' ');
    const matched = words.filter(
      (word) =>
        textWords.some((candidate) => candidate.startsWith(word)) ||
        (word.length >= 4 && textWords.some((candidate) => isWithinEdits(word, candidate, word.length >= 7 ? 2 : 1))),
    ).length;
    if (matched < words.length && !title.startsWith(q)) return [];
    const rank = (title === q ? 4 : 0) + (title.startsWith(q) ? 2 : 0) + matched / words.length;
    return [{ entry, rank, title }];
  });
  return scored
    .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title))
    .slice(0, limit)
    .map(({ entry }) => entry);
}

export interface RemoteClinicProviderOptions {
  /** The API's base address, e.g. `https://api.service.nhs.uk/nhs-website-content`. */
  baseUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  repository: ClinicLibraryRepository;
  now?: () => number;
  log?: { warn(object: object, message: string): void };
}

export function createRemoteClinicProvider(options: RemoteClinicProviderOptions): ClinicContentProvider {
  const { repository, timeoutMs } = options;
  let base = options.baseUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  const now = options.now ?? Date.now;
  const host = new URL(base).hostname;
  const source = { name: host, attribution: `Content supplied by ${host}.` };
  const inFlight = new Map<string, Promise<unknown>>();

  async function fetchJson(path: string): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['subscription-key'] = options.apiKey;
    const response = await fetch(`${base}${path}`, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`The clinic content API answered ${response.status}.`);
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error('The clinic content API answered too much.');
    return JSON.parse(text) as unknown;
  }

  /**
   * A fresh cached answer, else a new one (validated, then cached), else a stale cached one, else 503.
   * `load` throws on anything but a good answer; `parseCached` guards against a cache row of another shape.
   */
  async function cached<T>(
    tenant: ClinicTenant,
    key: string,
    load: () => Promise<T>,
    parseCached: (body: unknown) => T | undefined,
  ): Promise<T | undefined> {
    const readFresh = async () => {
      const hit = await repository.readCache(tenant.id, key);
      const body = hit ? parseCached(hit.body) : undefined;
      return {
        body,
        fresh: hit !== undefined && body !== undefined && now() - hit.fetchedAt.getTime() < REMOTE_CACHE_TTL_MS,
      };
    };
    const { body: fromCache, fresh: isFresh } = await readFresh();
    if (isFresh) return fromCache;
    try {
      // Requests arriving together share one call to the API.
      const flightKey = `${tenant.id}:${key}`;
      let flight = inFlight.get(flightKey) as Promise<T> | undefined;
      if (!flight) {
        flight = (async () => {
          // A request that read the cache before another's call refreshed it (and that call has ended)
          // finds the new answer here rather than calling again.
          const again = await readFresh();
          if (again.fresh && again.body !== undefined) return again.body;
          const fresh = await load();
          await repository.writeCache(tenant.id, key, fresh, new Date(now()));
          return fresh;
        })().finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      return await flight;
    } catch (error) {
      if (error instanceof NotFoundRemotely) return undefined;
      // The reason only: never the key (a header) nor what a member asked for.
      options.log?.warn({ tenant: tenant.key, reason: (error as Error).name }, 'clinic content API failed');
      if (fromCache !== undefined) return fromCache;
      throw new AppError(ERROR_CODES.unavailable, CLINIC_UNAVAILABLE_MESSAGE);
    }
  }

  async function loadIndex(): Promise<TClinicConditionSummary[]> {
    const entries = new Map<string, TClinicConditionSummary>();
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const list = ZRemoteConditionList.parse(await fetchJson(`/conditions?page=${page}`));
      for (const link of list.significantLink) {
        const id = idFromUrl(link.url);
        if (!id || entries.has(id)) continue;
        entries.set(id, {
          id,
          title: link.name.trim(),
          also_called: toNames(link.alternateName),
          summary: firstParagraph(htmlToMarkdown(link.description ?? '')),
        });
      }
      if (!hasNextPage(list) || list.significantLink.length === 0) break;
    }
    return [...entries.values()];
  }

  async function getIndex(tenant: ClinicTenant): Promise<TClinicConditionSummary[]> {
    const index = await cached(tenant, 'index', loadIndex, (body) => {
      const parsed = ZCachedIndex.safeParse(body);
      return parsed.success ? parsed.data : undefined;
    });
    return index ?? [];
  }

  function toCondition(
    id: string,
    remote: z.infer<typeof ZRemoteCondition>,
    index: readonly TClinicConditionSummary[],
  ) {
    const bodies = new Map<TClinicSectionKey, string[]>();
    for (const part of remote.hasPart) {
      const key = sectionKeyOf(part);
      const texts = [part.text, ...(part.hasPart ?? []).map((inner) => inner.text)]
        .map((html) => htmlToMarkdown(html ?? ''))
        .filter(Boolean);
      if (texts.length > 0) bodies.set(key, [...(bodies.get(key) ?? []), ...texts]);
    }
    const sections: TClinicSection[] = [...bodies].map(([key, texts]) => ({ key, body: texts.join('\n\n') }));
    const titles = new Map(index.map((entry) => [entry.id, entry.title]));
    const related = (remote.relatedLink ?? []).flatMap((link) => {
      const relatedId = link.url ? idFromUrl(link.url) : undefined;
      const title = relatedId ? titles.get(relatedId) : undefined;
      return relatedId && title && relatedId !== id ? [{ id: relatedId, title }] : [];
    });
    const reviewed = [...(remote.lastReviewed ?? []), remote.dateModified ?? '']
      .map((value) => value.slice(0, 10))
      .find((value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
    const condition: TClinicConditionResponse = {
      id,
      locale: 'en',
      title: remote.name.trim(),
      also_called: toNames(remote.alternateName),
      summary: firstParagraph(htmlToMarkdown(remote.description ?? '')),
      sections: orderSections(sections),
      related,
      source: { ...source, url: remote.url && /^https:\/\//.test(remote.url) ? remote.url : null },
      last_reviewed: reviewed ?? null,
    };
    return condition;
  }

  return {
    kind: 'remote',
    async describe(tenant) {
      const index = await getIndex(tenant);
      return { provider: 'remote', locale: 'en', condition_count: index.length, sources: [{ ...source, url: null }] };
    },
    async listLetters(tenant) {
      const counts = new Map<string, number>();
      for (const entry of await getIndex(tenant)) {
        const letter = getIndexLetter(entry.title);
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      }
      return toLetters(counts);
    },
    async listByLetter(tenant, _locale, letter) {
      return (await getIndex(tenant))
        .filter((entry) => getIndexLetter(entry.title) === letter)
        .sort((a, b) => toSearchForm(a.title).localeCompare(toSearchForm(b.title)));
    },
    async search(tenant, _locale, query, limit) {
      return searchIndex(await getIndex(tenant), query, limit);
    },
    async getCondition(tenant, _locale, id) {
      const index = await getIndex(tenant);
      return cached(
        tenant,
        `condition:${id}`,
        async () => {
          const raw = await fetchJsonOrMissing(`/conditions/${encodeURIComponent(id)}`);
          return toCondition(id, ZRemoteCondition.parse(raw), index);
        },
        (body) => {
          const parsed = ZCachedCondition.safeParse(body);
          return parsed.success ? parsed.data : undefined;
        },
      );
    },
  };

  async function fetchJsonOrMissing(path: string): Promise<unknown> {
    try {
      return await fetchJson(path);
    } catch (error) {
      if (error instanceof Error && / 404\.$/.test(error.message)) throw new NotFoundRemotely();
      throw error;
    }
  }
}

/** The API says it has no such condition: a 404 for the member, not an outage. */
class NotFoundRemotely extends Error {}
