import { getBrand, isBrandKey } from '@portal/contracts/brands';
import { isPartnerProgramme } from '@portal/contracts/programmes';
import type { TAppLocale } from '@portal/contracts/locales';
import { APP_LOCALES } from '@portal/contracts/locales';
import { NEWS_CACHE_TTL_SECONDS, NEWS_FEED_SIZE } from '@portal/contracts/news';
import type { TListNewsResponse, TNewsItem } from '@portal/contracts/news';
import { PROGRAMME_SETTINGS_LIMITS, PROGRAMME_SETTINGS_MESSAGES } from '@portal/contracts/programme-settings';
import type {
  TAdminAnnouncement,
  TAdminAnnouncementsResponse,
  ZCreateAnnouncementRequest,
  ZUpdateAnnouncementRequest,
} from '@portal/contracts/programme-settings';
import type { z } from 'zod/mini';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError } from '../../lib/errors';
import type { AuditEvent } from '../audit-log/audit-log-repository';
import { getDemoAnnouncements, publishedAt } from './demo-announcements';
import type { AnnouncementRow, NewAnnouncement, NewsRepository } from './news-repository';
import { NewsFeedError } from './remote-news-client';
import type { RemoteNewsClient } from './remote-news-client';

interface Log {
  warn(details: object, message: string): void;
}

export interface NewsService {
  /** The latest items for the caller's tenant in a language: never throws for a failed remote feed. */
  listNews(caller: Caller, locale: TAppLocale): Promise<TListNewsResponse>;
  /** Gives every tenant without any announcement the demo ones (both languages); returns how many tenants. */
  seedDemoAnnouncements(now?: Date): Promise<number>;
  /** An admin's list of the tenant's own announcements in one language, newest first. */
  listAnnouncementsForAdmin(caller: Caller, locale: TAppLocale): Promise<TAdminAnnouncementsResponse>;
  createAnnouncement(
    caller: Caller,
    input: { request: z.output<typeof ZCreateAnnouncementRequest>; context: ClientContext },
  ): Promise<TAdminAnnouncement>;
  updateAnnouncement(
    caller: Caller,
    input: { id: string; request: z.output<typeof ZUpdateAnnouncementRequest>; context: ClientContext },
  ): Promise<TAdminAnnouncement>;
  deleteAnnouncement(caller: Caller, input: { id: string; context: ClientContext }): Promise<void>;
}

function toAdminAnnouncement(row: AnnouncementRow): TAdminAnnouncement {
  return {
    id: row.id,
    // Announcements are written in the portal's languages only (the column's type is the profile's).
    locale: row.locale as TAppLocale,
    title: row.title,
    summary: row.summary,
    url: row.url,
    published_at: row.publishedAt.toISOString(),
  };
}

const announcementNotFound = () => new AppError(ERROR_CODES.notFound, PROGRAMME_SETTINGS_MESSAGES.announcementNotFound);

/** `programme_changed` for an announcement: its id, language and what happened; never its words. */
function announcementAudit(
  caller: Caller,
  context: ClientContext,
  action: 'created' | 'updated' | 'deleted',
  row: { id: string; locale: string },
): AuditEvent {
  return {
    tenantId: caller.tenant.id,
    accountId: null,
    actorAccountId: caller.account.id,
    event: 'programme_changed',
    context,
    details: { area: 'news', action, announcement_id: row.id, locale: row.locale },
  };
}

/**
 * Programme news: by default the tenant's own announcements (the database); with a remote client
 * (NEWS_API_URL) the remote feed, cached in the database per tenant and language for 15 minutes, served
 * stale when the remote fails, and an empty list when it fails with nothing cached: Home never breaks
 * over its news.
 */
export function createNewsService(deps: {
  repository: NewsRepository;
  remote?: RemoteNewsClient | undefined;
  log: Log;
  now?: () => Date;
}): NewsService {
  const { repository, remote, log } = deps;
  const now = deps.now ?? (() => new Date());
  /** One remote call per tenant and language at a time: requests arriving meanwhile share its answer. */
  const inFlight = new Map<string, Promise<TNewsItem[]>>();

  async function listAnnouncements(caller: Caller, locale: TAppLocale): Promise<TNewsItem[]> {
    const rows = await repository.listAnnouncements(caller.tenant.id, locale, NEWS_FEED_SIZE);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      ...(row.url ? { url: row.url } : {}),
      published_at: row.publishedAt.toISOString(),
      source: caller.tenant.brand.title,
    }));
  }

  async function refreshRemote(client: RemoteNewsClient, caller: Caller, locale: TAppLocale): Promise<TNewsItem[]> {
    const cached = await repository.readFeedCache(caller.tenant.id, locale);
    const age = cached ? now().getTime() - cached.fetchedAt.getTime() : Infinity;
    if (cached && age >= 0 && age < NEWS_CACHE_TTL_SECONDS * 1000) return cached.items;
    try {
      const items = await client.fetchLatest({
        tenantKey: caller.tenant.key,
        locale,
        limit: NEWS_FEED_SIZE,
        fallbackSource: caller.tenant.brand.title,
      });
      await repository.writeFeedCache(caller.tenant.id, locale, { items, fetchedAt: now() });
      return items;
    } catch (error) {
      if (!(error instanceof NewsFeedError)) throw error;
      log.warn(
        { tenant: caller.tenant.key, locale, reason: error.message, servedStale: Boolean(cached) },
        'the news feed failed',
      );
      return cached?.items ?? [];
    }
  }

  return {
    async listNews(caller, locale) {
      if (!remote) return { items: await listAnnouncements(caller, locale) };
      const key = `${caller.tenant.id}:${locale}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = refreshRemote(remote, caller, locale).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { items: await pending };
    },

    async listAnnouncementsForAdmin({ tenant }, locale) {
      const rows = await repository.listAllAnnouncements(
        tenant.id,
        locale,
        PROGRAMME_SETTINGS_LIMITS.announcementsListed,
      );
      return { items: rows.map(toAdminAnnouncement) };
    },

    async createAnnouncement(caller, { request, context }) {
      const row = await repository.createAnnouncement(
        {
          tenantId: caller.tenant.id,
          locale: request.locale,
          title: request.title,
          summary: request.summary,
          url: request.url ?? null,
        },
        (id) => announcementAudit(caller, context, 'created', { id, locale: request.locale }),
      );
      return toAdminAnnouncement(row);
    },

    async updateAnnouncement(caller, { id, request, context }) {
      const row = await repository.updateAnnouncement(
        caller.tenant.id,
        id,
        { title: request.title, summary: request.summary, url: request.url ?? null },
        (updated) => announcementAudit(caller, context, 'updated', updated),
      );
      if (!row) throw announcementNotFound();
      return toAdminAnnouncement(row);
    },

    async deleteAnnouncement(caller, { id, context }) {
      const deleted = await repository.deleteAnnouncement(caller.tenant.id, id, (row) =>
        announcementAudit(caller, context, 'deleted', row),
      );
      if (!deleted) throw announcementNotFound();
    },

    async seedDemoAnnouncements(at = now()) {
      const tenants = await repository.listTenantsWithoutAnnouncements();
      const rows: NewAnnouncement[] = [];
      for (const tenant of tenants) {
        if (!isBrandKey(tenant.key)) continue;
        const brand = getBrand(tenant.key);
        const programmes = tenant.programmes?.filter(isPartnerProgramme) ?? brand.programmes;
        for (const announcement of getDemoAnnouncements({ title: brand.title, programmes })) {
          for (const locale of APP_LOCALES) {
            rows.push({
              tenantId: tenant.id,
              locale,
              ...announcement.text[locale],
              url: announcement.url ?? null,
              publishedAt: publishedAt(announcement, at),
            });
          }
        }
      }
      await repository.insertAnnouncements(rows);
      return tenants.length;
    },
  };
}
