import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { ZIdParams } from '@portal/contracts/ids';
import {
  IMAGE_CONTENT_TYPES,
  MEDIA_CONTENT_TYPES,
  MEDIA_MESSAGES,
  ZListMediaResponse,
  ZMediaObject,
  ZProfilePictureResponse,
  ZStorageObjectParams,
  ZStorageObjectQuery,
  ZUploadMediaQuery,
  ZUploadMediaResponse,
} from '@portal/contracts/media';
import { defineRoute } from '../../lib/define-route';
import type { RawResponse } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import type { MediaContent, MediaService, Upload } from './media-service';

const MEDIA = { auth: 'member', tags: ['authorization', 'media'] } as const;
/** Malformed ids, other members' objects and other tenants' objects all answer the same 404. */
const BY_ID = { params: ZIdParams, paramsNotFound: MEDIA_MESSAGES.notFound } as const;

/** The stored bytes, as `sendContent` answers them. */
const MEDIA_BYTES = {
  description: 'The stored bytes (`Cache-Control: private, no-store`; documents as attachments)',
  contentTypes: ['*/*'],
} as const satisfies RawResponse;

/** The raw request body as the upload, with what its headers declare. */
function uploadOf(request: FastifyRequest): Upload {
  const length = request.headers['content-length'];
  const contentLength = length === undefined ? undefined : Number.parseInt(length, 10);
  return {
    contentType: request.headers['content-type'],
    contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
    body: request.raw,
  };
}

/** `filename="…"` for old clients (ASCII only) and `filename*=` with the real title. */
function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\w.\- ]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Private bytes: kept by no cache, the browser's included (a shared device keeps nothing of a member's
 * files after sign-out), never sniffed as another type; images and videos shown, documents downloaded.
 */
function sendContent(reply: FastifyReply, content: MediaContent) {
  return reply
    .header('content-type', content.contentType)
    .header('content-length', String(content.size))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(content.kind === 'document' ? 'attachment' : 'inline', content.fileName),
    )
    .send(content.body);
}

/**
 * Uploads are raw bodies (the file's own Content-Type, the title in the
 * query) streamed straight to storage: no multipart parser, no buffering, and
 * the size limit applies as the bytes arrive.
 */
function acceptRawBodies(app: FastifyInstance) {
  // Any non-JSON body is left unread for the handler, which streams `request.raw`.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}

export async function mediaRoutes(app: FastifyInstance, options: { mediaService: MediaService }) {
  const { mediaService } = options;
  acceptRawBodies(app);

  defineRoute(app, {
    ...MEDIA,
    method: 'GET',
    url: '/media',
    summary: 'The member’s own media and the programme’s shared media, with the storage used',
    response: { 200: ZListMediaResponse },
    cacheControl: 'no-store',
    handler: ({ caller }) => mediaService.listMedia(caller),
  });

  defineRoute(app, {
    ...MEDIA,
    method: 'POST',
    url: '/media',
    summary: 'Upload a file: the body is the file, its Content-Type the file’s type',
    description:
      'Images are stored re-encoded without their metadata (HEIC/HEIF as JPEG); `shared=true` (editors and ' +
      'admins) shares the file with the whole programme.',
    querystring: ZUploadMediaQuery,
    rawBody: { description: 'The file’s bytes', contentTypes: MEDIA_CONTENT_TYPES },
    response: { 201: ZUploadMediaResponse },
    cacheControl: 'no-store',
    handler: ({ caller, query }, request) =>
      mediaService.uploadMedia(caller, { ...uploadOf(request), title: query.title, isShared: query.shared === 'true' }),
  });

  defineRoute(app, {
    ...MEDIA,
    ...BY_ID,
    method: 'GET',
    url: '/media/:id',
    summary: 'One media object’s details',
    response: { 200: ZMediaObject },
    cacheControl: 'no-store',
    handler: ({ caller, params }) => mediaService.getMedia(caller, params.id),
  });

  defineRoute(app, {
    ...MEDIA,
    ...BY_ID,
    method: 'GET',
    url: '/media/:id/content',
    summary: 'One media object’s bytes',
    response: { 200: MEDIA_BYTES },
    handler: async ({ caller, params }, _request, reply) =>
      sendContent(reply, await mediaService.getMediaContent(caller, params.id)),
  });

  defineRoute(app, {
    ...MEDIA,
    ...BY_ID,
    method: 'DELETE',
    url: '/media/:id',
    summary: 'Delete a media object (shared ones: editors and admins)',
    response: { 204: null },
    handler: ({ caller, params }) => mediaService.deleteMedia(caller, params.id),
  });

  defineRoute(app, {
    ...MEDIA,
    method: 'PUT',
    url: '/accounts/me/profile-picture',
    summary: 'Set the member’s profile picture: the body is the image',
    rawBody: { description: 'The image’s bytes', contentTypes: IMAGE_CONTENT_TYPES },
    response: { 200: ZProfilePictureResponse },
    cacheControl: 'no-store',
    handler: ({ caller }, request) => mediaService.setProfilePicture(caller, uploadOf(request)),
  });

  defineRoute(app, {
    ...MEDIA,
    method: 'GET',
    url: '/accounts/me/profile-picture',
    summary: 'The member’s profile picture',
    response: { 200: { ...MEDIA_BYTES, contentTypes: ['image/jpeg', 'image/png', 'image/webp'] } },
    handler: async ({ caller }, _request, reply) => sendContent(reply, await mediaService.getProfilePicture(caller)),
  });
}

/**
 * docs/product.md's storage client paths, `/b/{bucket}/o/{path}`: the
 * bucket is the tenant's key and the path an object id. `?alt=media` answers
 * the bytes, otherwise the object's metadata. Same rules as `/media/:id`.
 */
export async function storageAliasRoutes(app: FastifyInstance, options: { mediaService: MediaService }) {
  const { mediaService } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/b/:bucket/o/:path',
    auth: 'member',
    summary: 'A media object by the storage client’s path: its details, or with `alt=media` its bytes',
    description: 'The bucket is the tenant’s key and the path the object’s id.',
    tags: ['storage'],
    params: ZStorageObjectParams,
    paramsNotFound: MEDIA_MESSAGES.notFound,
    querystring: ZStorageObjectQuery,
    response: { 200: { ...MEDIA_BYTES, json: ZMediaObject } },
    async handler({ caller, tenant, params, query }, _request, reply) {
      if (params.bucket !== tenant.key) {
        throw new AppError(ERROR_CODES.notFound, 'That storage bucket was not found.');
      }
      if (query.alt === 'media') return sendContent(reply, await mediaService.getMediaContent(caller, params.path));
      reply.header('cache-control', 'no-store');
      return mediaService.getMedia(caller, params.path);
    },
  });
}
