import { SIGN_IN_ATTACKS_WINDOW_HOURS } from '@portal/contracts/audit-log';
import type { TListSignInAttacksResponse } from '@portal/contracts/audit-log';
import type { Caller } from '../../../lib/caller';
import type { SignInAttacksRepository } from './sign-in-attacks-repository';

export interface SignInAttacksService {
  /** The refused sign-in attempts of these members of the caller's programme, over the last day. */
  listFigures(caller: Caller, input: { accountIds: readonly string[] }): Promise<TListSignInAttacksResponse>;
}

export function createSignInAttacksService(deps: {
  repository: SignInAttacksRepository;
  now?: () => Date;
}): SignInAttacksService {
  const getNow = deps.now ?? (() => new Date());
  return {
    async listFigures(caller, { accountIds }) {
      const since = new Date(getNow().getTime() - SIGN_IN_ATTACKS_WINDOW_HOURS * 3_600_000);
      const figures = await deps.repository.listFigures(caller.tenant.id, since, [...new Set(accountIds)]);
      return {
        window_hours: SIGN_IN_ATTACKS_WINDOW_HOURS,
        members: figures.map((figure) => ({
          account_id: figure.accountId,
          blocked_attempts: figure.blockedAttempts,
          addresses: figure.addresses,
        })),
      };
    },
  };
}
