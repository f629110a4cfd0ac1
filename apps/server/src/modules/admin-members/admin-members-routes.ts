import type { FastifyInstance } from 'fastify';
import {
  MEMBER_NOT_FOUND_MESSAGE,
  ZAdminMemberDetails,
  ZListAdminCompaniesResponse,
  ZListAdminMembersQuery,
  ZListAdminMembersResponse,
} from '@portal/contracts/admin-members';
import { ZListAuditQuery, ZListAuditResponse } from '@portal/contracts/audit-log';
import { ZIdParams } from '@portal/contracts/ids';
import { defineRoute } from '../../lib/define-route';
import { readClientContext } from '../../lib/request';
import type { AdminMembersService } from './admin-members-service';

const TAGS = ['authorization', 'admin', 'members'];
const ADMINS_ONLY = 'Only an admin of this programme can manage its members.';

/** The admin console's Members and Audit log sections, under `/api/authorization`. */
export async function adminMembersRoutes(app: FastifyInstance, options: { adminMembersService: AdminMembersService }) {
  const { adminMembersService: service } = options;

  defineRoute(app, {
    method: 'GET',
    url: '/admin/companies',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary: 'The programme’s companies, by name',
    response: { 200: ZListAdminCompaniesResponse },
    handler: ({ caller }) => service.listCompanies(caller),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/members',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary:
      'The programme’s members by email address: search by name, email or employee id, filter by status and company',
    querystring: ZListAdminMembersQuery,
    response: { 200: ZListAdminMembersResponse },
    handler: ({ caller, query }) => service.listMembers(caller, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/members/:id',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary: 'A member’s details and invitation history',
    params: ZIdParams,
    paramsNotFound: MEMBER_NOT_FOUND_MESSAGE,
    response: { 200: ZAdminMemberDetails },
    handler: ({ caller, params }) => service.getMember(caller, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/members/:id/invitation',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary: 'Send an invited member a fresh invitation link (the old one stops working)',
    params: ZIdParams,
    paramsNotFound: MEMBER_NOT_FOUND_MESSAGE,
    response: { 200: ZAdminMemberDetails },
    handler: ({ caller, params }, request) =>
      service.resendInvitation(caller, { accountId: params.id, context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/members/:id/deactivate',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary: 'Deactivate a member: signed out everywhere at once, and they cannot sign in',
    params: ZIdParams,
    paramsNotFound: MEMBER_NOT_FOUND_MESSAGE,
    response: { 200: ZAdminMemberDetails },
    handler: ({ caller, params }, request) =>
      service.deactivate(caller, { accountId: params.id, context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/members/:id/reactivate',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: TAGS,
    summary: 'Reactivate a deactivated member (active again, or invited if they never set a password)',
    params: ZIdParams,
    paramsNotFound: MEMBER_NOT_FOUND_MESSAGE,
    response: { 200: ZAdminMemberDetails },
    handler: ({ caller, params }, request) =>
      service.reactivate(caller, { accountId: params.id, context: readClientContext(request) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/audit',
    auth: 'admin',
    forbiddenMessage: ADMINS_ONLY,
    tags: ['authorization', 'admin', 'audit'],
    summary: 'The programme’s audit log, newest first: filter by event, dates, account, acting admin or email',
    querystring: ZListAuditQuery,
    response: { 200: ZListAuditResponse },
    handler: ({ caller, query }) => service.listAudit(caller, query),
  });
}
