import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZCreateDependentRequest, ZUpdateDependentRequest } from '@portal/contracts/dependents';
import type { TDependentResponse, TListDependentsResponse } from '@portal/contracts/dependents';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { DependentsService } from './dependents-service';

/** Family members' personal data: never stored by a browser or a proxy. */
function callerOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return requireCaller(request);
}

export async function dependentsRoutes(app: FastifyInstance, options: { dependentsService: DependentsService }) {
  const { dependentsService } = options;
  const member = { config: { auth: 'member' as const } };

  app.get('/dependents', member, async (request, reply): Promise<TListDependentsResponse> => {
    return dependentsService.listDependents(callerOf(request, reply));
  });

  app.post('/dependents', member, async (request, reply): Promise<TDependentResponse> => {
    const caller = callerOf(request, reply);
    const dependent = parseInput(ZCreateDependentRequest, request.body);
    const created = await dependentsService.createDependent(caller, dependent);
    reply.code(201);
    return created;
  });

  app.patch<{ Params: { id: string } }>('/dependents/:id', member, async (request, reply): Promise<TDependentResponse> => {
    const caller = callerOf(request, reply);
    const changes = parseInput(ZUpdateDependentRequest, request.body);
    return dependentsService.updateDependent(caller, { id: request.params.id, changes });
  });

  app.delete<{ Params: { id: string } }>('/dependents/:id', member, async (request, reply) => {
    await dependentsService.deleteDependent(callerOf(request, reply), request.params.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(
    '/dependents/:id/restore',
    member,
    async (request, reply): Promise<TDependentResponse> => {
      return dependentsService.restoreDependent(callerOf(request, reply), request.params.id);
    },
  );
}
