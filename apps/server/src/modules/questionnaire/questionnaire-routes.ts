import type { FastifyInstance } from 'fastify';
import {
  ZGetQuestionnaireResponse,
  ZLatestQuestionnaireResultResponse,
  ZQuestionnaireHistoryResponse,
  ZSubmitQuestionnaireRequest,
  ZSubmitQuestionnaireResponse,
} from '@portal/contracts/questionnaire';
import { defineRoute } from '../../lib/define-route';
import type { QuestionnaireService } from './questionnaire-service';

/** Every answer here is the member's own health data: never stored by a browser or a proxy. */
const HEALTH_DATA = { auth: 'member', cacheControl: 'no-store', tags: ['authorization', 'questionnaire'] } as const;

export async function questionnaireRoutes(
  app: FastifyInstance,
  options: { questionnaireService: QuestionnaireService },
) {
  const { questionnaireService } = options;

  defineRoute(app, {
    ...HEALTH_DATA,
    method: 'GET',
    url: '/companies/questionnaire',
    summary: 'The health questionnaire of the member’s company (the built-in one unless it has its own)',
    response: { 200: ZGetQuestionnaireResponse },
    handler: ({ caller, locale }) => questionnaireService.getQuestionnaire(caller, locale),
  });

  defineRoute(app, {
    ...HEALTH_DATA,
    method: 'POST',
    url: '/companies/questionnaire/responses',
    summary: 'Answer the questionnaire; the server scores it',
    body: ZSubmitQuestionnaireRequest,
    response: { 201: ZSubmitQuestionnaireResponse },
    handler: ({ caller, body, locale }) => questionnaireService.submitResponse(caller, body, locale),
  });

  defineRoute(app, {
    ...HEALTH_DATA,
    method: 'GET',
    url: '/companies/questionnaire/results/latest',
    summary: 'The member’s latest result',
    response: { 200: ZLatestQuestionnaireResultResponse },
    handler: ({ caller, locale }) => questionnaireService.getLatestResult(caller, locale),
  });

  defineRoute(app, {
    ...HEALTH_DATA,
    method: 'GET',
    url: '/companies/questionnaire/results',
    summary: 'The member’s results, newest first, and when they may answer again',
    response: { 200: ZQuestionnaireHistoryResponse },
    handler: ({ caller, locale }) => questionnaireService.getHistory(caller, locale),
  });
}
