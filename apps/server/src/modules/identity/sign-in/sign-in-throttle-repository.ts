import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, signInCodeFailures, signInThrottles } from '../../../db/schema';

/**
 * Ends an email's run of failed sign-ins and its account's run of wrong codes (a success, a new password).
 * Pass the transaction that makes the change.
 */
export async function clearSignInThrottle(db: Pick<Database, 'delete'>, tenantId: string, email: string) {
  await db.delete(signInThrottles).where(and(eq(signInThrottles.tenantId, tenantId), eq(signInThrottles.email, email)));
  await db
    .delete(signInCodeFailures)
    .where(
      and(
        eq(signInCodeFailures.tenantId, tenantId),
        sql`${signInCodeFailures.accountId} in (select ${accounts.id} from ${accounts} where ${and(eq(accounts.tenantId, tenantId), eq(accounts.email, email))})`,
      ),
    );
}
