import type { Database } from '../../db/client';
import type { ClientContext } from '../../lib/client-context';
import { insertAuditEvent } from '../audit-log/audit-log-repository';

/** Who changed an article or a video, and from where: what its audit row records. */
export interface ContentChange {
  actorAccountId: string;
  context: ClientContext;
}

/** What a save did: `created`, `published` (a draft made public), or `updated` (anything else, unpublishing too). */
export type ContentChangeAction = 'created' | 'updated' | 'published';

/** A save made the item public just now (created published, or moved from draft to published). */
export function isNewlyPublished(row: { status: string; publishedAt: Date | null; updatedAt: Date }): boolean {
  // Publishing stamps `published_at` with the statement's `now()`, as it does `updated_at`; a save of an
  // item already published keeps its older `published_at`.
  return row.status === 'published' && row.publishedAt?.getTime() === row.updatedAt.getTime();
}

export function changeActionOf(
  row: { status: string; publishedAt: Date | null; updatedAt: Date },
  isNew: boolean,
): ContentChangeAction {
  if (isNew) return 'created';
  return isNewlyPublished(row) ? 'published' : 'updated';
}

/**
 * The `article_changed` or `video_changed` row, written with the transaction that saves the item. It
 * names no account (the change is to content); the editor is its actor. Details: the item's id, what
 * the save did and the status it left (a title is the editor's words and may change, so it is not copied).
 */
export async function recordContentChange(
  tx: Pick<Database, 'insert'>,
  input: {
    tenantId: string;
    kind: 'article' | 'video';
    row: { id: string; status: string; publishedAt: Date | null; updatedAt: Date };
    isNew: boolean;
    change: ContentChange;
  },
): Promise<void> {
  const { kind, row } = input;
  await insertAuditEvent(tx, {
    tenantId: input.tenantId,
    accountId: null,
    event: kind === 'article' ? 'article_changed' : 'video_changed',
    context: input.change.context,
    actorAccountId: input.change.actorAccountId,
    details: {
      [kind === 'article' ? 'article_id' : 'video_id']: row.id,
      action: changeActionOf(row, input.isNew),
      status: row.status,
    },
  });
}
