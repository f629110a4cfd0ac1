import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { TAuditDetails } from '@portal/contracts/audit-log';
import type { AuditEventName } from '../../db/schema';
import type { ClientContext } from '../../lib/client-context';

export interface AuditEvent {
  tenantId: string;
  accountId: string | null;
  event: AuditEventName;
  context: ClientContext;
  /** The admin who did it to the account; left out for the account's own acts and the command line. */
  actorAccountId?: string | null;
  /** Ids, counts and names of things (an import's counts, an article's id); never personal data. */
  details?: TAuditDetails | null;
}

/**
 * Records one event. Pass the transaction that makes the change, so the event
 * is written exactly when the change is. Takes only ids, names and the
 * client's address: there is no field a password or token could go into.
 */
export async function insertAuditEvent(db: Pick<Database, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: event.tenantId,
    accountId: event.accountId,
    event: event.event,
    actorAccountId: event.actorAccountId ?? null,
    details: event.details ?? null,
    clientAddress: event.context.clientAddress,
    userAgent: event.context.userAgent,
  });
}
