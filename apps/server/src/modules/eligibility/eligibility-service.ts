/**
 * Eligibility files: an admin uploads the employer's CSV, the server checks every row in the
 * background (a dry run that touches no account), the admin reads what each row would do, then commits
 * the whole file, or discards it. The commit applies the file in short transactions of a chunk each and
 * stays all or nothing: a commit that fails (or whose server stops) is undone chunk by chunk from what
 * each chunk kept. Invitations go out only once the whole file is applied.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import type { TEligibilityImport, TEligibilityRowsResponse } from '@portal/contracts/eligibility';
import { ELIGIBILITY_ROWS_PAGE_SIZE_MAX } from '@portal/contracts/eligibility';
import { fillMessage } from '@portal/contracts/localize-message';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError } from '../../lib/errors';
import { createSecureToken } from '../../lib/secure-token';
import type { InvitationEmail } from '../identity/invitations/invitations-service';
import type { MembersRepository } from '../members/members-repository';
import { parseEligibilityFile } from './eligibility-csv';
import type { ParsedRow } from './eligibility-csv';
import type { EligibilityRepository, InvitedAccount, StoredRow } from './eligibility-repository';
import { BATCH_ROWS, CommitAbandonedError, keysOf, MembersChangedError } from './eligibility-repository';
import { countActions, planRows, planRowsInSlices } from './eligibility-rules';
import type { RowPlan } from './eligibility-rules';

export const ELIGIBILITY_MESSAGES = {
  notFound: 'That eligibility file was not found.',
  membersChanged: 'Members changed since this file was checked; upload it again.',
  fixErrorsOne: 'Fix the row with an error and upload the file again.',
  fixErrors: 'Fix the {count} rows with errors and upload the file again.',
  stillChecking: 'This file is still being checked. Wait for the check to finish.',
  alreadyCommitting: 'This file is already being committed.',
  alreadyCommitted: 'This file has already been committed.',
  noLongerUsable: 'This file can no longer be committed or discarded. Upload it again.',
  checkInterrupted: 'The server stopped while checking this file. Upload it again.',
  commitInterrupted: 'The server stopped while committing this file; nothing was changed. Upload it again.',
  commitFailed: 'The file could not be committed; nothing was changed. Upload it again.',
} as const;

/** How often the server checking or committing a file touches its heartbeat. */
export const ELIGIBILITY_HEARTBEAT_MS = 10_000;
/** An import whose heartbeat has been silent this long was cut off by a stopped server. */
export const ELIGIBILITY_SILENT_AFTER_MS = 6 * ELIGIBILITY_HEARTBEAT_MS;
/**
 * Rows a commit applies (or undoes) per transaction: each holds PGlite's only connection well under a
 * second, and sends a few statements, not one per row.
 */
export const COMMIT_CHUNK_ROWS = 500;

export interface EligibilityService {
  upload(caller: Caller, input: { fileName: string; bytes: Buffer }): Promise<TEligibilityImport>;
  getImport(caller: Caller, id: string): Promise<TEligibilityImport>;
  listRows(
    caller: Caller,
    id: string,
    query: { action?: RowPlan['action']; page?: number; page_size?: number },
  ): Promise<TEligibilityRowsResponse>;
  commit(caller: Caller, id: string, context: ClientContext): Promise<TEligibilityImport>;
  discard(caller: Caller, id: string): Promise<void>;
  /**
   * Fails the imports of every tenant that a stopped server left checking, and undoes those it left
   * committing (their heartbeat silent): the maintenance job runs it, so none waits for someone to look.
   */
  sweepInterrupted(): Promise<number>;
  /** Resolves once every check and commit this process started has finished (tests, shutdown). */
  idle(): Promise<void>;
}

type ImportRow = NonNullable<Awaited<ReturnType<EligibilityRepository['findImport']>>>;

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function toParsedRows(stored: readonly StoredRow[]): ParsedRow[] {
  return stored.map((row) => ({ line: row.line, data: row.data }));
}

/** Whether the plans made now say what the dry run said, row for row. */
function samePlans(stored: readonly StoredRow[], plans: readonly RowPlan[]): boolean {
  if (stored.length !== plans.length) return false;
  return stored.every((row, index) => {
    const plan = plans[index]!;
    return (
      row.line === plan.line &&
      row.action === plan.action &&
      row.accountId === plan.accountId &&
      JSON.stringify(row.reason.changes) === JSON.stringify(plan.changes) &&
      JSON.stringify(row.reason.problems) === JSON.stringify(plan.problems) &&
      row.reason.note === plan.note
    );
  });
}

function joinName(firstName: string | null, lastName: string | null): string | null {
  return [firstName, lastName].filter(Boolean).join(' ').trim() || null;
}

/**
 * A commit this large changes the members' tables enough to mislead the query planner (the member search
 * most) until their statistics are taken again; the embedded database has no autovacuum to take them.
 */
export const STATISTICS_AFTER_ROWS = 1_000;

export function createEligibilityService(deps: {
  repository: EligibilityRepository;
  /** The committing admin's name, for the invitation emails. */
  members: Pick<MembersRepository, 'findProfile'>;
  background: BackgroundTasks;
  /** Sends one invitation's email (modules/identity/invitations), after the commit. */
  sendInvitation: (invitation: InvitationEmail) => Promise<unknown>;
  /** Evicts the ended sessions of a deactivated account from the session cache. */
  onSessionsRevoked: (accountId: string, sessionIds: readonly string[]) => void;
  invitationTtlDays: number;
  /** A commit of this many rows or more refreshes the planner's statistics (STATISTICS_AFTER_ROWS). */
  statisticsAfterRows?: number;
}): EligibilityService {
  const { repository, background } = deps;
  const statisticsAfterRows = deps.statisticsAfterRows ?? STATISTICS_AFTER_ROWS;
  /** Imports this process is checking or committing; any other in those states was cut off by a stop. */
  const running = new Set<string>();
  const pending = new Set<Promise<unknown>>();

  function track(id: string, task: () => Promise<void>, message: string) {
    running.add(id);
    // Several instances share the database: the others must see this import is alive, not cut off.
    const heartbeat = setInterval(() => {
      repository.touchHeartbeat(id).catch(() => {});
    }, ELIGIBILITY_HEARTBEAT_MS);
    heartbeat.unref();
    const done = new Promise<void>((resolve) => {
      background.run(
        () =>
          task().finally(() => {
            clearInterval(heartbeat);
            running.delete(id);
            resolve();
          }),
        { message, details: { importId: id } },
      );
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }

  function toAnswer(row: ImportRow): TEligibilityImport {
    const summary = row.summary as TEligibilityImport['counts'];
    return {
      id: row.id,
      file_name: row.fileName,
      status: row.status,
      total_rows: row.totalRows,
      processed_rows: row.processedRows,
      counts: summary ?? null,
      // A commit being undone says why once it is failed, with nothing of it left.
      failure: row.status === 'committing' ? null : row.failure,
      created_at: row.createdAt.toISOString(),
      checked_at: row.checkedAt?.toISOString() ?? null,
      committed_at: row.committedAt?.toISOString() ?? null,
    };
  }

  /**
   * Undoes a commit chunk by chunk, newest first, then fails it (its rows go). False when it is not
   * this caller's to undo: with `silentForMs`, only a commit whose heartbeat has gone silent is taken
   * over (its server stopped while applying or undoing it).
   */
  async function rollBack(
    target: { tenantId: string; id: string },
    failure: string,
    options: { silentForMs?: number } = {},
  ): Promise<boolean> {
    if (!(await repository.claimRollback(target.id, failure, options))) return false;
    while ((await repository.undoCommitChunk(target.tenantId, target.id, COMMIT_CHUNK_ROWS)) > 0) {
      // Each chunk is its own short transaction; other requests run between them.
    }
    await repository.markFailed(target.id, failure, ['committing']);
    return true;
  }

  /**
   * Fails a check, or undoes a commit, that a stopped server left behind. Another instance may be at
   * it: only an import whose heartbeat has gone silent was cut off.
   */
  async function cleanUpInterrupted(row: { tenantId: string; id: string; status: ImportRow['status'] }) {
    if (running.has(row.id)) return;
    const silent = { silentForMs: ELIGIBILITY_SILENT_AFTER_MS };
    if (row.status === 'checking') {
      await repository.markFailed(row.id, ELIGIBILITY_MESSAGES.checkInterrupted, ['checking'], silent);
    } else if (row.status === 'committing') {
      running.add(row.id);
      try {
        await rollBack(row, ELIGIBILITY_MESSAGES.commitInterrupted, silent);
      } finally {
        running.delete(row.id);
      }
    }
  }

  /** The tenant's import; one left checking or committing by a stopped server is failed (undone) first. */
  async function findImport(tenantId: string, id: string): Promise<ImportRow> {
    const row = await repository.findImport(tenantId, id);
    if (!row) throw new AppError(ERROR_CODES.notFound, ELIGIBILITY_MESSAGES.notFound);
    if ((row.status === 'checking' || row.status === 'committing') && !running.has(row.id)) {
      await cleanUpInterrupted(row);
      return (await repository.findImport(tenantId, id)) ?? row;
    }
    return row;
  }

  /**
   * Applies a checked file a chunk at a time, in line order: each chunk is planned again against its
   * accounts as they are now (locked in its transaction) and must say what the dry run said. Then the
   * last transaction ends the deactivated accounts' sessions and marks the import committed.
   */
  async function applyCommit(input: {
    tenantId: string;
    importId: string;
    actorAccountId: string;
    context: ClientContext;
    invitationExpiresAt: Date;
    today: string;
  }) {
    const verify = (snapshot: Parameters<typeof planRows>[1], stored: readonly StoredRow[]) => {
      const plans = planRows(toParsedRows(stored), snapshot, input.today);
      if (!samePlans(stored, plans)) throw new MembersChangedError(ELIGIBILITY_MESSAGES.membersChanged);
      return plans;
    };
    const counts = countActions([]);
    const invited: InvitedAccount[] = [];
    let afterLine = 0;
    let processed = 0;
    for (;;) {
      const rows = await repository.listRowsAfter(input.importId, afterLine, COMMIT_CHUNK_ROWS);
      if (rows.length === 0) break;
      for (const row of rows) counts[row.action] += 1;
      processed += rows.length;
      const chunk = await repository.applyCommitChunk({
        ...input,
        newToken: createSecureToken,
        rows,
        verify,
        processedRows: processed,
      });
      invited.push(...chunk.invited);
      afterLine = rows.at(-1)!.line;
    }
    const finished = await repository.finishCommit({ ...input, counts });
    return { ...finished, invited, processed };
  }

  async function check(importId: string, tenantId: string, bytes: Buffer) {
    const parsed = await parseEligibilityFile(bytes);
    if (!parsed.ok) {
      await repository.markFailed(importId, parsed.failure, ['checking']);
      return;
    }
    const total = parsed.rows.length;
    await repository.setProgress(importId, { totalRows: total, processedRows: 0 });
    const snapshot = await repository.loadSnapshotFor(tenantId, keysOf(parsed.rows.map((row) => row.data)));
    const plans = await planRowsInSlices(parsed.rows, snapshot, todayUtc());
    let processed = 0;
    for (let start = 0; start < plans.length; start += BATCH_ROWS) {
      const batch = plans.slice(start, start + BATCH_ROWS);
      await repository.insertRows(importId, batch);
      processed += batch.length;
      await repository.setProgress(importId, { processedRows: processed });
    }
    await repository.markChecked(importId, countActions(plans), total);
  }

  return {
    async upload(caller, { fileName, bytes }) {
      const row = await repository.createImport({
        tenantId: caller.tenant.id,
        uploadedBy: caller.account.id,
        fileName,
      });
      track(
        row.id,
        () =>
          check(row.id, caller.tenant.id, bytes).catch(async (error: unknown) => {
            await repository.markFailed(row.id, ELIGIBILITY_MESSAGES.checkInterrupted, ['checking']);
            throw error;
          }),
        'Eligibility file check failed',
      );
      return toAnswer(row);
    },

    async getImport(caller, id) {
      return toAnswer(await findImport(caller.tenant.id, id));
    },

    async listRows(caller, id, query) {
      const row = await findImport(caller.tenant.id, id);
      const pageSize = Math.min(query.page_size ?? 50, ELIGIBILITY_ROWS_PAGE_SIZE_MAX);
      const page = query.page ?? 1;
      const result =
        row.status === 'checked' || row.status === 'committed' || row.status === 'committing'
          ? await repository.listRows(row.id, { action: query.action, limit: pageSize, offset: (page - 1) * pageSize })
          : { total: 0, rows: [] };
      return {
        total: result.total,
        page,
        page_size: pageSize,
        rows: result.rows.map((stored) => ({
          line: stored.line,
          action: stored.action,
          data: stored.data,
          problems: stored.reason.problems,
          changes: stored.reason.changes,
          note: stored.reason.note,
        })),
      };
    },

    async commit(caller, id, context) {
      const row = await findImport(caller.tenant.id, id);
      if (row.status === 'checking') throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.stillChecking);
      if (row.status === 'committing') throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.alreadyCommitting);
      if (row.status === 'committed') throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.alreadyCommitted);
      if (row.status !== 'checked') throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.noLongerUsable);
      const errors = (row.summary as { error?: number } | null)?.error ?? 0;
      if (errors > 0) {
        throw new AppError(
          ERROR_CODES.conflict,
          errors === 1
            ? ELIGIBILITY_MESSAGES.fixErrorsOne
            : fillMessage(ELIGIBILITY_MESSAGES.fixErrors, { count: errors }),
        );
      }
      if (!(await repository.startCommit(caller.tenant.id, id))) {
        throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.alreadyCommitting);
      }
      const ttlMs = deps.invitationTtlDays * 24 * 60 * 60_000;
      // Whole seconds, as the invitations module stores them.
      const expiresAt = new Date(Math.floor((Date.now() + ttlMs) / 1000) * 1000);
      const today = todayUtc();
      const admin = caller.account;
      const target = { tenantId: caller.tenant.id, id };
      track(
        id,
        async () => {
          let result: Awaited<ReturnType<typeof applyCommit>>;
          try {
            result = await applyCommit({
              tenantId: caller.tenant.id,
              importId: id,
              actorAccountId: admin.id,
              context,
              invitationExpiresAt: expiresAt,
              today,
            });
          } catch (error) {
            // Another server took it over to undo it (this one looked stopped): nothing more to do here.
            if (error instanceof CommitAbandonedError) return;
            // A unique index refusing an add means someone joined meanwhile: the members changed too.
            const isConflict =
              error instanceof MembersChangedError ||
              (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
              (error as { cause?: { code?: string } }).cause?.code === '23505';
            await rollBack(
              target,
              isConflict ? ELIGIBILITY_MESSAGES.membersChanged : ELIGIBILITY_MESSAGES.commitFailed,
            );
            if (isConflict) return;
            throw error;
          }
          for (const { accountId, sessionIds } of result.deactivated) deps.onSessionsRevoked(accountId, sessionIds);
          if (result.processed >= statisticsAfterRows) {
            background.run(() => repository.refreshStatistics(), {
              message: 'The statistics of the members after an eligibility file could not be refreshed',
              details: { importId: id },
            });
          }
          // The emails only once the accounts exist for good; one after another, never all at once.
          background.run(
            async () => {
              if (result.invited.length === 0) return;
              const inviter = await deps.members.findProfile(caller.tenant.id, admin.id);
              const inviterName = inviter ? joinName(inviter.firstName, inviter.lastName) : null;
              for (const invitation of result.invited) {
                await deps.sendInvitation({
                  tenant: caller.tenant,
                  to: invitation.email,
                  token: invitation.token,
                  expiresAt,
                  recipientName: invitation.firstName,
                  preferredLanguage: null,
                  companyName: invitation.companyName,
                  inviterName,
                });
              }
            },
            { message: 'Invitation emails of an eligibility file could not all be sent', details: { importId: id } },
          );
        },
        'Eligibility file commit failed',
      );
      return toAnswer({ ...row, status: 'committing', processedRows: 0 });
    },

    async discard(caller, id) {
      const row = await findImport(caller.tenant.id, id);
      if (row.status === 'checking') throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.stillChecking);
      if (row.status === 'discarded') return;
      if (!(await repository.discard(caller.tenant.id, id))) {
        throw new AppError(ERROR_CODES.conflict, ELIGIBILITY_MESSAGES.noLongerUsable);
      }
    },

    async sweepInterrupted() {
      const interrupted = await repository.listInterrupted(ELIGIBILITY_SILENT_AFTER_MS);
      for (const row of interrupted) await cleanUpInterrupted(row);
      return interrupted.length;
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await background.drain();
    },
  };
}
