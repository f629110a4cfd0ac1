import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { ZUploadMediaQuery } from '@portal/contracts/media';
import type {
  TListMediaResponse,
  TMediaObject,
  TProfilePictureResponse,
  TUploadMediaResponse,
} from '@portal/contracts/media';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { MediaContent, MediaService, Upload } from './media-service';

const member = { config: { auth: 'member' as const } };

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
 * Private bytes: the browser may keep them an hour (never a shared cache),
 * never sniffs another type, shows images and videos and downloads documents.
 */
function sendContent(reply: FastifyReply, content: MediaContent) {
  return reply
    .header('content-type', content.contentType)
    .header('content-length', String(content.size))
    .header('cache-control', 'private, max-age=3600')
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

  app.get('/media', member, async (request, reply): Promise<TListMediaResponse> => {
    reply.header('cache-control', 'no-store');
    return mediaService.listMedia(requireCaller(request));
  });

  app.post('/media', member, async (request, reply): Promise<TUploadMediaResponse> => {
    const query = parseInput(ZUploadMediaQuery, request.query);
    const created = await mediaService.uploadMedia(requireCaller(request), {
      ...uploadOf(request),
      title: query.title,
      isShared: query.shared === 'true',
    });
    reply.code(201).header('cache-control', 'no-store');
    return created;
  });

  app.get<{ Params: { id: string } }>('/media/:id', member, async (request, reply): Promise<TMediaObject> => {
    reply.header('cache-control', 'no-store');
    return mediaService.getMedia(requireCaller(request), request.params.id);
  });

  app.get<{ Params: { id: string } }>('/media/:id/content', member, async (request, reply) => {
    return sendContent(reply, await mediaService.getMediaContent(requireCaller(request), request.params.id));
  });

  app.delete<{ Params: { id: string } }>('/media/:id', member, async (request, reply) => {
    await mediaService.deleteMedia(requireCaller(request), request.params.id);
    return reply.code(204).send();
  });

  app.put('/accounts/me/profile-picture', member, async (request, reply): Promise<TProfilePictureResponse> => {
    reply.header('cache-control', 'no-store');
    return mediaService.setProfilePicture(requireCaller(request), uploadOf(request));
  });

  app.get('/accounts/me/profile-picture', member, async (request, reply) => {
    return sendContent(reply, await mediaService.getProfilePicture(requireCaller(request)));
  });
}

/**
 * The specification's storage client paths, `/b/{bucket}/o/{path}`: the
 * bucket is the tenant's key and the path an object id. `?alt=media` answers
 * the bytes, otherwise the object's metadata. Same rules as `/media/:id`.
 */
export async function storageAliasRoutes(app: FastifyInstance, options: { mediaService: MediaService }) {
  const { mediaService } = options;

  app.get<{ Params: { bucket: string; path: string }; Querystring: { alt?: string } }>(
    '/b/:bucket/o/:path',
    member,
    async (request, reply) => {
      const caller = requireCaller(request);
      if (request.params.bucket !== request.tenant.key) {
        throw new AppError(ERROR_CODES.notFound, 'That storage bucket was not found.');
      }
      if (request.query.alt === 'media') {
        return sendContent(reply, await mediaService.getMediaContent(caller, request.params.path));
      }
      reply.header('cache-control', 'no-store');
      return mediaService.getMedia(caller, request.params.path);
    },
  );
}
