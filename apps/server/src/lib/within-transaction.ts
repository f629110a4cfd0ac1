import type { Database } from '../db/client';

/**
 * Work another module adds to a transaction a repository runs (the points an action earns, written
 * exactly when the action is), called before it commits. It may read and write, never commit.
 */
export type WithinTransaction = (tx: Pick<Database, 'select' | 'insert' | 'update'>) => Promise<void>;
