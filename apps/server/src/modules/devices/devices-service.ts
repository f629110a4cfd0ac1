import type { TDeviceResponse, TRegisterDeviceRequest } from '@portal/contracts/devices';
import type { Caller } from '../../lib/caller';
import type { DevicesRepository } from './devices-repository';

export interface DevicesService {
  /**
   * Registers the caller's phone for push notifications (idempotent: the same token again refreshes the
   * registration; a token another member or tenant held moves to the caller). `created` says whether the
   * caller did not hold it before (201 rather than 200).
   */
  registerDevice(
    caller: Caller,
    request: TRegisterDeviceRequest,
  ): Promise<{ device: TDeviceResponse; created: boolean }>;
  /** Removes the caller's registration of the token (sign-out); a token the caller does not hold is no error. */
  removeDevice(caller: Caller, token: string): Promise<void>;
}

export function createDevicesService(deps: { repository: DevicesRepository }): DevicesService {
  const { repository } = deps;
  return {
    async registerDevice({ tenant, account, sessionId }, request) {
      const stored = await repository.registerDevice({
        tenantId: tenant.id,
        accountId: account.id,
        sessionId,
        token: request.token,
        platform: request.platform,
      });
      return {
        device: { platform: stored.platform, registered_at: stored.registeredAt.toISOString() },
        created: !stored.wasRegistered,
      };
    },

    async removeDevice({ tenant, account }, token) {
      await repository.removeDevice({ tenantId: tenant.id, accountId: account.id, token });
    },
  };
}
