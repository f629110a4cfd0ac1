import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TContentStatus } from '@portal/contracts/content';
import { isConflict } from '@/api/error-codes';

/** What every versioned record the editors save has in common. */
export interface VersionedRecord {
  id: string;
  title: string;
  status: TContentStatus;
  version: number;
  updated_at: string;
}

/** The version someone else saved first, as the conflict notice names it. */
export interface TheirVersion {
  title: string;
  savedAt: string;
}

export interface VersionedRecordState<Record extends VersionedRecord> {
  /** The version the form's values started from (its `version` goes with the next save), or null when new. */
  saved: Record | null;
  /** After a save or after loading their version: the form now starts from this one. */
  setSaved: (record: Record) => void;
  /** Their version once a conflict has fetched it, else null. */
  theirVersion: TheirVersion | null;
  /** Sends a save; on a 409 it fetches their version before failing, so the notice shows it as it appears. */
  save: <Result>(send: () => Promise<Result>) => Promise<Result>;
  /** Reads the record as it now stands (for "Load their version"); rejects when it cannot. */
  fetchLatest: () => Promise<Record>;
}

/**
 * The record an editor edits, against the one on the server: optimistic concurrency as the editors
 * show it. `record` is the editor's query for it (null for a new one).
 */
export function useVersionedRecord<Record extends VersionedRecord>(
  record: UseQueryResult<Record> | null,
): VersionedRecordState<Record> {
  const [saved, setSaved] = useState<Record | null>(record?.data ?? null);
  const latest = record?.data;
  const theirVersion =
    saved && latest && latest.version !== saved.version ? { title: latest.title, savedAt: latest.updated_at } : null;
  const fetchLatest = async () => {
    const result = await record?.refetch();
    // A failed refetch keeps the data it had (ours): that is not their version.
    if (!result?.data || result.isError) throw result?.error ?? new Error('A new record has no saved version.');
    return result.data;
  };
  return {
    saved,
    setSaved,
    theirVersion,
    save: async (send) => {
      try {
        return await send();
      } catch (error) {
        if (isConflict(error)) await fetchLatest().catch(() => undefined);
        throw error;
      }
    },
    fetchLatest,
  };
}
