import { createHash, timingSafeEqual } from 'node:crypto';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { AccessTokens } from '../../lib/access-tokens';
import type { Caller, CallerAccount, TenantRef } from '../../lib/caller';
import { unauthenticated } from '../../lib/errors';
import type { AuthorizationRepository, SessionAccount } from './authorization-repository';
import type { SessionCache } from './session-cache';
import type { AnalyticsIdOf } from '../ingestion/analytics-ids';
import { hasMemberNames, toMemberProfile } from '../members/member-profile';
import type { MembersRepository } from '../members/members-repository';

export interface AuthorizationService {
  /** The caller behind a bearer token of this tenant; throws UNAUTHENTICATED for anything else. */
  authenticate(input: { tenant: TenantRef; token: string | undefined }): Promise<Caller>;
  /** Checks the tenant's public, insert-only analytics write key; throws UNAUTHENTICATED otherwise. */
  verifyIngestionKey(input: { tenant: { ingestionWriteKey: string }; key: string | undefined }): void;
  /** The caller's account and, when asked for and its names are known, the member's profile (read now). */
  getCurrentUser(caller: Caller, input: { includeMember: boolean }): Promise<TCurrentUserResponse>;
}

const SESSION_ENDED = 'Your session has ended. Sign in again.';
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

export function createAuthorizationService(deps: {
  repository: AuthorizationRepository;
  tokens: Pick<AccessTokens, 'verify'>;
  sessionCache: SessionCache<Caller>;
  /** The member's pseudonymous analytics id (modules/ingestion/analytics-ids.ts). */
  analyticsIdOf: AnalyticsIdOf;
  /** The member's stored profile (memoised briefly: modules/members/member-profile-memo.ts). */
  members: Pick<MembersRepository, 'findProfile'>;
}): AuthorizationService {
  const { repository, tokens, sessionCache, analyticsIdOf, members } = deps;

  async function authenticate({ tenant, token }: { tenant: TenantRef; token: string | undefined }): Promise<Caller> {
    if (!token) throw unauthenticated();
    const cached = sessionCache.get(token, tenant.id);
    if (cached) return cached;
    const claims = await tokens.verify(token);
    // A token is bound to its tenant: another brand's host never accepts it.
    if (claims.tid !== tenant.key) throw unauthenticated(SESSION_ENDED);
    const row = await repository.findSessionAccount(claims.jti, tenant.id);
    if (!row || row.accountId !== claims.sub) throw unauthenticated(SESSION_ENDED);
    const caller: Caller = { tenant, account: toCallerAccount(row), sessionId: row.sessionId };
    sessionCache.set({
      token,
      sessionId: claims.jti,
      accountId: claims.sub,
      tenantId: tenant.id,
      value: caller,
      notAfterMs: claims.exp * 1000,
    });
    return caller;
  }

  return {
    authenticate,

    verifyIngestionKey({ tenant, key }) {
      if (!key || !isSameKey(key, tenant.ingestionWriteKey)) throw unauthenticated(INGESTION_KEY_INVALID_MESSAGE);
    },

    async getCurrentUser({ tenant, account }, { includeMember }) {
      const stored = includeMember ? await members.findProfile(tenant.id, account.id) : undefined;
      return {
        account: {
          user_id: account.id,
          email: account.email,
          role: account.role,
          tenant: tenant.key,
          analytics_id: analyticsIdOf({ tenantId: tenant.id, accountId: account.id }),
        },
        member: stored && hasMemberNames(stored) ? toMemberProfile(stored) : null,
      };
    },
  };
}
