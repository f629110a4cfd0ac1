import type { FastifyInstance } from 'fastify';
import {
  ZCreateDependentRequest,
  ZDependentResponse,
  ZListDependentsResponse,
  ZUpdateDependentRequest,
} from '@portal/contracts/dependents';
import { ZIdParams } from '@portal/contracts/ids';
import { defineRoute } from '../../lib/define-route';
import type { DependentsService } from './dependents-service';
import { DEPENDENT_NOT_FOUND_MESSAGE } from './dependents-service';

/** Family members' personal data: never stored by a browser or a proxy. */
const PERSONAL = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'dependents'] } as const;
/** Malformed, unknown and other members' ids all answer the same 404. */
const BY_ID = { params: ZIdParams, paramsNotFound: DEPENDENT_NOT_FOUND_MESSAGE } as const;

export async function dependentsRoutes(app: FastifyInstance, options: { dependentsService: DependentsService }) {
  const { dependentsService } = options;

  defineRoute(app, {
    ...PERSONAL,
    method: 'GET',
    url: '/dependents',
    summary: 'The member’s dependents',
    response: { 200: ZListDependentsResponse },
    handler: ({ caller }) => dependentsService.listDependents(caller),
  });

  defineRoute(app, {
    ...PERSONAL,
    method: 'POST',
    url: '/dependents',
    summary: 'Add a dependent',
    body: ZCreateDependentRequest,
    response: { 201: ZDependentResponse },
    handler: ({ caller, body }) => dependentsService.createDependent(caller, body),
  });

  defineRoute(app, {
    ...PERSONAL,
    ...BY_ID,
    method: 'PATCH',
    url: '/dependents/:id',
    summary: 'Change some of a dependent’s fields',
    body: ZUpdateDependentRequest,
    response: { 200: ZDependentResponse },
    handler: ({ caller, params, body }) => dependentsService.updateDependent(caller, { id: params.id, changes: body }),
  });

  defineRoute(app, {
    ...PERSONAL,
    ...BY_ID,
    method: 'DELETE',
    url: '/dependents/:id',
    summary: 'Remove a dependent (restorable for a short while)',
    response: { 204: null },
    handler: ({ caller, params }) => dependentsService.deleteDependent(caller, params.id),
  });

  defineRoute(app, {
    ...PERSONAL,
    ...BY_ID,
    method: 'POST',
    url: '/dependents/:id/restore',
    summary: 'Undo the removal of a dependent',
    response: { 200: ZDependentResponse },
    handler: ({ caller, params }) => dependentsService.restoreDependent(caller, params.id),
  });
}
