/**
 * Videos: `GET /videos`, `GET /videos/:id`, `GET /videos/:id/captions`
 * (WebVTT), `POST /videos`, `PUT /videos/:id`, and the member's resume point
 * `GET`/`PUT /videos/:id/progress`, under `/api/authorization`.
 *
 * A video plays either from the portal's media storage (a shared media
 * object; its bytes at `source.url`, which needs the bearer token) or from an
 * external https address.
 */
import * as z from 'zod/mini';
import { ZContentCategory, ZContentStatus, ZContentVersion, ZMediaReference } from './content';
import { createIdSchema } from './ids';

export const VIDEO_TITLE_MAX_LENGTH = 160;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 2_000;
export const VIDEO_DURATION_MAX_SECONDS = 24 * 60 * 60;
export const VIDEO_CAPTIONS_MAX_LENGTH = 200_000;
export const VIDEO_URL_MAX_LENGTH = 2_000;
export const VIDEO_CAPTIONS_CONTENT_TYPE = 'text/vtt; charset=utf-8';

export const VIDEO_MESSAGES = {
  titleRequired: 'Give the video a title.',
  titleTooLong: `Use at most ${VIDEO_TITLE_MAX_LENGTH} characters for the title.`,
  descriptionTooLong: `Use at most ${VIDEO_DESCRIPTION_MAX_LENGTH} characters for the description.`,
  duration: 'Enter the length in whole seconds.',
  source: 'Choose an uploaded video or enter an https:// address.',
  captions: 'Captions must be a WebVTT file (starting with WEBVTT).',
  captionsTooLong: 'The captions are too long.',
  notFound: 'That video was not found.',
  noCaptions: 'This video has no captions.',
  conflict: 'Someone else saved this video since you opened it.',
  posterNotImage: 'Choose an image for the poster.',
  sourceNotVideo: 'Choose an uploaded video.',
  editorsOnly: 'Only editors can change videos.',
  position: 'Send the position in seconds.',
} as const;

export const ZVideoSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('media'), media_id: z.string(), url: z.string() }),
  z.object({ kind: z.literal('external'), url: z.string() }),
]);
export type TVideoSource = z.infer<typeof ZVideoSource>;

export const ZVideoSummary = z.object({
  id: z.string(),
  slug: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  duration_seconds: z.number(),
  poster_media_id: z.nullable(z.string()),
  /** Same-origin path of the poster's bytes (needs the bearer token), or null. */
  poster_url: z.nullable(z.string()),
  source: ZVideoSource,
  has_captions: z.boolean(),
  /** `GET /videos/:id/captions` (text/vtt), or null without captions. */
  captions_url: z.nullable(z.string()),
  category: ZContentCategory,
  status: ZContentStatus,
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.number(),
});
export type TVideoSummary = z.infer<typeof ZVideoSummary>;
export const ZVideo = ZVideoSummary;
export type TVideo = TVideoSummary;
export const ZVideoResponse = ZVideo;
export type TVideoResponse = TVideo;

export const ZListVideosResponse = z.object({
  items: z.array(ZVideoSummary),
  next_cursor: z.nullable(z.string()),
});
export type TListVideosResponse = z.infer<typeof ZListVideosResponse>;

/** What an editor sends as the source: a media object id, or an external https address. */
export const ZVideoSourceInput = z.union(
  [
    z.object({ media_id: createIdSchema(VIDEO_MESSAGES.sourceNotVideo) }),
    z.object({
      url: z
        .string({ error: VIDEO_MESSAGES.source })
        .check(
          z.trim(),
          z.maxLength(VIDEO_URL_MAX_LENGTH, VIDEO_MESSAGES.source),
          z.regex(/^https:\/\/[^\s/?#@]+(\/[^\s]*)?$/, VIDEO_MESSAGES.source),
        ),
    }),
  ],
  { error: VIDEO_MESSAGES.source },
);
export type TVideoSourceInput = z.infer<typeof ZVideoSourceInput>;

const videoFields = {
  title: z
    .string({ error: VIDEO_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, VIDEO_MESSAGES.titleRequired),
      z.maxLength(VIDEO_TITLE_MAX_LENGTH, VIDEO_MESSAGES.titleTooLong),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(VIDEO_DESCRIPTION_MAX_LENGTH, VIDEO_MESSAGES.descriptionTooLong)),
    '',
  ),
  duration_seconds: z
    .number({ error: VIDEO_MESSAGES.duration })
    .check(
      z.int(VIDEO_MESSAGES.duration),
      z.minimum(0, VIDEO_MESSAGES.duration),
      z.maximum(VIDEO_DURATION_MAX_SECONDS, VIDEO_MESSAGES.duration),
    ),
  poster_media_id: z._default(ZMediaReference, null),
  source: ZVideoSourceInput,
  /** WebVTT text, or null for none. */
  captions: z._default(
    z.nullable(
      z.string().check(
        z.maxLength(VIDEO_CAPTIONS_MAX_LENGTH, VIDEO_MESSAGES.captionsTooLong),
        z.refine((value) => /^(\uFEFF)?WEBVTT([ \t].*)?(\r?\n|$)/.test(value), VIDEO_MESSAGES.captions),
      ),
    ),
    null,
  ),
  category: ZContentCategory,
  status: z._default(ZContentStatus, 'draft'),
};

/** `POST /videos` (editors and admins). */
export const ZCreateVideoRequest = z.object(videoFields);
export type TCreateVideoRequest = z.input<typeof ZCreateVideoRequest>;

/** `PUT /videos/:id`: the whole video, with the version it was read at. */
export const ZUpdateVideoRequest = z.object({ ...videoFields, version: ZContentVersion });
export type TUpdateVideoRequest = z.input<typeof ZUpdateVideoRequest>;

/** `PUT /videos/:id/progress`: where the member stopped, to resume there. */
export const ZSaveVideoProgressRequest = z.object({
  position_seconds: z
    .number({ error: VIDEO_MESSAGES.position })
    .check(z.minimum(0, VIDEO_MESSAGES.position), z.maximum(VIDEO_DURATION_MAX_SECONDS, VIDEO_MESSAGES.position)),
});
export type TSaveVideoProgressRequest = z.input<typeof ZSaveVideoProgressRequest>;

/** `GET /videos/:id/progress`: 0 and null `updated_at` when the member has not watched it. */
export const ZVideoProgressResponse = z.object({
  video_id: z.string(),
  position_seconds: z.number(),
  updated_at: z.nullable(z.string()),
});
export type TVideoProgressResponse = z.infer<typeof ZVideoProgressResponse>;
