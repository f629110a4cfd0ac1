/**
 * The demo articles and videos every brand starts with. Articles are Markdown
 * files with front matter in `demo/articles/` (copied beside the bundle by
 * build.mjs, so the same relative path works from src/ and dist/); videos,
 * posters and captions are files in `apps/server/demo-media/`, copied into the
 * media storage as shared media. Idempotent: an item whose slug exists is
 * left as editors made it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, readFile, readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ARTICLE_BODY_MAX_LENGTH } from '@portal/contracts/articles';
import { getReadingTimeMinutes } from '@portal/contracts/reading-time';
import { CONTENT_CATEGORIES } from '@portal/contracts/content';
import type { TContentCategory, TContentStatus } from '@portal/contracts/content';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articles, mediaObjects, tenants, videos } from '../../db/schema';
import type { Storage } from '../media/storage/storage';
import { DEMO_VIDEOS, DEMO_VIDEO_FILES } from './demo-videos';
import { parseFrontMatter } from './front-matter';

export interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  category: TContentCategory;
  tags: string[];
  status: TContentStatus;
  body: string;
}

const ARTICLES_DIR = fileURLToPath(new URL('./demo/articles/', import.meta.url));
/** From src/modules/content/ (tests, tsx) and from dist/ (the bundle). */
const MEDIA_DIR_CANDIDATES = [
  fileURLToPath(new URL('../../../demo-media/', import.meta.url)),
  fileURLToPath(new URL('../demo-media/', import.meta.url)),
];

async function findMediaDir(): Promise<string | undefined> {
  for (const dir of MEDIA_DIR_CANDIDATES) {
    try {
      await access(`${dir}videos-manifest.txt`);
      return dir;
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

function isCategory(value: unknown): value is TContentCategory {
  return typeof value === 'string' && (CONTENT_CATEGORIES as readonly string[]).includes(value);
}

/** Reads and checks every demo article; a broken file is a build mistake, so it throws. */
export async function loadDemoArticles(dir = ARTICLES_DIR): Promise<DemoArticle[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { attributes, body } = parseFrontMatter(await readFile(`${dir}${file}`, 'utf8'));
      const { title, summary, category, tags, status } = attributes;
      if (typeof title !== 'string' || typeof summary !== 'string' || !isCategory(category)) {
        throw new Error(`Demo article ${file} needs a title, a summary and a known category.`);
      }
      if (body.length > ARTICLE_BODY_MAX_LENGTH) throw new Error(`Demo article ${file} is too long.`);
      return {
        slug: file.replace(/\.md$/, ''),
        title,
        summary,
        category,
        tags: Array.isArray(tags) ? tags : [],
        status: status === 'draft' ? 'draft' : 'published',
        body,
      };
    }),
  );
}

/** A stable id per tenant and file, so re-seeding finds the same media object. */
function demoMediaId(tenantKey: string, file: string): string {
  const hex = createHash('sha256').update(`demo-media:${tenantKey}:${file}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DemoContentSummary {
  articlesCreated: number;
  videosCreated: number;
}

export function createDemoContentSeeder(deps: { db: Database; storage: Storage }) {
  const { db, storage } = deps;

  /** Copies one file into shared storage and records it, unless both are there already. */
  async function ensureMedia(
    tenant: { id: string; key: string },
    dir: string,
    file: string,
    media: { kind: 'image' | 'video'; contentType: string; title: string },
  ): Promise<string> {
    const id = demoMediaId(tenant.key, file);
    const key = { tenantKey: tenant.key, ownerAccountId: null, objectId: id };
    const { size } = await stat(`${dir}${file}`);
    if ((await storage.stat(key))?.size !== size) {
      await storage.put(key, createReadStream(`${dir}${file}`), { maxBytes: size });
    }
    await db
      .insert(mediaObjects)
      .values({ id, tenantId: tenant.id, ownerAccountId: null, uploadedBy: null, size, ...media })
      .onConflictDoNothing({ target: mediaObjects.id });
    return id;
  }

  return {
    async seedDemoContent(tenantKeys?: readonly string[]): Promise<DemoContentSummary> {
      const summary: DemoContentSummary = { articlesCreated: 0, videosCreated: 0 };
      const demoArticles = await loadDemoArticles();
      const mediaDir = await findMediaDir();
      const rows = await db
        .select({ id: tenants.id, key: tenants.key, name: tenants.name })
        .from(tenants)
        .where(tenantKeys ? inArray(tenants.key, [...tenantKeys]) : undefined);
      for (const tenant of rows) {
        const created = await db
          .insert(articles)
          .values(
            demoArticles.map((article, index) => ({
              tenantId: tenant.id,
              slug: article.slug,
              title: article.title,
              summary: article.summary,
              body: article.body,
              category: article.category,
              tags: article.tags,
              status: article.status,
              authorAccountId: null,
              authorName: `${tenant.name} wellbeing team`,
              readingTimeMinutes: getReadingTimeMinutes(article.body),
              // A day apart, so the list has a stable, believable order.
              publishedAt: article.status === 'published' ? new Date(Date.now() - (index + 1) * 86_400_000) : null,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: articles.id });
        summary.articlesCreated += created.length;

        if (!mediaDir) continue;
        for (const [index, video] of DEMO_VIDEOS.entries()) {
          const [existing] = await db
            .select({ id: videos.id })
            .from(videos)
            .where(and(eq(videos.tenantId, tenant.id), eq(videos.slug, video.slug)))
            .limit(1);
          if (existing) continue;
          const files = DEMO_VIDEO_FILES(video.slug);
          const sourceMediaId = await ensureMedia(tenant, mediaDir, files.video, {
            kind: 'video',
            contentType: 'video/mp4',
            title: video.title,
          });
          const posterMediaId = await ensureMedia(tenant, mediaDir, files.poster, {
            kind: 'image',
            contentType: 'image/jpeg',
            title: `${video.title} (poster)`,
          });
          const captions = await readFile(`${mediaDir}${files.captions}`, 'utf8');
          const inserted = await db
            .insert(videos)
            .values({
              tenantId: tenant.id,
              slug: video.slug,
              title: video.title,
              description: video.description,
              durationSeconds: video.durationSeconds,
              posterMediaId,
              sourceMediaId,
              captions,
              category: video.category,
              status: 'published',
              publishedAt: new Date(Date.now() - (index + 1) * 3_600_000),
            })
            .onConflictDoNothing()
            .returning({ id: videos.id });
          summary.videosCreated += inserted.length;
        }
      }
      return summary;
    },
  };
}
export type DemoContentSeeder = ReturnType<typeof createDemoContentSeeder>;
