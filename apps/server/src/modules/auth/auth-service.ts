import { randomUUID } from 'node:crypto';
import type { TLoginRequest, TLoginResponse } from '@portal/contracts/auth';
import type { BrandKey } from '@portal/contracts/brands';
import { ERROR_CODES } from '@portal/contracts/errors';
import type { AccessTokens } from '../../lib/access-tokens';
import { AppError, unauthenticated } from '../../lib/errors';
import { createDummyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { AuthRepository } from './auth-repository';

export const INVALID_CREDENTIALS_MESSAGE = "That email and password don't match an account on this programme.";

interface TenantRef {
  id: string;
  key: BrandKey;
}

export interface AuthService {
  login(input: TLoginRequest & { tenant: TenantRef; applicationType: string | null }): Promise<TLoginResponse>;
  logout(input: { tenant: TenantRef; token: string | undefined }): Promise<void>;
}

export function createAuthService(deps: {
  repository: AuthRepository;
  tokens: AccessTokens;
  /** Verified against for unknown emails, so both answers take as long. */
  dummyPasswordHash?: Promise<string>;
  /** Called once a session is revoked, so cached lookups of it end at once. */
  onSessionRevoked?: (sessionId: string) => void;
}): AuthService {
  const { repository, tokens } = deps;
  const dummyPasswordHash = deps.dummyPasswordHash ?? createDummyPasswordHash();

  return {
    async login({ tenant, email, password, applicationType }) {
      const account = await repository.findAccountByEmail(tenant.id, email);
      const isPasswordRight = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash), password);
      if (!account || !isPasswordRight || account.status !== 'active') {
        throw new AppError(ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
      }
      const sessionId = randomUUID();
      // Whole seconds, so the session row and the token's exp agree.
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + tokens.ttlSeconds) * 1000);
      await repository.createSession({
        id: sessionId,
        accountId: account.id,
        tenantId: tenant.id,
        applicationType,
        expiresAt,
      });
      const accessToken = await tokens.sign({ sub: account.id, tid: tenant.key, jti: sessionId }, expiresAt);
      return { access_token: accessToken, token_type: 'Bearer', expires_in: tokens.ttlSeconds };
    },

    async logout({ tenant, token }) {
      if (!token) throw unauthenticated();
      const claims = await tokens.verify(token);
      if (claims.tid !== tenant.key) throw unauthenticated();
      const isRevoked = await repository.revokeSession(claims.jti, tenant.id, claims.sub);
      deps.onSessionRevoked?.(claims.jti);
      if (!isRevoked) throw unauthenticated('Your session has already ended.');
    },
  };
}
