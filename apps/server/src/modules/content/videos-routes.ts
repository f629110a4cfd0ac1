import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZListContentQuery } from '@portal/contracts/content';
import {
  VIDEO_CAPTIONS_CONTENT_TYPE,
  ZCreateVideoRequest,
  ZSaveVideoProgressRequest,
  ZUpdateVideoRequest,
} from '@portal/contracts/videos';
import type { TListVideosResponse, TVideoProgressResponse, TVideoResponse } from '@portal/contracts/videos';
import { readBearerToken } from '../../lib/access-tokens';
import { parseInput } from '../../lib/validation';
import { CONTENT_BODY_LIMIT_BYTES } from './articles-routes';
import type { VideosService } from './videos-service';

function callerOf(request: FastifyRequest, reply: FastifyReply, cacheControl = 'private, no-cache') {
  reply.header('cache-control', cacheControl);
  return { tenant: request.tenant, token: readBearerToken(request.headers.authorization) };
}

export async function videosRoutes(app: FastifyInstance, options: { videosService: VideosService }) {
  const { videosService } = options;

  app.get('/videos', async (request, reply): Promise<TListVideosResponse> => {
    const caller = callerOf(request, reply);
    const query = parseInput(ZListContentQuery, request.query);
    return videosService.listVideos({ ...caller, query });
  });

  app.get<{ Params: { id: string } }>('/videos/:id', async (request, reply): Promise<TVideoResponse> => {
    return videosService.getVideo({ ...callerOf(request, reply), id: request.params.id });
  });

  app.get<{ Params: { id: string } }>('/videos/:id/captions', async (request, reply) => {
    const captions = await videosService.getCaptions({ ...callerOf(request, reply), id: request.params.id });
    return reply.type(VIDEO_CAPTIONS_CONTENT_TYPE).header('x-content-type-options', 'nosniff').send(captions);
  });

  app.post('/videos', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply): Promise<TVideoResponse> => {
    const caller = callerOf(request, reply, 'no-store');
    const video = parseInput(ZCreateVideoRequest, request.body);
    const created = await videosService.createVideo({ ...caller, video });
    reply.code(201);
    return created;
  });

  app.put<{ Params: { id: string } }>(
    '/videos/:id',
    { bodyLimit: CONTENT_BODY_LIMIT_BYTES },
    async (request, reply): Promise<TVideoResponse> => {
      const caller = callerOf(request, reply, 'no-store');
      const video = parseInput(ZUpdateVideoRequest, request.body);
      return videosService.updateVideo({ ...caller, id: request.params.id, video });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/videos/:id/progress',
    async (request, reply): Promise<TVideoProgressResponse> => {
      return videosService.getProgress({ ...callerOf(request, reply, 'no-store'), id: request.params.id });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/videos/:id/progress',
    async (request, reply): Promise<TVideoProgressResponse> => {
      const caller = callerOf(request, reply, 'no-store');
      const { position_seconds } = parseInput(ZSaveVideoProgressRequest, request.body);
      return videosService.saveProgress({ ...caller, id: request.params.id, positionSeconds: position_seconds });
    },
  );
}
