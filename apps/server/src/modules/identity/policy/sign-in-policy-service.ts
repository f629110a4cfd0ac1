import type { TRole } from '@portal/contracts/accounts';
import { SESSION_IDLE_MINUTES } from '@portal/contracts/sign-in-security';
import type { TSignInSecuritySettings, TTwoStepRequirement } from '@portal/contracts/sign-in-security';
import type { Caller } from '../../../lib/caller';
import type { ClientContext } from '../../../lib/client-context';
import type { SignInPolicy, SignInPolicyRepository } from './sign-in-policy-repository';

/** How long an instance trusts its copy of a tenant's policy when no notice of a change reached it. */
export const SIGN_IN_POLICY_CACHE_MS = 60_000;

const DEFAULT_POLICY: SignInPolicy = { twoStepRequirement: 'off', idleMinutes: SESSION_IDLE_MINUTES.default };

/** Whether the programme's requirement covers an account of this role. */
export function isTwoStepRequired(requirement: TTwoStepRequirement, role: TRole): boolean {
  return requirement === 'everyone' || (requirement === 'staff' && role !== 'member');
}

export interface SignInPolicyService {
  /** The tenant's two-step requirement and idle minutes (read on every sign-in and session lookup: cached). */
  getPolicy(tenantId: string): Promise<SignInPolicy>;
  getSettings(caller: Caller): Promise<TSignInSecuritySettings>;
  updateSettings(
    caller: Caller,
    input: { request: TSignInSecuritySettings; context: ClientContext },
  ): Promise<TSignInSecuritySettings>;
  /** Drops this instance's copy (a notice from the instance that saved a change). */
  forget(tenantId: string): void;
}

function toSettings(policy: SignInPolicy): TSignInSecuritySettings {
  return { two_step_requirement: policy.twoStepRequirement, idle_timeout_minutes: policy.idleMinutes };
}

export function createSignInPolicyService(deps: {
  repository: SignInPolicyRepository;
  /** Tells every instance to forget its copy. */
  onPolicyChanged?: (tenantId: string) => void;
  now?: () => number;
}): SignInPolicyService {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { policy: SignInPolicy; until: number }>();

  async function getPolicy(tenantId: string): Promise<SignInPolicy> {
    const cached = cache.get(tenantId);
    if (cached && cached.until > now()) return cached.policy;
    const policy = (await deps.repository.findPolicy(tenantId)) ?? DEFAULT_POLICY;
    cache.set(tenantId, { policy, until: now() + SIGN_IN_POLICY_CACHE_MS });
    return policy;
  }

  return {
    getPolicy,
    async getSettings({ tenant }) {
      return toSettings((await deps.repository.findPolicy(tenant.id)) ?? DEFAULT_POLICY);
    },
    async updateSettings({ tenant, account }, { request, context }) {
      const policy: SignInPolicy = {
        twoStepRequirement: request.two_step_requirement,
        idleMinutes: request.idle_timeout_minutes,
      };
      await deps.repository.savePolicy(tenant.id, policy, {
        tenantId: tenant.id,
        accountId: null,
        actorAccountId: account.id,
        event: 'programme_changed',
        context,
        details: {
          area: 'sign_in_security',
          two_step_requirement: policy.twoStepRequirement,
          idle_timeout_minutes: policy.idleMinutes,
        },
      });
      cache.delete(tenant.id);
      deps.onPolicyChanged?.(tenant.id);
      return toSettings(policy);
    },
    forget(tenantId) {
      cache.delete(tenantId);
    },
  };
}
