/**
 * Issuing an invitation, the one way every path does it (an admin's invitation, a resend, the command
 * line, a renewed expired link): the account's open invitations are voided, so only the newest link works, the new one is stored
 * with who sent it, and the audit event recorded, in the caller's transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { invitations } from '../../../db/schema';
import type { ClientContext } from '../../../lib/client-context';
import { insertAuditEvent } from '../../audit-log/audit-log-repository';

type Executor = Pick<Database, 'insert' | 'update'>;

/** Voids every open invitation of the account. */
export async function voidOpenInvitations(executor: Pick<Database, 'update'>, tenantId: string, accountId: string) {
  await executor
    .update(invitations)
    .set({ voidedAt: sql`now()` })
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.tenantId, tenantId),
        isNull(invitations.usedAt),
        isNull(invitations.voidedAt),
      ),
    );
}

export async function issueInvitation(
  tx: Executor,
  input: {
    tenantId: string;
    accountId: string;
    tokenHash: string;
    expiresAt: Date;
    /** The admin who sent it (kept when a link is renewed); null from the command line. */
    invitedBy: string | null;
    event: 'invited' | 'invitation_resent' | 'invitation_renewed';
    /** Who did it, for the audit log: the inviting admin unless said (a renewal is the person's own). */
    actorAccountId?: string | null;
    context: ClientContext;
  },
): Promise<void> {
  await voidOpenInvitations(tx, input.tenantId, input.accountId);
  await tx.insert(invitations).values({
    tenantId: input.tenantId,
    accountId: input.accountId,
    tokenHash: input.tokenHash,
    expiresAt: input.expiresAt,
    invitedBy: input.invitedBy,
  });
  await insertAuditEvent(tx, {
    tenantId: input.tenantId,
    accountId: input.accountId,
    event: input.event,
    actorAccountId: input.actorAccountId === undefined ? input.invitedBy : input.actorAccountId,
    context: input.context,
  });
}
