/**
 * Media: members' images and documents, programme-shared media, profile
 * pictures, and the storage client's error codes (docs/product.md's
 * `storage/…` catalogue).
 *
 * Uploads are raw request bodies (`POST /media?title=…` with the file's own
 * Content-Type), so an upload streams to storage with its exact size known
 * and needs no multipart parser on either side.
 */
import * as z from 'zod/mini';
import { createIdSchema } from './ids';

/** `video`: programme videos, uploaded by editors and admins (shared with the programme); members cannot upload videos. */
export const MEDIA_KINDS = ['image', 'document', 'video'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

export const MEGABYTE = 1024 * 1024;
export const IMAGE_MAX_BYTES = 15 * MEGABYTE;
export const DOCUMENT_MAX_BYTES = 25 * MEGABYTE;
/**
 * A programme video (MP4 or WebM, editors only). The player fetches the whole file with the bearer
 * token before it plays, so videos stay short; longer ones belong at an https address of a streaming host.
 */
export const VIDEO_MAX_BYTES = 200 * MEGABYTE;
/** What one member may store in all by default (the server's MEDIA_QUOTA_MB); shared media count against nobody. */
export const MEDIA_QUOTA_BYTES = 200 * MEGABYTE;
/**
 * The most pixels (width × height) an uploaded image may decode to: a phone's
 * 48-megapixel photo (8064 × 6048) fits, an image bomb (a small file that
 * declares a huge canvas) is refused before it is decoded.
 */
export const IMAGE_MAX_MEGAPIXELS = 50;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * The accepted content types: their kind, size limit, file-name extension and
 * the type they are stored as. Every image is decoded and stored re-encoded
 * without its metadata (EXIF, GPS position); HEIC/HEIF photos are stored as
 * JPEG, which every browser shows.
 */
export const MEDIA_TYPES = {
  'image/jpeg': { kind: 'image', maxBytes: IMAGE_MAX_BYTES, extension: 'jpg', storedAs: 'image/jpeg' },
  'image/png': { kind: 'image', maxBytes: IMAGE_MAX_BYTES, extension: 'png', storedAs: 'image/png' },
  'image/webp': { kind: 'image', maxBytes: IMAGE_MAX_BYTES, extension: 'webp', storedAs: 'image/webp' },
  'image/heic': { kind: 'image', maxBytes: IMAGE_MAX_BYTES, extension: 'heic', storedAs: 'image/jpeg' },
  'image/heif': { kind: 'image', maxBytes: IMAGE_MAX_BYTES, extension: 'heif', storedAs: 'image/jpeg' },
  'application/pdf': { kind: 'document', maxBytes: DOCUMENT_MAX_BYTES, extension: 'pdf', storedAs: 'application/pdf' },
  // Editors and admins only, always shared with the programme (a video's source).
  'video/mp4': { kind: 'video', maxBytes: VIDEO_MAX_BYTES, extension: 'mp4', storedAs: 'video/mp4' },
  'video/webm': { kind: 'video', maxBytes: VIDEO_MAX_BYTES, extension: 'webm', storedAs: 'video/webm' },
} as const satisfies Record<string, { kind: TMediaKind; maxBytes: number; extension: string; storedAs: string }>;
export type TMediaContentType = keyof typeof MEDIA_TYPES;
/** The content type of what is stored (and served, and in `content_type`) for an upload of this type. */
export type TStoredMediaContentType = (typeof MEDIA_TYPES)[TMediaContentType]['storedAs'];
export const MEDIA_CONTENT_TYPES = Object.keys(MEDIA_TYPES) as TMediaContentType[];
export const IMAGE_CONTENT_TYPES = MEDIA_CONTENT_TYPES.filter((type) => MEDIA_TYPES[type].kind === 'image');
/** What editors and admins may upload as a programme video. */
export const VIDEO_CONTENT_TYPES = MEDIA_CONTENT_TYPES.filter((type) => MEDIA_TYPES[type].kind === 'video');
/** What every member may upload (their own images and documents). */
export const MEMBER_MEDIA_CONTENT_TYPES = MEDIA_CONTENT_TYPES.filter((type) => MEDIA_TYPES[type].kind !== 'video');

export function isMediaContentType(value: string): value is TMediaContentType {
  return Object.hasOwn(MEDIA_TYPES, value);
}

/** `image/heic` → `image/jpeg`; every other type is stored as itself. */
export function getStoredContentType(contentType: TMediaContentType): TStoredMediaContentType {
  return MEDIA_TYPES[contentType].storedAs;
}

export const MEDIA_TITLE_MAX_LENGTH = 200;

export const MEDIA_MESSAGES = {
  unsupportedType: 'Upload a JPEG, PNG, WebP or HEIC image, or a PDF document.',
  notAnImage: 'Upload a JPEG, PNG, WebP or HEIC image.',
  contentMismatch: "The file's content does not match its type.",
  /** Begins like an image of its type but does not decode as one. */
  invalidImage: 'The file is not a valid image.',
  imageTooManyPixels: `This image is too large to process. Use one of at most ${IMAGE_MAX_MEGAPIXELS} megapixels.`,
  imageTooLarge: `Images can be at most ${IMAGE_MAX_BYTES / MEGABYTE} MB.`,
  documentTooLarge: `PDF documents can be at most ${DOCUMENT_MAX_BYTES / MEGABYTE} MB.`,
  videoTooLarge: `Videos can be at most ${VIDEO_MAX_BYTES / MEGABYTE} MB. Use an https address for longer ones.`,
  notAVideo: 'Upload an MP4 or WebM video.',
  videoEditorsOnly: 'Only editors and admins can upload videos.',
  videoNotShared: 'Videos are shared with the whole programme: upload them with shared=true.',
  quotaExceeded: 'This upload would take you past your storage allowance. Delete something first.',
  empty: 'The file is empty.',
  titleRequired: 'Give the file a title.',
  sharedForbidden: 'Only editors and admins can share media with the whole programme.',
  notFound: 'That file was not found.',
} as const;

/** API error codes of the media endpoints (beside the common ones: NOT_FOUND, PAYLOAD_TOO_LARGE, …). */
export const MEDIA_ERROR_CODES = {
  /** 400: the bytes are not what the Content-Type says (a renamed file, or an "image" that does not decode). */
  contentMismatch: 'MEDIA_CONTENT_MISMATCH',
  /** 415: a type we do not store. */
  unsupportedType: 'MEDIA_UNSUPPORTED_TYPE',
  /** 413: the member's quota would be exceeded. */
  quotaExceeded: 'MEDIA_QUOTA_EXCEEDED',
} as const;

/** `POST /media?title=…&shared=true`. The body is the file; its Content-Type header is the declared type. */
export const ZUploadMediaQuery = z.object({
  title: z
    .string({ error: MEDIA_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, MEDIA_MESSAGES.titleRequired),
      z.maxLength(MEDIA_TITLE_MAX_LENGTH, `Use at most ${MEDIA_TITLE_MAX_LENGTH} characters.`),
    ),
  shared: z.optional(z.enum(['true', 'false'])),
});
export type TUploadMediaQuery = z.input<typeof ZUploadMediaQuery>;

export const ZMediaObject = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number(),
  title: z.string(),
  /** Programme-shared media: every member of the tenant can open it. */
  is_shared: z.boolean(),
  /** Uploaded by (and counted against) the caller. */
  is_own: z.boolean(),
  created_at: z.string(),
  /** Same-origin path of the bytes (needs the bearer token). */
  content_url: z.string(),
});
export type TMediaObject = z.infer<typeof ZMediaObject>;
export const ZUploadMediaResponse = ZMediaObject;
export type TUploadMediaResponse = TMediaObject;

export const ZMediaUsage = z.object({ used: z.number(), quota: z.number() });
export type TMediaUsage = z.infer<typeof ZMediaUsage>;

/** `GET /media`: the member's own media and the programme's shared media, newest first. */
export const ZListMediaResponse = z.object({ items: z.array(ZMediaObject), usage: ZMediaUsage });
export type TListMediaResponse = z.infer<typeof ZListMediaResponse>;

/** `PUT /accounts/me/profile-picture` (raw image body). */
export const ZProfilePictureResponse = z.object({ profile_picture_name: z.string(), content_url: z.string() });
export type TProfilePictureResponse = z.infer<typeof ZProfilePictureResponse>;

/**
 * docs/product.md's storage client paths, `GET /api/storage/b/{bucket}/o/{path}`: the bucket is the
 * tenant's key and the path a media object's id; `?alt=media` answers the bytes, anything else the
 * object (`ZMediaObject`).
 */
export const ZStorageObjectParams = z.object({
  bucket: z.string(),
  path: createIdSchema(MEDIA_MESSAGES.notFound),
});
export const ZStorageObjectQuery = z.object({ alt: z.optional(z.string()) });

export function getMediaContentPath(id: string): string {
  return `/api/authorization/media/${id}/content`;
}

/**
 * docs/product.md's storage client error codes (`storage/…`), with the
 * message a person sees. The client maps an API answer to one of them with
 * `getStorageErrorCode`.
 */
export const STORAGE_ERROR_CODES = {
  unknown: 'storage/unknown',
  objectNotFound: 'storage/object-not-found',
  bucketNotFound: 'storage/bucket-not-found',
  projectNotFound: 'storage/project-not-found',
  quotaExceeded: 'storage/quota-exceeded',
  unauthenticated: 'storage/unauthenticated',
  unauthorized: 'storage/unauthorized',
  retryLimitExceeded: 'storage/retry-limit-exceeded',
  invalidChecksum: 'storage/invalid-checksum',
  canceled: 'storage/canceled',
  invalidEventName: 'storage/invalid-event-name',
  invalidUrl: 'storage/invalid-url',
  invalidArgument: 'storage/invalid-argument',
  noDefaultBucket: 'storage/no-default-bucket',
  cannotSliceBlob: 'storage/cannot-slice-blob',
  serverFileWrongSize: 'storage/server-file-wrong-size',
  invalidFormat: 'storage/invalid-format',
  fileTooLarge: 'storage/file-too-large',
} as const;
export type TStorageErrorCode = (typeof STORAGE_ERROR_CODES)[keyof typeof STORAGE_ERROR_CODES];

export const STORAGE_ERROR_MESSAGES: Record<TStorageErrorCode, string> = {
  'storage/unknown': 'Something went wrong with the file. Try again in a moment.',
  'storage/object-not-found': MEDIA_MESSAGES.notFound,
  'storage/bucket-not-found': 'This programme has no file storage.',
  'storage/project-not-found': 'This programme has no file storage.',
  'storage/quota-exceeded': MEDIA_MESSAGES.quotaExceeded,
  'storage/unauthenticated': 'Sign in again to continue.',
  'storage/unauthorized': 'Your account is not allowed to open that file.',
  'storage/retry-limit-exceeded': 'The upload took too long. Check your connection and try again.',
  'storage/invalid-checksum': 'The file was damaged on the way. Try again.',
  'storage/canceled': 'The upload was cancelled.',
  'storage/invalid-event-name': 'Something went wrong with the file. Try again in a moment.',
  'storage/invalid-url': 'That file address is not valid.',
  'storage/invalid-argument': 'Choose a file to upload.',
  'storage/no-default-bucket': 'This programme has no file storage.',
  'storage/cannot-slice-blob': 'The file changed while it was being uploaded. Choose it again.',
  'storage/server-file-wrong-size': 'The file was damaged on the way. Try again.',
  'storage/invalid-format': MEDIA_MESSAGES.contentMismatch,
  'storage/file-too-large': 'The file is too large.',
};

/** docs/product.md's retry limits for the storage client (§9). */
export const STORAGE_RETRY = {
  maxOperationRetryMs: 2 * 60_000,
  maxUploadRetryMs: 10 * 60_000,
  maxBackoffMs: 64_000,
  /** Statuses worth retrying; any other failure is final. */
  retryableStatuses: [408, 429, 500, 502, 503, 504],
} as const;

/** The storage code for an API error answer (status and its `code`). */
export function getStorageErrorCode(status: number, code?: string): TStorageErrorCode {
  if (code === MEDIA_ERROR_CODES.contentMismatch || code === MEDIA_ERROR_CODES.unsupportedType) {
    return STORAGE_ERROR_CODES.invalidFormat;
  }
  if (code === MEDIA_ERROR_CODES.quotaExceeded) return STORAGE_ERROR_CODES.quotaExceeded;
  if (status === 413) return STORAGE_ERROR_CODES.fileTooLarge;
  if (status === 401) return STORAGE_ERROR_CODES.unauthenticated;
  if (status === 403) return STORAGE_ERROR_CODES.unauthorized;
  if (status === 404) return STORAGE_ERROR_CODES.objectNotFound;
  if (status === 400) return STORAGE_ERROR_CODES.invalidArgument;
  return STORAGE_ERROR_CODES.unknown;
}
