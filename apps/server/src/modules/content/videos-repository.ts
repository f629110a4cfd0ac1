import { and, eq, sql } from 'drizzle-orm';
import type { TMediaKind } from '@portal/contracts/media';
import type { Database } from '../../db/client';
import { videoProgress, videos } from '../../db/schema';
import { findSharedMedia } from './articles-repository';
import { recordContentChange } from './content-audit';
import type { ContentChange } from './content-audit';
import { buildListQuery } from './content-listing';
import type { ListFilter } from './content-listing';

export type VideoRow = typeof videos.$inferSelect;
export type VideoFields = Pick<
  typeof videos.$inferInsert,
  | 'slug'
  | 'title'
  | 'description'
  | 'durationSeconds'
  | 'posterMediaId'
  | 'sourceMediaId'
  | 'sourceUrl'
  | 'captions'
  | 'category'
  | 'status'
>;
export type VideoProgressRow = typeof videoProgress.$inferSelect;

/** Every query names the tenant: an id alone never finds a row. */
export function createVideosRepository(db: Database) {
  return {
    listVideos(filter: ListFilter): Promise<VideoRow[]> {
      const query = buildListQuery(videos, [videos.title, videos.description], filter);
      return db
        .select()
        .from(videos)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(query.limit);
    },

    async findVideo(tenantId: string, id: string): Promise<VideoRow | undefined> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.tenantId, tenantId)))
        .limit(1);
      return row;
    },

    /** Stores the video and its audit row (`video_changed`, by `change`'s editor) in one transaction. */
    createVideo(tenantId: string, fields: VideoFields, change: ContentChange): Promise<VideoRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(videos)
          .values({ tenantId, ...fields, publishedAt: fields.status === 'published' ? sql`now()` : null })
          .onConflictDoNothing()
          .returning();
        if (row) await recordContentChange(tx, { tenantId, kind: 'video', row, isNew: true, change });
        return row;
      });
    },

    /** Saves only if the stored version is still `version`, with its audit row; undefined otherwise (nothing recorded). */
    updateVideo(
      tenantId: string,
      id: string,
      version: number,
      fields: VideoFields,
      change: ContentChange,
    ): Promise<VideoRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(videos)
          .set({
            ...fields,
            publishedAt: fields.status === 'published' ? sql`coalesce(${videos.publishedAt}, now())` : null,
            updatedAt: sql`now()`,
            version: sql`${videos.version} + 1`,
          })
          .where(and(eq(videos.id, id), eq(videos.tenantId, tenantId), eq(videos.version, version)))
          .returning();
        if (row) await recordContentChange(tx, { tenantId, kind: 'video', row, isNew: false, change });
        return row;
      });
    },

    async findProgress(tenantId: string, accountId: string, videoId: string): Promise<VideoProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(videoProgress)
        .where(
          and(
            eq(videoProgress.tenantId, tenantId),
            eq(videoProgress.accountId, accountId),
            eq(videoProgress.videoId, videoId),
          ),
        )
        .limit(1);
      return row;
    },

    async saveProgress(tenantId: string, accountId: string, videoId: string, positionSeconds: number) {
      const [row] = await db
        .insert(videoProgress)
        .values({ tenantId, accountId, videoId, positionSeconds })
        .onConflictDoUpdate({
          target: [videoProgress.accountId, videoProgress.videoId],
          set: { positionSeconds, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('The progress was not stored.');
      return row;
    },

    findSharedMedia: (tenantId: string, id: string, kind: TMediaKind) => findSharedMedia(db, tenantId, id, kind),
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
