import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DevicePlatform } from '@portal/contracts/devices';
import type { Database } from '../../db/client';
import { devices } from '../../db/schema';

/** The most phones one member keeps registered; registering another drops the least recently registered. */
export const DEVICES_PER_ACCOUNT_MAX = 10;

/** Hex SHA-256 of a device token: what the unique index holds (a token may be longer than an index entry). */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Removes every device an account registered (its deletion was requested). Pass the transaction that does it. */
export async function removeAccountDevices(
  db: Pick<Database, 'delete'>,
  scope: { tenantId: string; accountId: string },
): Promise<number> {
  const removed = await db
    .delete(devices)
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.accountId, scope.accountId)))
    .returning({ id: devices.id });
  return removed.length;
}

/** Removes the devices a session registered (it signed out). Pass the transaction that ends the session. */
export async function removeSessionDevices(
  db: Pick<Database, 'delete'>,
  scope: { tenantId: string; sessionId: string },
): Promise<number> {
  const removed = await db
    .delete(devices)
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.sessionId, scope.sessionId)))
    .returning({ id: devices.id });
  return removed.length;
}

export function createDevicesRepository(db: Database) {
  return {
    /**
     * Registers the token for the account, or moves it there from the member of the same programme who
     * held it (the same phone, now signed in as someone else). Never a second row for a token in a
     * programme; another programme's registration of the token is left alone (each brand's app has its
     * own tokens, so a token seen in two programmes is someone's forgery or mistake, never a reason to
     * stop the other programme's notifications). Returns the stored registration and whether this
     * account already held the token.
     */
    registerDevice(input: {
      tenantId: string;
      accountId: string;
      sessionId: string;
      token: string;
      platform: DevicePlatform;
    }): Promise<{ platform: DevicePlatform; registeredAt: Date; wasRegistered: boolean }> {
      const tokenHash = hashDeviceToken(input.token);
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ accountId: devices.accountId })
          .from(devices)
          .where(and(eq(devices.tenantId, input.tenantId), eq(devices.tokenHash, tokenHash)))
          .limit(1);
        const owner = {
          tenantId: input.tenantId,
          accountId: input.accountId,
          sessionId: input.sessionId,
          token: input.token,
          platform: input.platform,
          // The moment of this statement, to the microsecond: the order the member's phones were registered in.
          registeredAt: sql`clock_timestamp()`,
        };
        const [row] = await tx
          .insert(devices)
          .values({ ...owner, tokenHash })
          .onConflictDoUpdate({ target: [devices.tenantId, devices.tokenHash], set: owner })
          .returning({ platform: devices.platform, registeredAt: devices.registeredAt });
        if (!row) throw new Error('The device was not stored.');
        // A member's list stays short: the phones registered longest ago go first.
        const kept = tx
          .select({ id: devices.id })
          .from(devices)
          .where(and(eq(devices.tenantId, input.tenantId), eq(devices.accountId, input.accountId)))
          .orderBy(desc(devices.registeredAt), desc(devices.id))
          .limit(DEVICES_PER_ACCOUNT_MAX);
        await tx
          .delete(devices)
          .where(
            and(
              eq(devices.tenantId, input.tenantId),
              eq(devices.accountId, input.accountId),
              notInArray(devices.id, kept),
            ),
          );
        return {
          ...row,
          wasRegistered: previous?.accountId === input.accountId,
        };
      });
    },

    /** Removes the account's registration of the token; nothing happens for a token it does not hold. */
    async removeDevice(input: { tenantId: string; accountId: string; token: string }): Promise<void> {
      await db
        .delete(devices)
        .where(
          and(
            eq(devices.tokenHash, hashDeviceToken(input.token)),
            eq(devices.tenantId, input.tenantId),
            eq(devices.accountId, input.accountId),
          ),
        );
    },

    /** The devices of these accounts of the tenant, to send to. */
    async listAccountDevices(
      tenantId: string,
      accountIds: readonly string[],
    ): Promise<{ accountId: string; token: string; platform: DevicePlatform }[]> {
      if (accountIds.length === 0) return [];
      return db
        .select({ accountId: devices.accountId, token: devices.token, platform: devices.platform })
        .from(devices)
        .where(and(eq(devices.tenantId, tenantId), inArray(devices.accountId, [...accountIds])));
    },

    /** Removes a token a push provider said no longer exists, whoever holds it now. */
    async removeInvalidToken(token: string): Promise<void> {
      await db.delete(devices).where(eq(devices.tokenHash, hashDeviceToken(token)));
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
