import type { FastifyInstance } from 'fastify';
import {
  CONDITION_NOT_FOUND_MESSAGE,
  ZClinicConditionParams,
  ZClinicConditionResponse,
  ZClinicLibraryMetaResponse,
  ZListClinicConditionsQuery,
  ZListClinicConditionsResponse,
  ZListClinicLettersResponse,
  ZSearchClinicConditionsQuery,
  ZSearchClinicConditionsResponse,
} from '@portal/contracts/clinic-library';
import { defineRoute } from '../../lib/define-route';
import type { ClinicLibraryService } from './clinic-library-service';

/**
 * The same for every member of a tenant, but only for members: a browser may keep it and must
 * revalidate; no shared cache may. Search text is never logged (the request log omits query strings).
 */
const READ = {
  auth: 'member',
  cacheControl: 'private, no-cache',
  tags: ['authorization', 'clinic-library'],
} as const;

export async function clinicLibraryRoutes(
  app: FastifyInstance,
  options: { clinicLibraryService: ClinicLibraryService },
) {
  const { clinicLibraryService } = options;

  defineRoute(app, {
    ...READ,
    method: 'GET',
    url: '/clinic-library/meta',
    summary: 'The clinic library: its provider, size and sources',
    response: { 200: ZClinicLibraryMetaResponse },
    handler: ({ caller, locale }) => clinicLibraryService.getMeta(caller, locale),
  });

  defineRoute(app, {
    ...READ,
    method: 'GET',
    url: '/clinic-library/letters',
    summary: 'The clinic library’s A–Z, with the number of conditions under each letter',
    response: { 200: ZListClinicLettersResponse },
    handler: ({ caller, locale }) => clinicLibraryService.listLetters(caller, locale),
  });

  defineRoute(app, {
    ...READ,
    method: 'GET',
    url: '/clinic-library/conditions',
    summary: 'The conditions whose title starts with a letter',
    querystring: ZListClinicConditionsQuery,
    response: { 200: ZListClinicConditionsResponse },
    handler: ({ caller, locale, query }) => clinicLibraryService.listConditions(caller, locale, query.letter),
  });

  defineRoute(app, {
    ...READ,
    method: 'GET',
    url: '/clinic-library/search',
    summary: 'Search conditions by title, other names and summary (tolerates misspellings)',
    querystring: ZSearchClinicConditionsQuery,
    response: { 200: ZSearchClinicConditionsResponse },
    handler: ({ caller, locale, query }) => clinicLibraryService.search(caller, locale, query.q),
  });

  defineRoute(app, {
    ...READ,
    method: 'GET',
    url: '/clinic-library/conditions/:id',
    summary: 'One condition with its sections, source and related conditions',
    params: ZClinicConditionParams,
    paramsNotFound: CONDITION_NOT_FOUND_MESSAGE,
    response: { 200: ZClinicConditionResponse },
    handler: ({ caller, locale, params }) => clinicLibraryService.getCondition(caller, locale, params.id),
  });
}
