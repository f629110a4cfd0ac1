import type { FastifyInstance } from 'fastify';
import {
  CHALLENGE_MESSAGES,
  ZAdminChallengeDetail,
  ZAdminChallengeList,
  ZChallengeEntryParams,
  ZChallengeEntryRequest,
  ZChallengeEntryResult,
  ZChallengeIdParams,
  ZChallengeInput,
  ZChallengeParticipantParams,
  ZDisplayNameRequest,
  ZJoinChallengeRequest,
  ZMemberChallengeDetail,
  ZMemberChallengeList,
  ZMoveParticipantRequest,
  ZPhoneStepsRequest,
} from '@portal/contracts/challenges';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { ChallengesService } from './challenges-service';

const MEMBER = { auth: 'member', tags: ['authorization', 'challenges'] } as const;
const ADMIN = {
  auth: 'admin',
  forbiddenMessage: CHALLENGE_MESSAGES.adminsOnly,
  tags: ['authorization', 'admin', 'challenges'],
} as const;
/** Malformed, unknown and other programmes' challenges all answer the same 404. */
const BY_CHALLENGE = { params: ZChallengeIdParams, paramsNotFound: CHALLENGE_MESSAGES.notFound } as const;

export async function challengesRoutes(app: FastifyInstance, options: { challengesService: ChallengesService }) {
  const { challengesService } = options;

  // — Members —

  defineRoute(app, {
    ...MEMBER,
    method: 'GET',
    url: '/challenges',
    summary: 'The programme’s challenges open to join, running or recently ended, with the member’s progress',
    response: { 200: ZMemberChallengeList },
    handler: ({ caller }) => challengesService.listMemberChallenges(caller),
  });

  defineRoute(app, {
    ...MEMBER,
    ...BY_CHALLENGE,
    method: 'GET',
    url: '/challenges/:id',
    summary: 'A challenge: the member’s entries by day, their team, and the leaderboard under chosen names',
    response: { 200: ZMemberChallengeDetail },
    handler: ({ caller, params }) => challengesService.getMemberChallenge(caller, params.id),
  });

  defineRoute(app, {
    ...MEMBER,
    ...BY_CHALLENGE,
    method: 'POST',
    url: '/challenges/:id/join',
    summary: 'Join a challenge under a name to show (null: “A member”), in a team where the member picks one',
    description:
      '409 before the join window opens (the message and `details.opens_on` name its first day) and once it has ' +
      'closed. An `assigned` challenge puts the member in its smallest team. A display name holds letters of any ' +
      "script, digits, spaces and . , ' ’ - _ ! ? & ( ); an email address, invisible or bidirectional " +
      'characters and markup are refused (400, saying why).',
    body: ZJoinChallengeRequest,
    response: { 201: ZMemberChallengeDetail },
    handler: ({ caller, params, body }) => challengesService.join(caller, params.id, body),
  });

  defineRoute(app, {
    ...MEMBER,
    ...BY_CHALLENGE,
    method: 'PUT',
    url: '/challenges/:id/display-name',
    summary: 'Change the name the member shows on the challenge’s leaderboard (null: “A member”)',
    description: 'The name follows the join’s rule; a stored name that breaks it is answered as null (“A member”).',
    body: ZDisplayNameRequest,
    response: { 200: ZMemberChallengeDetail },
    handler: ({ caller, params, body }) => challengesService.setDisplayName(caller, params.id, body.display_name),
  });

  defineRoute(app, {
    ...MEMBER,
    ...BY_CHALLENGE,
    method: 'PUT',
    url: '/challenges/:id/phone-steps',
    summary: 'Whether the app reads the phone’s step count for the challenge',
    body: ZPhoneStepsRequest,
    response: { 200: ZMemberChallengeDetail },
    handler: ({ caller, params, body }) => challengesService.setPhoneSteps(caller, params.id, body.phone_steps),
  });

  defineRoute(app, {
    ...MEMBER,
    method: 'PUT',
    url: '/challenges/:id/entries/:day',
    summary: 'Log a day’s value (replacing any before): a day of the challenge, not in the future, until it closes',
    description:
      'Steps at most 100,000 a day, minutes 1,440, a habit 0 or 1. The entry that finishes the challenge ' +
      'awards its points once, in its own transaction.',
    params: ZChallengeEntryParams,
    body: ZChallengeEntryRequest,
    response: { 200: ZChallengeEntryResult },
    handler: ({ caller, params, body }) =>
      challengesService.saveEntry(caller, { challengeId: params.id, day: params.day, request: body }),
  });

  // — The programme's admins —

  defineRoute(app, {
    ...ADMIN,
    method: 'GET',
    url: '/admin/challenges',
    summary: 'The programme’s challenges with their participation (under the small-group rule)',
    response: { 200: ZAdminChallengeList },
    handler: ({ caller }) => challengesService.listAdminChallenges(caller),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'POST',
    url: '/admin/challenges',
    summary: 'Set up a challenge: kind, goal, teams, dates, join window and points for finishing',
    description: 'A last day before today (UTC) is refused (400, `ends_on`). Audited as `challenge_changed`.',
    body: ZChallengeInput,
    response: { 201: ZAdminChallengeDetail },
    handler: ({ caller, body }, request) =>
      challengesService.createChallenge(caller, { request: body, context: readClientContext(request) }),
  });

  defineRoute(app, {
    ...ADMIN,
    ...BY_CHALLENGE,
    method: 'GET',
    url: '/admin/challenges/:id',
    summary: 'A challenge’s participation, each team’s members and total, and who is in which team',
    response: { 200: ZAdminChallengeDetail },
    handler: ({ caller, params }) => challengesService.getAdminChallenge(caller, params.id),
  });

  defineRoute(app, {
    ...ADMIN,
    ...BY_CHALLENGE,
    method: 'PUT',
    url: '/admin/challenges/:id',
    summary: 'Change a challenge until it has ended (its kind and teams’ form fixed once members joined)',
    description:
      'Teams are matched by position. 409 once it has ended; moving its last day before today (UTC) is refused ' +
      '(400, `ends_on`). Audited as `challenge_changed`.',
    body: ZChallengeInput,
    response: { 200: ZAdminChallengeDetail },
    handler: ({ caller, params, body }, request) =>
      challengesService.updateChallenge(caller, {
        challengeId: params.id,
        request: body,
        context: readClientContext(request),
      }),
  });

  defineRoute(app, {
    ...ADMIN,
    method: 'PUT',
    url: '/admin/challenges/:id/participants/:accountId/team',
    summary: 'Move a member of a team challenge to another of its teams',
    description: 'Audited as `challenge_changed`.',
    params: ZChallengeParticipantParams,
    paramsNotFound: CHALLENGE_MESSAGES.participantNotFound,
    body: ZMoveParticipantRequest,
    response: { 200: ZAdminChallengeDetail },
    handler: ({ caller, params, body }, request) =>
      challengesService.moveParticipant(caller, {
        challengeId: params.id,
        accountId: params.accountId,
        teamId: body.team_id,
        context: readClientContext(request),
      }),
  });
}
