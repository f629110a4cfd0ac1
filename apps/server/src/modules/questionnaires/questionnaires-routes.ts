import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZSubmitQuestionnaireRequest } from '@portal/contracts/questionnaire';
import type {
  TGetQuestionnaireResponse,
  TLatestQuestionnaireResultResponse,
  TQuestionnaireHistoryResponse,
  TSubmitQuestionnaireResponse,
} from '@portal/contracts/questionnaire';
import { readBearerToken } from '../../lib/access-tokens';
import { parseInput } from '../../lib/validation';
import type { QuestionnairesService } from './questionnaires-service';

/** Every answer here is the member's own health data: never stored by a browser or a proxy. */
function callerOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return { tenant: request.tenant, token: readBearerToken(request.headers.authorization) };
}

export async function questionnairesRoutes(
  app: FastifyInstance,
  options: { questionnairesService: QuestionnairesService },
) {
  const { questionnairesService } = options;

  app.get('/companies/questionnaire', async (request, reply): Promise<TGetQuestionnaireResponse> => {
    return questionnairesService.getQuestionnaire(callerOf(request, reply));
  });

  app.post('/companies/questionnaire/responses', async (request, reply): Promise<TSubmitQuestionnaireResponse> => {
    const caller = callerOf(request, reply);
    const submission = parseInput(ZSubmitQuestionnaireRequest, request.body);
    const result = await questionnairesService.submitResponse({ ...caller, submission });
    reply.code(201);
    return result;
  });

  app.get(
    '/companies/questionnaire/results/latest',
    async (request, reply): Promise<TLatestQuestionnaireResultResponse> => {
      return questionnairesService.getLatestResult(callerOf(request, reply));
    },
  );

  app.get('/companies/questionnaire/results', async (request, reply): Promise<TQuestionnaireHistoryResponse> => {
    return questionnairesService.getHistory(callerOf(request, reply));
  });
}
