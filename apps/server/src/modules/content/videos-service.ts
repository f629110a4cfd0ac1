import { UUID_PATTERN } from '@portal/contracts/content';
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
import { AppError, forbidden, validationFailed } from '../../lib/errors';
import type { SessionAccount } from '../authorization/authorization-repository';
import { canEditContent } from './content-access';
import type { Caller } from './content-access';
import { decodeCursor, toPage } from './content-listing';
import type { VideoFields, VideoRow, VideosRepository } from './videos-repository';

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
  listVideos(input: Caller & { query: z.output<typeof ZListContentQuery> }): Promise<TListVideosResponse>;
  getVideo(input: Caller & { id: string }): Promise<TVideo>;
  getCaptions(input: Caller & { id: string }): Promise<string>;
  createVideo(input: Caller & { video: VideoInput }): Promise<TVideo>;
  updateVideo(input: Caller & { id: string; video: z.output<typeof ZUpdateVideoRequest> }): Promise<TVideo>;
  getProgress(input: Caller & { id: string }): Promise<TVideoProgressResponse>;
  saveProgress(input: Caller & { id: string; positionSeconds: number }): Promise<TVideoProgressResponse>;
}

export function createVideosService(deps: {
  repository: VideosRepository;
  authenticate: (input: Caller) => Promise<SessionAccount>;
}): VideosService {
  const { repository } = deps;

  async function authenticateEditor(caller: Caller) {
    const account = await deps.authenticate(caller);
    if (!canEditContent(account)) throw forbidden(VIDEO_MESSAGES.editorsOnly);
    return account;
  }

  /** The video the caller may see: published ones, and drafts for editors; 404 for everything else. */
  async function findVisible(caller: Caller, id: string) {
    const account = await deps.authenticate(caller);
    const row = UUID_PATTERN.test(id) ? await repository.findVideo(caller.tenant.id, id) : undefined;
    if (!row || (row.status !== 'published' && !canEditContent(account))) throw notFound();
    return { account, row };
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
    async listVideos({ query, ...caller }) {
      const account = await deps.authenticate(caller);
      const rows = await repository.listVideos({
        tenantId: caller.tenant.id,
        includeDrafts: canEditContent(account),
        search: query.search || undefined,
        category: query.category || undefined,
        cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = toPage(rows, query.limit);
      return { items: page.rows.map(toVideo), next_cursor: page.nextCursor };
    },

    async getVideo({ id, ...caller }) {
      return toVideo((await findVisible(caller, id)).row);
    },

    async getCaptions({ id, ...caller }) {
      const { row } = await findVisible(caller, id);
      if (row.captions === null) throw notFound(VIDEO_MESSAGES.noCaptions);
      return row.captions;
    },

    async createVideo({ video, ...caller }) {
      await authenticateEditor(caller);
      const row = await repository.createVideo(caller.tenant.id, await toFields(caller.tenant.id, video));
      if (!row) throw new Error('The video was not stored.');
      return toVideo(row);
    },

    async updateVideo({ id, video, ...caller }) {
      await authenticateEditor(caller);
      if (!UUID_PATTERN.test(id)) throw notFound();
      const existing = await repository.findVideo(caller.tenant.id, id);
      if (!existing) throw notFound();
      // The address a seeded video was given stays; the API does not set one.
      const fields = { ...(await toFields(caller.tenant.id, video)), slug: existing.slug };
      const row = await repository.updateVideo(caller.tenant.id, id, video.version, fields);
      if (row) return toVideo(row);
      const current = await repository.findVideo(caller.tenant.id, id);
      if (!current) throw notFound();
      throw new AppError(ERROR_CODES.conflict, VIDEO_MESSAGES.conflict, undefined, {
        current_version: current.version,
      });
    },

    async getProgress({ id, ...caller }) {
      const { account, row } = await findVisible(caller, id);
      const progress = await repository.findProgress(caller.tenant.id, account.accountId, row.id);
      return {
        video_id: row.id,
        position_seconds: progress?.positionSeconds ?? 0,
        updated_at: progress?.updatedAt.toISOString() ?? null,
      };
    },

    async saveProgress({ id, positionSeconds, ...caller }) {
      const { account, row } = await findVisible(caller, id);
      const saved = await repository.saveProgress(caller.tenant.id, account.accountId, row.id, positionSeconds);
      return {
        video_id: row.id,
        position_seconds: saved.positionSeconds,
        updated_at: saved.updatedAt.toISOString(),
      };
    },
  };
}
