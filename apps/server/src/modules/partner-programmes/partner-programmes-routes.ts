import type { FastifyInstance } from 'fastify';
import {
  PROGRAMME_PAGE_MESSAGES,
  ZGetProgrammePageResponse,
  ZProgrammePageParams,
  ZUpdateProgrammePageRequest,
  ZUpdateProgrammePageResponse,
} from '@portal/contracts/partner-programmes';
import { PROGRAMME_SETTINGS_MESSAGES, ZAdminProgrammePagesResponse } from '@portal/contracts/programme-settings';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import { PROGRAMME_NOT_OFFERED_MESSAGE } from '../../lib/programme-access';
import type { PartnerProgrammesService } from './partner-programmes-service';

const PAGE = {
  url: '/programmes/:programme',
  tags: ['authorization', 'partner-programmes'],
  params: ZProgrammePageParams,
  // An unknown programme is absent, as one the tenant does not offer.
  paramsNotFound: PROGRAMME_NOT_OFFERED_MESSAGE,
} as const;

export async function partnerProgrammesRoutes(
  app: FastifyInstance,
  options: { partnerProgrammesService: PartnerProgrammesService },
) {
  const { partnerProgrammesService } = options;

  defineRoute(app, {
    ...PAGE,
    method: 'GET',
    auth: 'member',
    summary: 'A partner programme’s page, in the request’s language (404 when the tenant does not offer it)',
    response: { 200: ZGetProgrammePageResponse },
    handler: ({ caller, params, locale }) =>
      partnerProgrammesService.getProgrammePage(caller, { programme: params.programme, locale }),
  });

  defineRoute(app, {
    ...PAGE,
    method: 'PUT',
    auth: 'admin',
    forbiddenMessage: PROGRAMME_PAGE_MESSAGES.adminsOnly,
    summary: 'Replace one language’s page of a partner programme (tenant admins)',
    body: ZUpdateProgrammePageRequest,
    response: { 200: ZUpdateProgrammePageResponse },
    handler: ({ caller, params, body }, request) =>
      partnerProgrammesService.replaceProgrammePage(caller, {
        programme: params.programme,
        page: body,
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/programme-pages',
    auth: 'admin',
    forbiddenMessage: PROGRAMME_SETTINGS_MESSAGES.adminsOnly,
    tags: ['authorization', 'admin', 'partner-programmes'],
    summary: 'Each partner programme page the tenant offers, in each language (tenant admins)',
    response: { 200: ZAdminProgrammePagesResponse },
    handler: ({ caller }) => partnerProgrammesService.listPagesForAdmin(caller),
  });
}
