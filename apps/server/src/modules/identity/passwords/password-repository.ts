import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts } from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';
import { endSessions } from '../sessions/end-sessions';
import { clearSignInThrottle } from '../sign-in/sign-in-throttle-repository';

/** The account whose password is written. */
export interface PasswordOwner {
  tenantId: string;
  accountId: string;
}

/** What is written, and on what condition. */
export interface PasswordWrite {
  hash: string;
  /** Only while the stored hash is still the one verified, so two concurrent changes cannot both win. */
  replacing?: string;
  /** The same password hashed with newer parameters: the date it was changed stays. */
  rehash?: boolean;
  /** Accepting an invitation: the account becomes active, only while it is still invited. */
  activate?: boolean;
}

/**
 * The one place an account's password hash is written: a change, a reset, an accepted invitation or a
 * rehash. Pass the transaction that makes the rest of the change (sessions ended, tokens used, audit).
 * Returns the account's email, or undefined when the condition no longer held and nothing was written.
 */
export async function writePassword(
  tx: Pick<Database, 'update'>,
  owner: PasswordOwner,
  write: PasswordWrite,
): Promise<{ email: string } | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({
      passwordHash: write.hash,
      ...(write.rehash ? {} : { passwordChangedAt: sql`now()`, updatedAt: sql`now()` }),
      ...(write.activate ? { status: 'active' as const } : {}),
    })
    .where(
      and(
        eq(accounts.id, owner.accountId),
        eq(accounts.tenantId, owner.tenantId),
        write.replacing === undefined ? undefined : eq(accounts.passwordHash, write.replacing),
        write.activate ? eq(accounts.status, 'invited') : undefined,
      ),
    )
    .returning({ email: accounts.email });
  return row;
}

/**
 * A new password chosen by the member (a change, a reset), in the change's transaction: written, every
 * session ended but `keepSessionId` (all of them without one), any wait on signing in ended, and
 * `password_changed` audited. Returns the ended sessions, or undefined when the condition no longer held.
 */
export async function replacePassword(
  tx: Pick<Database, 'update' | 'delete' | 'insert'>,
  owner: PasswordOwner,
  change: { hash: string; replacing?: string; keepSessionId?: string; context: ClientContext },
): Promise<string[] | undefined> {
  const written = await writePassword(tx, owner, { hash: change.hash, replacing: change.replacing });
  if (!written) return undefined;
  await clearSignInThrottle(tx, owner.tenantId, written.email);
  const ended = await endSessions(tx, owner, change.keepSessionId ? { except: change.keepSessionId } : 'all');
  await insertAuditEvent(tx, {
    tenantId: owner.tenantId,
    accountId: owner.accountId,
    event: 'password_changed',
    context: change.context,
  });
  return ended;
}
