import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import type { BrandKey } from '@portal/contracts/brands';
import type { AccessTokens } from '../../lib/access-tokens';
import { unauthenticated } from '../../lib/errors';
import type { AuthorizationRepository, SessionAccount } from './authorization-repository';
import type { SessionCache } from './session-cache';

interface TenantRef {
  id: string;
  key: BrandKey;
}

export interface AuthorizationService {
  /** The account behind a bearer token of this tenant; throws UNAUTHENTICATED for anything else. */
  authenticate(input: { tenant: TenantRef; token: string | undefined }): Promise<SessionAccount>;
  getCurrentUser(input: {
    tenant: TenantRef;
    token: string | undefined;
    includeMember: boolean;
  }): Promise<TCurrentUserResponse>;
}

const SESSION_ENDED = 'Your session has ended. Sign in again.';

export function createAuthorizationService(deps: {
  repository: AuthorizationRepository;
  tokens: Pick<AccessTokens, 'verify'>;
  sessionCache: SessionCache<SessionAccount>;
}): AuthorizationService {
  const { repository, tokens, sessionCache } = deps;

  async function authenticate({ tenant, token }: { tenant: TenantRef; token: string | undefined }) {
    if (!token) throw unauthenticated();
    const cached = sessionCache.get(token, tenant.id);
    if (cached) return cached;
    const claims = await tokens.verify(token);
    // A token is bound to its tenant: another brand's host never accepts it.
    if (claims.tid !== tenant.key) throw unauthenticated(SESSION_ENDED);
    const account = await repository.findSessionAccount(claims.jti, tenant.id);
    if (!account || account.accountId !== claims.sub) throw unauthenticated(SESSION_ENDED);
    sessionCache.set({
      token,
      sessionId: claims.jti,
      accountId: claims.sub,
      tenantId: tenant.id,
      value: account,
      notAfterMs: claims.exp * 1000,
    });
    return account;
  }

  return {
    authenticate,
    async getCurrentUser({ tenant, token, includeMember }) {
      const account = await authenticate({ tenant, token });
      return {
        account: { user_id: account.accountId, email: account.email, role: account.role, tenant: tenant.key },
        member:
          includeMember && account.firstName !== null && account.lastName !== null
            ? {
                first_name: account.firstName,
                last_name: account.lastName,
                preferred_name: account.preferredName,
                company: { id: account.companyId, name: account.companyName },
                questionnaire_answered: account.questionnaireAnswered ?? false,
                profile_picture_name: account.profilePictureName,
                date_of_birth: account.dateOfBirth,
                phone: account.phone,
                preferred_language: account.preferredLanguage,
                notification_preferences: {
                  email_news: account.emailNews ?? false,
                  email_reminders: account.emailReminders ?? true,
                  push_reminders: account.pushReminders ?? true,
                },
              }
            : null,
      };
    },
  };
}
