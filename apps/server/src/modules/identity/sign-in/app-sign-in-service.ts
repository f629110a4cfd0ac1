import { createHash } from 'node:crypto';
import { APP_HANDOFF_SECONDS, APP_SIGN_IN_MESSAGES } from '@portal/contracts/app-sign-in';
import type { TAppHandoffResponse } from '@portal/contracts/app-sign-in';
import type { Caller, TenantRef } from '../../../lib/caller';
import { createSecureToken, hashToken, safeEqual } from '../../../lib/secure-token';
import type { ClientContext } from '../../../lib/client-context';
import { unauthenticated } from '../../../lib/errors';
import type { SignInService, PresentedDeviceProofs, SignInResult } from './sign-in-service';
import type { AppSignInRepository } from './app-sign-in-repository';

export interface AppSignInService {
  /** The website, signed in in the app's in-app browser: a single-use code for the app with this challenge. */
  createHandoff(caller: Caller, input: { challenge: string }): Promise<TAppHandoffResponse>;
  /** The app: its code and the verifier behind the challenge, for a session of its own. */
  redeemHandoff(input: {
    tenant: TenantRef;
    code: string;
    verifier: string;
    applicationType: string | null;
    context: ClientContext;
    deviceProofs: PresentedDeviceProofs;
  }): Promise<SignInResult>;
}

export function createAppSignInService(deps: {
  repository: AppSignInRepository;
  auth: Pick<SignInService, 'signInProved'>;
}): AppSignInService {
  const { repository } = deps;
  const ended = () => unauthenticated(APP_SIGN_IN_MESSAGES.ended);

  return {
    async createHandoff({ tenant, account, sessionId }, { challenge }) {
      const { token: code, hash: codeHash } = createSecureToken();
      const isCreated = await repository.createHandoff(
        {
          codeHash,
          tenantId: tenant.id,
          accountId: account.id,
          challenge,
          expiresAt: new Date(Date.now() + APP_HANDOFF_SECONDS * 1000),
        },
        { id: sessionId },
      );
      if (!isCreated) throw unauthenticated();
      return { code, expires_in: APP_HANDOFF_SECONDS };
    },

    async redeemHandoff({ tenant, code, verifier, applicationType, context, deviceProofs }) {
      const handoff = await repository.spendHandoff(hashToken(code), tenant.id);
      if (!handoff) throw ended();
      // The verifier only the app that asked holds: its SHA-256 is the challenge the website was given.
      const presented = createHash('sha256').update(verifier).digest('base64url');
      if (!safeEqual(presented, handoff.challenge)) throw ended();
      return deps.auth.signInProved({
        tenant,
        account: handoff.account,
        method: 'app_handoff',
        // The website's session goes on in the app: its factors, its last proof, its end.
        continues: {
          factors: handoff.session.factors === 2 ? 2 : 1,
          verifiedAt: handoff.session.verifiedAt,
          expiresAt: handoff.session.expiresAt,
          twoStepSetupRequired: handoff.session.twoStepSetupRequired,
        },
        applicationType,
        context,
        deviceProofs,
      });
    },
  };
}
