/**
 * "Download my data": the member asks (with a recent proof that it is them), the answer comes at once, and
 * the ZIP is prepared in the background into the media storage, next to the member's own files. It can be
 * downloaded for DATA_EXPORT_AVAILABLE_HOURS, by its member only; the maintenance deletes it after, and
 * fails one that a stopped server left preparing.
 */
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  DATA_EXPORT_AVAILABLE_HOURS,
  DATA_EXPORT_FILES,
  DATA_EXPORT_LIST_LIMIT,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORT_PREPARING_LIMIT_MINUTES,
  DATA_EXPORT_REQUESTS_PER_HOUR,
  getDataExportDownloadPath,
  getDataExportFileName,
} from '@portal/contracts/data-export';
import type { TDataExport, TListDataExportsResponse } from '@portal/contracts/data-export';
import type { TAppLocale } from '@portal/contracts/locales';
import { isAppLocale } from '@portal/contracts/locales';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Caller, TenantRef } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError } from '../../lib/errors';
import type { StepUp } from '../identity/sessions/step-up';
import type { ObjectKey, Storage } from '../media/storage/storage';
import { StorageNotFoundError, toObjectPath } from '../media/storage/storage';
import type { MembersRepository } from '../members/members-repository';
import { readMemberData } from './data-export-document';
import type { DataExportRepository, DataExportRow } from './data-export-repository';
import { renderDataExportSummary } from './data-export-summary';
import { zipStream } from './zip-stream';
import type { ZipSource } from './zip-stream';

const HOUR_MS = 3_600_000;

export interface DataExportDownload {
  fileName: string;
  size: number;
  body: NodeJS.ReadableStream;
}

export interface DataExportService {
  /**
   * Starts preparing the member's export, or answers the one under way (preparing, or made ready since this
   * request arrived); DataExportBudgetError once the hour's exports were made.
   */
  requestExport(caller: Caller, input: { locale: TAppLocale; context: ClientContext }): Promise<TDataExport>;
  listExports(caller: Caller): Promise<TListDataExportsResponse>;
  /** The member's own ready export's bytes (and an audit row); 404 for any other. */
  openDownload(caller: Caller, id: string, context: ClientContext): Promise<DataExportDownload>;
  /** Deletes every tenant's expired exports and their files; fails those a stopped server left preparing. */
  sweep(): Promise<{ expired: number; interrupted: number }>;
  /** Resolves once every export this process is preparing is done (tests, shutdown). */
  idle(): Promise<void>;
}

/** Where an export's file lives: beside the member's media, under a name no media object can have. */
function keyOf(tenantKey: string, accountId: string, exportId: string): ObjectKey {
  return { tenantKey, ownerAccountId: accountId, objectId: `data-export-${exportId}` };
}

function parseFileKey(fileKey: string): ObjectKey | undefined {
  const [tenantKey, ownerAccountId, objectId] = fileKey.split('/');
  return tenantKey && ownerAccountId && objectId ? { tenantKey, ownerAccountId, objectId } : undefined;
}

/** The member made the hour's exports already (429): `retryAfterSeconds` until the oldest of them is an hour old. */
export class DataExportBudgetError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(ERROR_CODES.rateLimited, DATA_EXPORT_MESSAGES.tooMany);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.notFound, DATA_EXPORT_MESSAGES.notFound);
}

function toAnswer(row: DataExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    locale: isAppLocale(row.locale) ? row.locale : 'en',
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    size_bytes: row.status === 'ready' ? row.sizeBytes : null,
    download_url: row.status === 'ready' ? getDataExportDownloadPath(row.id) : null,
  };
}

/** Images and videos are compressed already: stored as they are. */
function isCompressible(contentType: string): boolean {
  return !/^(image|video)\//.test(contentType) || contentType === 'image/svg+xml';
}

export function createDataExportService(deps: {
  repository: DataExportRepository;
  members: MembersRepository;
  storage: Storage;
  stepUp: StepUp;
  background: BackgroundTasks;
  /** The largest file an export may be: the member's media quota and room for the rest. */
  maxBytes: number;
  log: { warn(details: object, message: string): void };
}): DataExportService {
  const { repository, storage } = deps;
  const pending = new Set<Promise<unknown>>();

  async function discard(key: ObjectKey) {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, objectId: key.objectId }, 'A data export file could not be removed');
    }
  }

  /** The ZIP's files: the member's media first (a missing one is left out of data.json), then the rest. */
  async function* sourcesOf(
    tenant: Pick<TenantRef, 'key'>,
    accountId: string,
    data: NonNullable<Awaited<ReturnType<typeof readMemberData>>>,
    locale: TAppLocale,
  ): AsyncGenerator<ZipSource> {
    const { document, mediaToCopy } = data;
    for (const media of mediaToCopy) {
      const entry = document.media.find((file) => file.file === media.path);
      try {
        const body = await storage.get({ tenantKey: tenant.key, ownerAccountId: accountId, objectId: media.objectId });
        yield { path: media.path, compress: isCompressible(entry?.content_type ?? ''), body };
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
        deps.log.warn({ objectId: media.objectId }, 'A media object has no stored bytes');
        if (entry) entry.file = null;
      }
    }
    yield { path: DATA_EXPORT_FILES.data, compress: true, body: Buffer.from(JSON.stringify(document, null, 2)) };
    yield {
      path: DATA_EXPORT_FILES.summary,
      compress: true,
      body: Buffer.from(renderDataExportSummary(document, locale)),
    };
  }

  async function prepare(row: DataExportRow, tenant: TenantRef) {
    const locale: TAppLocale = isAppLocale(row.locale) ? row.locale : 'en';
    const data = await readMemberData(
      { repository, members: deps.members },
      { tenant, accountId: row.accountId, locale, now: new Date() },
    );
    if (!data) {
      await repository.markFailed(row.id);
      return;
    }
    const key = keyOf(tenant.key, row.accountId, row.id);
    const { size } = await storage.put(key, zipStream(sourcesOf(tenant, row.accountId, data, locale)), {
      maxBytes: deps.maxBytes,
    });
    const readyAt = new Date();
    const ready = await repository.markReady(row.id, {
      fileKey: toObjectPath(key),
      sizeBytes: size,
      readyAt,
      expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_AVAILABLE_HOURS * HOUR_MS),
    });
    // Failed meanwhile (it took past the limit): nobody may download it, so it goes.
    if (!ready) await discard(key);
  }

  function start(row: DataExportRow, tenant: TenantRef) {
    const running = prepare(row, tenant).catch(async (error: unknown) => {
      await repository.markFailed(row.id);
      await discard(keyOf(tenant.key, row.accountId, row.id));
      throw error;
    });
    const tracked = running.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
    // Logged with ids only: nothing of what the file holds.
    deps.background.run(() => running, {
      message: 'Preparing a data export failed',
      details: { tenant: tenant.key, exportId: row.id },
    });
  }

  return {
    async requestExport(caller, { locale, context }) {
      // When the request arrived: an export made ready after it raced with it, and is its answer too.
      const askedAt = new Date();
      await deps.stepUp.requireRecent(caller);
      const profile = await deps.members.findProfile(caller.tenant.id, caller.account.id);
      const preferred = profile?.preferredLanguage;
      const outcome = await repository.startExport({
        tenantId: caller.tenant.id,
        accountId: caller.account.id,
        locale: isAppLocale(preferred) ? preferred : locale,
        // At the latest: set again from when it is ready.
        expiresAt: new Date(askedAt.getTime() + DATA_EXPORT_AVAILABLE_HOURS * HOUR_MS),
        askedAt,
        preparingLimitMinutes: DATA_EXPORT_PREPARING_LIMIT_MINUTES,
        exportsPerHour: DATA_EXPORT_REQUESTS_PER_HOUR,
        audit: { context },
      });
      if (outcome.kind === 'too-many') throw new DataExportBudgetError(outcome.retryAfterSeconds);
      if (outcome.kind === 'started') {
        for (const fileKey of outcome.replacedFileKeys) {
          const key = parseFileKey(fileKey);
          if (key) await discard(key);
        }
        start(outcome.row, caller.tenant);
      }
      return toAnswer(outcome.row);
    },

    async listExports({ tenant, account }) {
      const rows = await repository.listExports(
        tenant.id,
        account.id,
        DATA_EXPORT_LIST_LIMIT,
        DATA_EXPORT_PREPARING_LIMIT_MINUTES,
      );
      return { items: rows.map(toAnswer) };
    },

    async openDownload({ tenant, account }, id, context) {
      const row = await repository.findDownloadable(tenant.id, account.id, id);
      const key = row?.fileKey ? parseFileKey(row.fileKey) : undefined;
      if (!row || !key || key.ownerAccountId !== account.id) throw notFound();
      let body: NodeJS.ReadableStream;
      try {
        body = await storage.get(key);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound();
        throw error;
      }
      try {
        await repository.recordDownload({
          tenantId: tenant.id,
          accountId: account.id,
          context,
          details: { export_id: row.id },
        });
      } catch (error) {
        // No download goes unrecorded.
        (body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
        throw error;
      }
      return {
        fileName: getDataExportFileName(tenant.key, row.createdAt),
        size: row.sizeBytes ?? 0,
        body,
      };
    },

    async sweep() {
      const { interrupted, expired } = await repository.sweep(DATA_EXPORT_PREPARING_LIMIT_MINUTES);
      for (const row of expired) {
        const key = row.fileKey ? parseFileKey(row.fileKey) : undefined;
        if (key) await discard(key);
      }
      return { expired: expired.length, interrupted };
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
