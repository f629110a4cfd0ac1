import type { FastifyInstance } from 'fastify';
import { ZIdParams } from '@portal/contracts/ids';
import {
  INCENTIVE_MESSAGES,
  REWARDS_EXPORT_CONTENT_TYPE,
  ZActivityKeyParams,
  ZAdjustmentRequest,
  ZAdminMemberRewards,
  ZAlternativeDecision,
  ZAlternativeDoneRequest,
  ZAlternativeIdParams,
  ZAlternativeRequest,
  ZAlternativeRequestInput,
  ZAlternativeRequestList,
  ZAlternativesQuery,
  ZAwardResult,
  ZIncentivePlan,
  ZIncentivePlanInput,
  ZIncentivePlanList,
  ZMemberRewards,
  ZPlanIdParams,
  ZReportActivityRequest,
  ZRewardsHistory,
  ZRewardsExportQuery,
  ZRewardsHistoryQuery,
} from '@portal/contracts/rewards';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { RewardsService } from './rewards-service';

const MEMBER = { auth: 'member', tags: ['authorization', 'rewards'] } as const;
const ADMIN = {
  auth: 'admin',
  forbiddenMessage: INCENTIVE_MESSAGES.adminsOnly,
  tags: ['authorization', 'admin', 'rewards'],
} as const;
/** Malformed, unknown and other members' requests all answer the same 404. */
const BY_REQUEST = { params: ZAlternativeIdParams, paramsNotFound: INCENTIVE_MESSAGES.alternativeNotFound } as const;

export async function rewardsRoutes(app: FastifyInstance, options: { rewardsService: RewardsService }) {
  const { rewardsService } = options;

  // — The member —

  defineRoute(app, {
    ...MEMBER,
    method: 'GET',
    url: '/accounts/me/rewards',
    summary: 'Points this plan year, the level and the next one, the ways to earn, past years',
    response: { 200: ZMemberRewards },
    handler: ({ caller }) => rewardsService.getMemberRewards(caller),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'GET',
    url: '/accounts/me/rewards/history',
    summary: 'The member’s points, award by award, newest first (this year, or a past year’s `plan`)',
    querystring: ZRewardsHistoryQuery,
    response: { 200: ZRewardsHistory },
    handler: ({ caller, query }) => rewardsService.getHistory(caller, query),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'POST',
    url: '/accounts/me/rewards/celebration',
    summary: 'The app celebrated the level reached: it is not celebrated again',
    response: { 204: null },
    handler: ({ caller }) => rewardsService.markCelebrated(caller),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'POST',
    url: '/accounts/me/rewards/activities/:key/report',
    summary: 'Report a self-reported activity done on a day (attested): once a day, within its yearly limit',
    params: ZActivityKeyParams,
    paramsNotFound: INCENTIVE_MESSAGES.activityNotInPlan,
    body: ZReportActivityRequest,
    response: { 200: ZAwardResult },
    handler: ({ caller, params, body }) => rewardsService.reportActivity(caller, params.key, body),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'GET',
    url: '/accounts/me/rewards/alternatives',
    summary: 'The member’s requests for a reasonable alternative, and the answers',
    response: { 200: ZAlternativeRequestList },
    handler: ({ caller }) => rewardsService.listMyAlternatives(caller),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'POST',
    url: '/accounts/me/rewards/alternatives',
    summary: 'Ask for an alternative to an activity for a medical reason (no diagnosis asked)',
    description: 'Seen by the member and the programme’s admins only; audited without the reason.',
    body: ZAlternativeRequestInput,
    response: { 201: ZAlternativeRequest },
    handler: ({ caller, body }, request) =>
      rewardsService.requestAlternative(caller, { request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...MEMBER,
    ...BY_REQUEST,
    method: 'POST',
    url: '/accounts/me/rewards/alternatives/:id/done',
    summary: 'The member did the alternative activity they were approved (attested): its points, once',
    body: ZAlternativeDoneRequest,
    response: { 200: ZAwardResult },
    handler: ({ caller, params }) => rewardsService.completeAlternative(caller, params.id),
  });

  // — The programme's admins (the console's Rewards section) —

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/rewards/plans',
    summary: 'The programme’s incentive plans, newest year first',
    response: { 200: ZIncentivePlanList },
    handler: ({ caller }) => rewardsService.listPlans(caller),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'POST',
    url: '/admin/rewards/plans',
    summary: 'Add a plan year: what earns points, the levels and their rewards',
    description: '409 when its dates overlap another year. Audited as `rewards_plan_changed`.',
    body: ZIncentivePlanInput,
    response: { 201: ZIncentivePlan },
    handler: ({ caller, body }, request) =>
      rewardsService.createPlan(caller, { request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'PUT',
    url: '/admin/rewards/plans/:id',
    summary: 'Change a current or upcoming plan year (points already awarded stay)',
    params: ZPlanIdParams,
    paramsNotFound: INCENTIVE_MESSAGES.planNotFound,
    body: ZIncentivePlanInput,
    response: { 200: ZIncentivePlan },
    handler: ({ caller, params, body }, request) =>
      rewardsService.updatePlan(caller, { planId: params.id, request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/rewards/members/:id',
    summary: 'A member’s points this plan year and their ledger',
    params: ZIdParams,
    paramsNotFound: INCENTIVE_MESSAGES.memberNotFound,
    response: { 200: ZAdminMemberRewards },
    handler: ({ caller, params }) => rewardsService.getMemberLedger(caller, params.id),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'POST',
    url: '/admin/rewards/members/:id/adjustments',
    summary: 'Add or take away a member’s points, saying why (a correction, a lab’s screening result)',
    description: 'One ledger row naming the admin; audited as `points_adjusted`. Never below zero.',
    params: ZIdParams,
    paramsNotFound: INCENTIVE_MESSAGES.memberNotFound,
    body: ZAdjustmentRequest,
    response: { 200: ZAdminMemberRewards },
    handler: ({ caller, params, body }, request) =>
      rewardsService.adjustPoints(caller, {
        accountId: params.id,
        request: body,
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/rewards/levels.csv',
    summary: 'Who reached which level and the reward due, for the benefits team (names and employee ids only)',
    description:
      'A year’s levels reached as CSV, the year in force unless `plan` names another. No email, score or ' +
      "health data. Audited as `rewards_exported`. Cells starting with = + - or @ are prefixed with '.",
    querystring: ZRewardsExportQuery,
    response: { 200: { description: 'The rewards due as CSV', contentTypes: [REWARDS_EXPORT_CONTENT_TYPE] } },
    async handler({ caller, query }, request, reply) {
      const { fileName, csv } = await rewardsService.exportRewardsDue(caller, {
        planId: query.plan,
        context: readClientContext(request),
      });
      return reply
        .type(REWARDS_EXPORT_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/rewards/alternatives',
    summary: 'Members’ requests for a reasonable alternative: waiting ones, or all',
    querystring: ZAlternativesQuery,
    response: { 200: ZAlternativeRequestList },
    handler: ({ caller, query }) => rewardsService.listAlternatives(caller, query),
  });

  defineRoute(app, {
    ...ADMIN,
    ...BY_REQUEST,
    method: 'POST',
    url: '/admin/rewards/alternatives/:id/decision',
    summary: 'Approve a request with points or an alternative activity, or decline it with a reason',
    description: 'The member is told by email and push. Audited as `alternative_decided`.',
    body: ZAlternativeDecision,
    response: { 200: ZAlternativeRequest },
    handler: ({ caller, params, body }, request) =>
      rewardsService.decideAlternative(caller, {
        requestId: params.id,
        decision: body,
        context: readClientContext(request),
      }),
  });
}
