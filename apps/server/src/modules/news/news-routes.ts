import type { FastifyInstance } from 'fastify';
import { ZListNewsResponse } from '@portal/contracts/news';
import { defineRoute } from '../../lib/define-route';
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
}
