import type { ZListContentQuery } from '@portal/contracts/content';
import { ERROR_CODES } from '@portal/contracts/errors';
import { getMediaContentPath } from '@portal/contracts/media';
import { VIDEO_MESSAGES } from '@portal/contracts/videos';
import type {
  TListVideosResponse,
  TVideo,
  TVideoProgressResponse,
  ZCreateVideoRequest,
  ZUpdateVideoRequest,
} from '@portal/contracts/videos';
import type { z } from 'zod/mini';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import { canEditContent } from './content-access';
import { decodeCursor, toPage } from './content-listing';
import type { VideoFields, VideoRow, VideosRepository } from './videos-repository';
import type { ActivityRewards } from '../rewards/rewards-service';

type VideoInput = z.output<typeof ZCreateVideoRequest>;

function notFound(message: string = VIDEO_MESSAGES.notFound): AppError {
  return new AppError(ERROR_CODES.notFound, message);
}

export function getVideoCaptionsPath(id: string): string {
  return `/api/authorization/videos/${id}/captions`;
}

export function toVideo(row: VideoRow): TVideo {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    duration_seconds: row.durationSeconds,
    poster_media_id: row.posterMediaId,
    poster_url: row.posterMediaId ? getMediaContentPath(row.posterMediaId) : null,
    source: row.sourceMediaId
      ? { kind: 'media', media_id: row.sourceMediaId, url: getMediaContentPath(row.sourceMediaId) }
      : { kind: 'external', url: row.sourceUrl ?? '' },
    has_captions: row.captions !== null,
    captions_url: row.captions !== null ? getVideoCaptionsPath(row.id) : null,
    category: row.category,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export interface VideosService {
  listVideos(caller: Caller, query: z.output<typeof ZListContentQuery>): Promise<TListVideosResponse>;
  getVideo(caller: Caller, id: string): Promise<TVideo>;
  getCaptions(caller: Caller, id: string): Promise<string>;
  /** An editor's call (the route admits editors and admins only); audited with `context`. */
  createVideo(caller: Caller, video: VideoInput, context: ClientContext): Promise<TVideo>;
  /** An editor's call (the route admits editors and admins only); audited with `context`. */
  updateVideo(
    caller: Caller,
    input: { id: string; video: z.output<typeof ZUpdateVideoRequest> },
    context: ClientContext,
  ): Promise<TVideo>;
  getProgress(caller: Caller, id: string): Promise<TVideoProgressResponse>;
  saveProgress(caller: Caller, input: { id: string; positionSeconds: number }): Promise<TVideoProgressResponse>;
}

/** A video counts as watched at 90 % of its length… */
export const VIDEO_WATCHED_SHARE = 0.9;
/** …when the server's clock saw at least half its length pass since the member began it. */
export const VIDEO_WATCHING_TIME_SHARE = 0.5;

export function createVideosService(deps: {
  repository: VideosRepository;
  /** The points a video watched to the end earns (once each, within the plan's daily and yearly limits). */
  rewards?: Pick<ActivityRewards, 'award'>;
  now?: () => Date;
}): VideosService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The video the caller may see: published ones, and drafts for editors; 404 for everything else. */
  async function findVisible({ tenant, account }: Caller, id: string) {
    const row = await repository.findVideo(tenant.id, id);
    if (!row || (row.status !== 'published' && !canEditContent(account))) throw notFound();
    return row;
  }

  async function toFields(tenantId: string, video: VideoInput): Promise<VideoFields> {
    if (video.poster_media_id && !(await repository.findSharedMedia(tenantId, video.poster_media_id, 'image'))) {
      throw validationFailed(VIDEO_MESSAGES.posterNotImage, 'poster_media_id');
    }
    const source = video.source;
    if ('media_id' in source && !(await repository.findSharedMedia(tenantId, source.media_id, 'video'))) {
      throw validationFailed(VIDEO_MESSAGES.sourceNotVideo, 'source');
    }
    return {
      slug: null,
      title: video.title,
      description: video.description,
      durationSeconds: video.duration_seconds,
      posterMediaId: video.poster_media_id,
      sourceMediaId: 'media_id' in source ? source.media_id : null,
      sourceUrl: 'url' in source ? source.url : null,
      captions: video.captions,
      category: video.category,
      status: video.status,
    };
  }

  return {
    async listVideos({ tenant, account }, query) {
      const rows = await repository.listVideos({
        tenantId: tenant.id,
        includeDrafts: canEditContent(account),
        search: query.search || undefined,
        category: query.category || undefined,
        status: query.status || undefined,
        cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = toPage(rows, query.limit);
      return { items: page.rows.map(toVideo), next_cursor: page.nextCursor };
    },

    async getVideo(caller, id) {
      return toVideo(await findVisible(caller, id));
    },

    async getCaptions(caller, id) {
      const row = await findVisible(caller, id);
      if (row.captions === null) throw notFound(VIDEO_MESSAGES.noCaptions);
      return row.captions;
    },

    async createVideo({ tenant, account }, video, context) {
      const row = await repository.createVideo(tenant.id, await toFields(tenant.id, video), {
        actorAccountId: account.id,
        context,
      });
      if (!row) throw new Error('The video was not stored.');
      return toVideo(row);
    },

    async updateVideo({ tenant, account }, { id, video }, context) {
      const existing = await repository.findVideo(tenant.id, id);
      if (!existing) throw notFound();
      // The address a seeded video was given stays; the API does not set one.
      const fields = { ...(await toFields(tenant.id, video)), slug: existing.slug };
      const row = await repository.updateVideo(tenant.id, id, video.version, fields, {
        actorAccountId: account.id,
        context,
      });
      if (row) return toVideo(row);
      const current = await repository.findVideo(tenant.id, id);
      if (!current) throw notFound();
      throw new AppError(ERROR_CODES.conflict, VIDEO_MESSAGES.conflict, undefined, {
        current_version: current.version,
      });
    },

    async getProgress(caller, id) {
      const row = await findVisible(caller, id);
      const progress = await repository.findProgress(caller.tenant.id, caller.account.id, row.id);
      return {
        video_id: row.id,
        position_seconds: progress?.positionSeconds ?? 0,
        updated_at: progress?.updatedAt.toISOString() ?? null,
      };
    },

    async saveProgress(caller, { id, positionSeconds }) {
      const row = await findVisible(caller, id);
      const saved = await repository.saveProgress(caller.tenant.id, caller.account.id, row.id, positionSeconds);
      const watchedSeconds = (now().getTime() - saved.startedAt.getTime()) / 1000;
      if (
        row.status === 'published' &&
        positionSeconds >= row.durationSeconds * VIDEO_WATCHED_SHARE &&
        watchedSeconds >= row.durationSeconds * VIDEO_WATCHING_TIME_SHARE
      ) {
        await deps.rewards?.award({
          tenant: caller.tenant,
          accountId: caller.account.id,
          source: 'video',
          activityKey: 'video',
          awardKey: `video:${row.id}`,
        });
      }
      return {
        video_id: row.id,
        position_seconds: saved.positionSeconds,
        updated_at: saved.updatedAt.toISOString(),
      };
    },
  };
}
