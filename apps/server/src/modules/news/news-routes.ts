import type { FastifyInstance } from 'fastify';
import { ZListNewsResponse } from '@portal/contracts/news';
import {
  PROGRAMME_SETTINGS_MESSAGES,
  ZAdminAnnouncement,
  ZAdminAnnouncementsQuery,
  ZAdminAnnouncementsResponse,
  ZAnnouncementParams,
  ZCreateAnnouncementRequest,
  ZUpdateAnnouncementRequest,
} from '@portal/contracts/programme-settings';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { NewsService } from './news-service';

export async function newsRoutes(app: FastifyInstance, options: { newsService: NewsService }) {
  const { newsService } = options;

  defineRoute(app, {
    auth: 'member',
    tags: ['authorization', 'news'],
    method: 'GET',
    url: '/news',
    summary: 'The programme’s latest news, in the request’s language',
    description:
      'The tenant’s own announcements, or the remote news API the server is configured with (cached 15 minutes, ' +
      'served stale when the remote fails). A feed that fails with nothing cached answers an empty list.',
    response: { 200: ZListNewsResponse },
    handler: ({ caller, locale }) => newsService.listNews(caller, locale),
  });

  // — The admin console: the tenant's own announcements (members see the newest five on Home) —
  const ADMIN = {
    auth: 'admin',
    forbiddenMessage: PROGRAMME_SETTINGS_MESSAGES.adminsOnly,
    tags: ['authorization', 'admin', 'news'],
  } as const;
  const ONE = {
    url: '/admin/news/:id',
    params: ZAnnouncementParams,
    paramsNotFound: PROGRAMME_SETTINGS_MESSAGES.announcementNotFound,
  } as const;

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/news',
    summary: 'The programme’s own announcements in one language, newest first (tenant admins)',
    querystring: ZAdminAnnouncementsQuery,
    response: { 200: ZAdminAnnouncementsResponse },
    handler: ({ caller, query }) => newsService.listAnnouncementsForAdmin(caller, query.locale),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'POST',
    url: '/admin/news',
    summary: 'Publish an announcement in one language (tenant admins)',
    body: ZCreateAnnouncementRequest,
    response: { 201: ZAdminAnnouncement },
    handler: ({ caller, body }, request) =>
      newsService.createAnnouncement(caller, { request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...ADMIN,
    ...ONE,
    method: 'PUT',
    summary: 'Replace an announcement’s title, text and link (tenant admins)',
    body: ZUpdateAnnouncementRequest,
    response: { 200: ZAdminAnnouncement },
    handler: ({ caller, params, body }, request) =>
      newsService.updateAnnouncement(caller, { id: params.id, request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...ADMIN,
    ...ONE,
    method: 'DELETE',
    summary: 'Remove an announcement (tenant admins)',
    response: { 204: null },
    handler: ({ caller, params }, request) =>
      newsService.deleteAnnouncement(caller, { id: params.id, context: readClientContext(request) }),
  });
}
