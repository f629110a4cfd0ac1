import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZListContentQuery } from '@portal/contracts/content';
import {
  VIDEO_CAPTIONS_CONTENT_TYPE,
  VIDEO_MESSAGES,
  ZCreateVideoRequest,
  ZSaveVideoProgressRequest,
  ZUpdateVideoRequest,
} from '@portal/contracts/videos';
import type { TListVideosResponse, TVideoProgressResponse, TVideoResponse } from '@portal/contracts/videos';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import { CONTENT_BODY_LIMIT_BYTES } from './articles-routes';
import type { VideosService } from './videos-service';

function callerOf(request: FastifyRequest, reply: FastifyReply, cacheControl = 'private, no-cache') {
  reply.header('cache-control', cacheControl);
  return requireCaller(request);
}

export async function videosRoutes(app: FastifyInstance, options: { videosService: VideosService }) {
  const { videosService } = options;
  const member = { config: { auth: 'member' as const } };
  const editor = { config: { auth: 'editor' as const, forbiddenMessage: VIDEO_MESSAGES.editorsOnly } };

  app.get('/videos', member, async (request, reply): Promise<TListVideosResponse> => {
    const caller = callerOf(request, reply);
    const query = parseInput(ZListContentQuery, request.query);
    return videosService.listVideos(caller, query);
  });

  app.get<{ Params: { id: string } }>('/videos/:id', member, async (request, reply): Promise<TVideoResponse> => {
    return videosService.getVideo(callerOf(request, reply), request.params.id);
  });

  app.get<{ Params: { id: string } }>('/videos/:id/captions', member, async (request, reply) => {
    const captions = await videosService.getCaptions(callerOf(request, reply), request.params.id);
    return reply.type(VIDEO_CAPTIONS_CONTENT_TYPE).header('x-content-type-options', 'nosniff').send(captions);
  });

  app.post('/videos', { ...editor, bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply): Promise<TVideoResponse> => {
    const caller = callerOf(request, reply, 'no-store');
    const video = parseInput(ZCreateVideoRequest, request.body);
    const created = await videosService.createVideo(caller, video);
    reply.code(201);
    return created;
  });

  app.put<{ Params: { id: string } }>(
    '/videos/:id',
    { ...editor, bodyLimit: CONTENT_BODY_LIMIT_BYTES },
    async (request, reply): Promise<TVideoResponse> => {
      const caller = callerOf(request, reply, 'no-store');
      const video = parseInput(ZUpdateVideoRequest, request.body);
      return videosService.updateVideo(caller, { id: request.params.id, video });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/videos/:id/progress',
    member,
    async (request, reply): Promise<TVideoProgressResponse> => {
      return videosService.getProgress(callerOf(request, reply, 'no-store'), request.params.id);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/videos/:id/progress',
    member,
    async (request, reply): Promise<TVideoProgressResponse> => {
      const caller = callerOf(request, reply, 'no-store');
      const { position_seconds } = parseInput(ZSaveVideoProgressRequest, request.body);
      return videosService.saveProgress(caller, { id: request.params.id, positionSeconds: position_seconds });
    },
  );
}
