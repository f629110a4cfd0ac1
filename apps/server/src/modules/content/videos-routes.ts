import type { FastifyInstance } from 'fastify';
import { ZListContentQuery } from '@portal/contracts/content';
import { ZIdParams } from '@portal/contracts/ids';
import {
  VIDEO_CAPTIONS_CONTENT_TYPE,
  VIDEO_MESSAGES,
  ZCreateVideoRequest,
  ZListVideosResponse,
  ZSaveVideoProgressRequest,
  ZUpdateVideoRequest,
  ZVideoProgressResponse,
  ZVideoResponse,
} from '@portal/contracts/videos';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import { CONTENT_BODY_LIMIT_BYTES, READ_CONTENT } from './articles-routes';
import type { VideosService } from './videos-service';

const EDIT = {
  auth: 'editor',
  forbiddenMessage: VIDEO_MESSAGES.editorsOnly,
  cacheControl: 'no-store',
  bodyLimit: CONTENT_BODY_LIMIT_BYTES,
} as const;
/** The member's own viewing position: never stored. */
const PROGRESS = { auth: 'member', cacheControl: 'no-store' } as const;
/** Malformed, unknown and other tenants' ids (and, for members, drafts) all answer the same 404. */
const BY_ID = { params: ZIdParams, paramsNotFound: VIDEO_MESSAGES.notFound } as const;
const tags = ['authorization', 'videos'];

export async function videosRoutes(app: FastifyInstance, options: { videosService: VideosService }) {
  const { videosService } = options;

  defineRoute(app, {
    ...READ_CONTENT,
    method: 'GET',
    url: '/videos',
    summary: 'Videos, newest first (members see published ones; editors drafts too)',
    tags,
    querystring: ZListContentQuery,
    response: { 200: ZListVideosResponse },
    handler: ({ caller, query }) => videosService.listVideos(caller, query),
  });

  defineRoute(app, {
    ...READ_CONTENT,
    ...BY_ID,
    method: 'GET',
    url: '/videos/:id',
    summary: 'One video',
    tags,
    response: { 200: ZVideoResponse },
    handler: ({ caller, params }) => videosService.getVideo(caller, params.id),
  });

  defineRoute(app, {
    ...READ_CONTENT,
    ...BY_ID,
    method: 'GET',
    url: '/videos/:id/captions',
    summary: 'A video’s captions (WebVTT)',
    tags,
    response: { 200: { description: 'The captions, as WebVTT', contentTypes: [VIDEO_CAPTIONS_CONTENT_TYPE] } },
    async handler({ caller, params }, _request, reply) {
      const captions = await videosService.getCaptions(caller, params.id);
      return reply.type(VIDEO_CAPTIONS_CONTENT_TYPE).header('x-content-type-options', 'nosniff').send(captions);
    },
  });

  defineRoute(app, {
    ...EDIT,
    method: 'POST',
    url: '/videos',
    summary: 'Add a video',
    tags,
    body: ZCreateVideoRequest,
    response: { 201: ZVideoResponse },
    handler: ({ caller, body }, request) => videosService.createVideo(caller, body, readClientContext(request)),
  });

  defineRoute(app, {
    ...EDIT,
    ...BY_ID,
    method: 'PUT',
    url: '/videos/:id',
    summary: 'Save a video (409 when someone saved it since `version`)',
    tags,
    body: ZUpdateVideoRequest,
    response: { 200: ZVideoResponse },
    handler: ({ caller, params, body }, request) =>
      videosService.updateVideo(caller, { id: params.id, video: body }, readClientContext(request)),
  });

  defineRoute(app, {
    ...PROGRESS,
    ...BY_ID,
    method: 'GET',
    url: '/videos/:id/progress',
    summary: 'Where the member stopped watching',
    tags,
    response: { 200: ZVideoProgressResponse },
    handler: ({ caller, params }) => videosService.getProgress(caller, params.id),
  });

  defineRoute(app, {
    ...PROGRESS,
    ...BY_ID,
    method: 'PUT',
    url: '/videos/:id/progress',
    summary: 'Remember where the member stopped watching',
    tags,
    body: ZSaveVideoProgressRequest,
    response: { 200: ZVideoProgressResponse },
    handler: ({ caller, params, body }) =>
      videosService.saveProgress(caller, { id: params.id, positionSeconds: body.position_seconds }),
  });
}
