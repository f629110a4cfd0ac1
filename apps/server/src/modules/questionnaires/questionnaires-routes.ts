import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZSubmitQuestionnaireRequest } from '@portal/contracts/questionnaire';
import type {
  TGetQuestionnaireResponse,
  TLatestQuestionnaireResultResponse,
  TQuestionnaireHistoryResponse,
  TSubmitQuestionnaireResponse,
} from '@portal/contracts/questionnaire';
import { parseInput } from '../../lib/validation';
import { requireCaller } from '../../plugins/authentication';
import type { QuestionnairesService } from './questionnaires-service';

/** Every answer here is the member's own health data: never stored by a browser or a proxy. */
function callerOf(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return requireCaller(request);
}

export async function questionnairesRoutes(
  app: FastifyInstance,
  options: { questionnairesService: QuestionnairesService },
) {
  const { questionnairesService } = options;
  const member = { config: { auth: 'member' as const } };

  app.get('/companies/questionnaire', member, async (request, reply): Promise<TGetQuestionnaireResponse> => {
    return questionnairesService.getQuestionnaire(callerOf(request, reply));
  });

  app.post('/companies/questionnaire/responses', member, async (request, reply): Promise<TSubmitQuestionnaireResponse> => {
    const caller = callerOf(request, reply);
    const submission = parseInput(ZSubmitQuestionnaireRequest, request.body);
    const result = await questionnairesService.submitResponse(caller, submission);
    reply.code(201);
    return result;
  });

  app.get(
    '/companies/questionnaire/results/latest',
    member,
    async (request, reply): Promise<TLatestQuestionnaireResultResponse> => {
      return questionnairesService.getLatestResult(callerOf(request, reply));
    },
  );

  app.get('/companies/questionnaire/results', member, async (request, reply): Promise<TQuestionnaireHistoryResponse> => {
    return questionnairesService.getHistory(callerOf(request, reply));
  });
}
