import { createHash, timingSafeEqual } from 'node:crypto';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { TEndOtherSessionsResponse, TMemberSessionsResponse } from '@portal/contracts/sessions';
import type { AccessTokens } from '../../../lib/access-tokens';
import type { Caller, CallerAccount, TenantRef } from '../../../lib/caller';
import type { ClientContext } from '../../../lib/client-context';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AppError, unauthenticated } from '../../../lib/errors';
import type { SessionsRepository, SessionAccount } from './sessions-repository';
import type { SessionActivity } from './session-activity';
import type { SessionCache } from './session-cache';
import type { SignInPolicyService } from '../policy/sign-in-policy-service';
import { describeSessionDevice } from './session-devices';
import type { AnalyticsIdOf } from '../../ingestion/analytics-ids';
import { hasMemberNames, toMemberProfile } from '../../members/member-profile';
import type { MembersRepository } from '../../members/members-repository';

export interface SessionsService {
  /** The caller behind a bearer token of this tenant; throws UNAUTHENTICATED for anything else. */
  authenticate(input: { tenant: TenantRef; token: string | undefined }): Promise<Caller>;
  /** Checks the tenant's public, insert-only analytics write key; throws UNAUTHENTICATED otherwise. */
  verifyIngestionKey(input: { tenant: { ingestionWriteKey: string }; key: string | undefined }): void;
  /** The caller's account and, when asked for and its names are known, the member's profile (read now). */
  getCurrentUser(caller: Caller, input: { includeMember: boolean }): Promise<TCurrentUserResponse>;
  /** The caller's live sessions in their tenant, most recently used first, the caller's own marked. */
  listSessions(caller: Caller): Promise<TMemberSessionsResponse>;
  /** Ends one of the caller's live sessions (their own included); NOT_FOUND for any other id. */
  endSession(caller: Caller, input: { sessionId: string; context: ClientContext }): Promise<void>;
  /** Ends every live session of the caller's but the one they call from. */
  endOtherSessions(caller: Caller, input: { context: ClientContext }): Promise<TEndOtherSessionsResponse>;
}

export const SESSION_NOT_FOUND_MESSAGE = 'That session has ended or is not one of yours.';

const SESSION_ENDED = 'Your session has ended. Sign in again.';
export const SESSION_IDLE_MESSAGE = 'You were signed out after a while without activity. Sign in again.';
export const INGESTION_KEY_INVALID_MESSAGE = 'The ingestion key is missing or not valid for this programme.';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison of a presented key with the expected one. */
function isSameKey(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function toCallerAccount(row: SessionAccount): CallerAccount {
  return { id: row.accountId, email: row.email, role: row.role, companyId: row.companyId };
}

export function createSessionsService(deps: {
  repository: SessionsRepository;
  tokens: Pick<AccessTokens, 'verify'>;
  sessionCache: SessionCache<Caller>;
  /** The member's pseudonymous analytics id (modules/ingestion/analytics-ids.ts). */
  analyticsIdOf: AnalyticsIdOf;
  /** The member's stored profile (memoised briefly: modules/members/member-profile-memo.ts). */
  members: Pick<MembersRepository, 'findProfile'>;
  /** Marks sessions used (in the background, a minute apart at most). */
  activity: SessionActivity;
  /** Called once sessions are ended, so every instance's cached lookups of them end at once. */
  onSessionRevoked: (sessionId: string) => void;
  /** The tenant's idle minutes (identity/policy). */
  policies: Pick<SignInPolicyService, 'getPolicy'>;
  /** Ends a session found idle, in the background (audited as a sign-out). */
  endIdleSession: (session: { sessionId: string; tenantId: string; accountId: string }) => void;
  now?: () => number;
}): SessionsService {
  const now = deps.now ?? Date.now;
  const { repository, tokens, sessionCache, analyticsIdOf, members, activity } = deps;

  function forgetEnded(ids: readonly string[]) {
    for (const id of ids) {
      activity.forget(id);
      deps.onSessionRevoked(id);
    }
  }

  async function authenticate({ tenant, token }: { tenant: TenantRef; token: string | undefined }): Promise<Caller> {
    if (!token) throw unauthenticated();
    const cached = sessionCache.get(token, tenant.id);
    if (cached) {
      activity.seen(cached.sessionId, tenant.id);
      return cached;
    }
    const claims = await tokens.verify(token);
    // A token is bound to its tenant: another brand's host never accepts it.
    if (claims.tid !== tenant.key) throw unauthenticated(SESSION_ENDED);
    const row = await repository.findSessionAccount(claims.jti, tenant.id);
    if (!row || row.accountId !== claims.sub) throw unauthenticated(SESSION_ENDED);
    // Idle: checked when the session is looked up, which a used session is at least every cache period;
    // `last_seen_at` is at most a minute behind (session-activity.ts), so the end comes within a minute.
    const { idleMinutes } = await deps.policies.getPolicy(tenant.id);
    if (now() - row.lastSeenAt.getTime() > idleMinutes * 60_000) {
      deps.endIdleSession({ sessionId: row.sessionId, tenantId: tenant.id, accountId: row.accountId });
      throw unauthenticated(SESSION_IDLE_MESSAGE);
    }
    const caller: Caller = {
      tenant,
      account: toCallerAccount(row),
      sessionId: row.sessionId,
      twoStepSetupRequired: row.twoStepSetupRequired,
    };
    sessionCache.set({
      token,
      sessionId: claims.jti,
      accountId: claims.sub,
      tenantId: tenant.id,
      value: caller,
      notAfterMs: claims.exp * 1000,
    });
    activity.seen(caller.sessionId, tenant.id);
    return caller;
  }

  return {
    authenticate,

    verifyIngestionKey({ tenant, key }) {
      if (!key || !isSameKey(key, tenant.ingestionWriteKey)) throw unauthenticated(INGESTION_KEY_INVALID_MESSAGE);
    },

    async getCurrentUser({ tenant, account, twoStepSetupRequired }, { includeMember }) {
      const stored = includeMember ? await members.findProfile(tenant.id, account.id) : undefined;
      const { idleMinutes } = await deps.policies.getPolicy(tenant.id);
      return {
        account: {
          user_id: account.id,
          email: account.email,
          role: account.role,
          tenant: tenant.key,
          analytics_id: analyticsIdOf({ tenantId: tenant.id, accountId: account.id }),
          session: { idle_timeout_minutes: idleMinutes, two_step_setup_required: twoStepSetupRequired },
        },
        member: stored && hasMemberNames(stored) ? toMemberProfile(stored) : null,
      };
    },

    async listSessions({ tenant, account, sessionId }) {
      const { idleMinutes } = await deps.policies.getPolicy(tenant.id);
      const rows = await repository.listLiveSessions({ tenantId: tenant.id, accountId: account.id }, idleMinutes);
      return {
        items: rows.map((row) => ({
          id: row.id,
          device: describeSessionDevice(row),
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          is_current: row.id === sessionId,
        })),
      };
    },

    async endSession({ tenant, account }, { sessionId, context }) {
      const ended = await repository.endSessions(
        { tenantId: tenant.id, accountId: account.id },
        { only: sessionId },
        { context },
      );
      if (ended.length === 0) throw new AppError(ERROR_CODES.notFound, SESSION_NOT_FOUND_MESSAGE);
      forgetEnded(ended);
    },

    async endOtherSessions({ tenant, account, sessionId }, { context }) {
      const ended = await repository.endSessions(
        { tenantId: tenant.id, accountId: account.id },
        { except: sessionId },
        { context },
      );
      forgetEnded(ended);
      return { ended: ended.length };
    },
  };
}
