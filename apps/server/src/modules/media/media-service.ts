import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@portal/contracts/errors';
import {
  MEDIA_ERROR_CODES,
  MEDIA_MESSAGES,
  MEDIA_QUOTA_BYTES,
  MEDIA_TYPES,
  getMediaContentPath,
  isMediaContentType,
} from '@portal/contracts/media';
import type {
  TListMediaResponse,
  TMediaContentType,
  TMediaObject,
  TProfilePictureResponse,
} from '@portal/contracts/media';
import { isUuid } from '@portal/contracts/ids';
import type { Caller, CallerAccount, TenantRef } from '../../lib/caller';
import { AppError, forbidden, validationFailed } from '../../lib/errors';
import { ContentMismatchError, checkSignature } from './content-type-check';
import type { MediaRepository, MediaRow } from './media-repository';
import { InvalidImageError, TooManyPixelsError, reencodeImage } from './reencode-image';
import type { TImageContentType } from './reencode-image';
import type { ObjectKey, Storage } from './storage/storage';
import { StorageLimitError, StorageNotFoundError, limitBytes } from './storage/storage';

export interface Upload {
  /** The request's Content-Type header, as sent. */
  contentType: string | undefined;
  /** The request's Content-Length, when it sent one. */
  contentLength: number | undefined;
  body: AsyncIterable<Uint8Array>;
}

export interface MediaContent {
  contentType: string;
  size: number;
  kind: MediaRow['kind'];
  /** For Content-Disposition: the title with the type's extension. */
  fileName: string;
  body: NodeJS.ReadableStream;
}

export interface MediaService {
  listMedia(caller: Caller): Promise<TListMediaResponse>;
  uploadMedia(caller: Caller, input: Upload & { title: string; isShared: boolean }): Promise<TMediaObject>;
  getMedia(caller: Caller, id: string): Promise<TMediaObject>;
  getMediaContent(caller: Caller, id: string): Promise<MediaContent>;
  deleteMedia(caller: Caller, id: string): Promise<void>;
  setProfilePicture(caller: Caller, upload: Upload): Promise<TProfilePictureResponse>;
  getProfilePicture(caller: Caller): Promise<MediaContent>;
}

const EDITOR_ROLES: readonly string[] = ['editor', 'admin'];
const PROFILE_PICTURE_TITLE = 'Profile picture';
const NO_PROFILE_PICTURE_MESSAGE = 'You have no profile picture yet.';

const UPLOAD_INTERRUPTED_MESSAGE = 'The upload was interrupted. Try again.';

function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error as Error)?.message === 'aborted';
}

function notFound(message: string = MEDIA_MESSAGES.notFound): AppError {
  return new AppError(ERROR_CODES.notFound, message);
}

/** `image/png; charset=binary` → `image/png`. */
function readContentType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const TOO_LARGE_MESSAGES = {
  image: MEDIA_MESSAGES.imageTooLarge,
  document: MEDIA_MESSAGES.documentTooLarge,
  video: MEDIA_MESSAGES.videoTooLarge,
} as const;

function tooLargeMessage(contentType: TMediaContentType): string {
  return TOO_LARGE_MESSAGES[MEDIA_TYPES[contentType].kind];
}

/** The file-name extension of a stored type. */
function extensionOf(contentType: string): string {
  return isMediaContentType(contentType) ? MEDIA_TYPES[contentType].extension : 'bin';
}

function isImageType(contentType: TMediaContentType): contentType is TImageContentType {
  return MEDIA_TYPES[contentType].kind === 'image';
}

/** The whole body in memory; the caller bounds it (images: 15 MB at most). */
async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* bodyOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

function keyOf(tenantKey: string, row: Pick<MediaRow, 'id' | 'ownerAccountId'>): ObjectKey {
  return { tenantKey, ownerAccountId: row.ownerAccountId, objectId: row.id };
}

export function createMediaService(deps: {
  repository: MediaRepository;
  storage: Storage;
  /** The member's profile picture changed: memoised copies of their profile go. */
  onMemberChanged: (accountId: string) => void;
  quotaBytes?: number;
  log: { warn(details: object, message: string): void };
}): MediaService {
  const { repository, storage } = deps;
  const quotaBytes = deps.quotaBytes ?? MEDIA_QUOTA_BYTES;

  function toMediaObject(row: MediaRow, accountId: string): TMediaObject {
    return {
      id: row.id,
      kind: row.kind,
      content_type: row.contentType,
      size: row.size,
      title: row.title,
      is_shared: row.ownerAccountId === null,
      is_own: row.ownerAccountId === accountId,
      created_at: row.createdAt.toISOString(),
      content_url: getMediaContentPath(row.id),
    };
  }

  /** Removes bytes whose row is gone or never came; a failure only leaves an orphan file, so it is logged. */
  async function discard(key: ObjectKey) {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, objectId: key.objectId }, 'A media file could not be removed');
    }
  }

  /**
   * Checks, stores and records one upload; the row exists only once every
   * byte is stored. A document streams to storage as it arrives; an image is
   * read (within its size limit), decoded and stored re-encoded, so what is
   * stored, counted and answered is the re-encoded copy.
   */
  async function store(input: {
    tenant: Pick<TenantRef, 'id' | 'key'>;
    account: CallerAccount;
    upload: Upload;
    title: string;
    ownerAccountId: string | null;
    allowedTypes: 'any' | 'image';
  }): Promise<MediaRow> {
    const { tenant, account, upload, ownerAccountId } = input;
    const declared = readContentType(upload.contentType);
    if (!isMediaContentType(declared) || (input.allowedTypes === 'image' && !isImageType(declared))) {
      throw new AppError(
        MEDIA_ERROR_CODES.unsupportedType,
        input.allowedTypes === 'image' ? MEDIA_MESSAGES.notAnImage : MEDIA_MESSAGES.unsupportedType,
      );
    }
    const typeMaxBytes = MEDIA_TYPES[declared].maxBytes;
    const quotaExceeded = () => new AppError(MEDIA_ERROR_CODES.quotaExceeded, MEDIA_MESSAGES.quotaExceeded);
    const tooLarge = () => new AppError(ERROR_CODES.payloadTooLarge, tooLargeMessage(declared));
    if (upload.contentLength !== undefined && upload.contentLength > typeMaxBytes) throw tooLarge();
    if (upload.contentLength === 0) throw validationFailed(MEDIA_MESSAGES.empty);

    let remainingQuota = Number.POSITIVE_INFINITY;
    if (ownerAccountId !== null) {
      remainingQuota = Math.max(0, quotaBytes - (await repository.getUsedBytes(tenant.id, ownerAccountId)));
      if (upload.contentLength !== undefined && upload.contentLength > remainingQuota) throw quotaExceeded();
    }

    const id = randomUUID();
    const key: ObjectKey = { tenantKey: tenant.key, ownerAccountId, objectId: id };
    // What arrives is refused past the type's limit, or the quota when that is less.
    const maxBytes = Math.min(typeMaxBytes, remainingQuota);
    const received = checkSignature(upload.body, declared);
    let contentType: string = declared;
    let size: number;
    try {
      if (isImageType(declared)) {
        const original = await readAll(limitBytes(received, maxBytes));
        if (original.byteLength === 0) throw validationFailed(MEDIA_MESSAGES.empty);
        const image = await reencodeImage(declared, original);
        contentType = image.contentType;
        // The upload's own limit was checked as it arrived; the stored copy counts against the quota.
        try {
          ({ size } = await storage.put(key, bodyOf(image.bytes), { maxBytes: remainingQuota }));
        } catch (error) {
          throw error instanceof StorageLimitError ? quotaExceeded() : error;
        }
      } else {
        ({ size } = await storage.put(key, received, { maxBytes }));
      }
    } catch (error) {
      if (error instanceof ContentMismatchError) {
        throw new AppError(MEDIA_ERROR_CODES.contentMismatch, MEDIA_MESSAGES.contentMismatch);
      }
      if (error instanceof InvalidImageError) {
        throw new AppError(MEDIA_ERROR_CODES.contentMismatch, MEDIA_MESSAGES.invalidImage);
      }
      if (error instanceof TooManyPixelsError) {
        throw new AppError(ERROR_CODES.payloadTooLarge, MEDIA_MESSAGES.imageTooManyPixels);
      }
      if (error instanceof StorageLimitError) throw maxBytes < typeMaxBytes ? quotaExceeded() : tooLarge();
      // The client went away mid-upload: its business, not a server fault to log as one.
      if (isClientAbort(error)) throw validationFailed(UPLOAD_INTERRUPTED_MESSAGE);
      throw error;
    }
    if (size === 0) {
      await discard(key);
      throw validationFailed(MEDIA_MESSAGES.empty);
    }
    const row = {
      id,
      tenantId: tenant.id,
      ownerAccountId,
      uploadedBy: account.id,
      kind: MEDIA_TYPES[declared].kind,
      contentType,
      size,
      title: input.title,
    };
    try {
      if (!(await repository.insertWithinQuota(row, quotaBytes))) throw quotaExceeded();
    } catch (error) {
      await discard(key);
      throw error;
    }
    const stored = await repository.findVisible(tenant.id, account.id, id);
    if (!stored) throw notFound();
    return stored;
  }

  async function openContent(tenantKey: string, row: MediaRow): Promise<MediaContent> {
    try {
      return {
        contentType: row.contentType,
        size: row.size,
        kind: row.kind,
        fileName: `${row.title}.${extensionOf(row.contentType)}`,
        body: await storage.get(keyOf(tenantKey, row)),
      };
    } catch (error) {
      // A row without bytes is a storage fault the operator should hear of; the member sees "not found".
      if (error instanceof StorageNotFoundError) {
        deps.log.warn({ objectId: row.id }, 'A media object has no stored bytes');
        throw notFound();
      }
      throw error;
    }
  }

  async function findVisible({ tenant, account }: Caller, id: string) {
    // Other members' objects and other tenants' objects answer the same 404 (as malformed ids do).
    const row = await repository.findVisible(tenant.id, account.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listMedia({ tenant, account }) {
      const [rows, used] = await Promise.all([
        repository.listVisible(tenant.id, account.id),
        repository.getUsedBytes(tenant.id, account.id),
      ]);
      return {
        items: rows.map((row) => toMediaObject(row, account.id)),
        usage: { used, quota: quotaBytes },
      };
    },

    async uploadMedia({ tenant, account }, { title, isShared, contentType, contentLength, body }) {
      // Whether the caller may upload depends on what it sends: the service's rule, not the route's. Videos
      // are programme content (a video's source): editors' and admins', always shared, never a member's.
      const declared = readContentType(contentType);
      const isEditor = EDITOR_ROLES.includes(account.role);
      if (isMediaContentType(declared) && MEDIA_TYPES[declared].kind === 'video') {
        if (!isEditor) throw forbidden(MEDIA_MESSAGES.videoEditorsOnly);
        if (!isShared) throw validationFailed(MEDIA_MESSAGES.videoNotShared, 'shared');
      }
      if (isShared && !isEditor) throw forbidden(MEDIA_MESSAGES.sharedForbidden);
      const row = await store({
        tenant,
        account,
        upload: { contentType, contentLength, body },
        title,
        ownerAccountId: isShared ? null : account.id,
        allowedTypes: 'any',
      });
      return toMediaObject(row, account.id);
    },

    async getMedia(caller, id) {
      return toMediaObject(await findVisible(caller, id), caller.account.id);
    },

    async getMediaContent(caller, id) {
      return openContent(caller.tenant.key, await findVisible(caller, id));
    },

    async deleteMedia(caller, id) {
      const { tenant, account } = caller;
      const row = await findVisible(caller, id);
      const canDelete =
        row.ownerAccountId === account.id || (row.ownerAccountId === null && EDITOR_ROLES.includes(account.role));
      if (!canDelete) throw forbidden('Only editors and admins can delete shared media.');
      const deleted = await repository.softDelete(tenant.id, row.id);
      if (!deleted) throw notFound();
      await discard(keyOf(tenant.key, deleted));
      if (deleted.ownerAccountId) deps.onMemberChanged(deleted.ownerAccountId);
    },

    async setProfilePicture({ tenant, account }, upload) {
      const row = await store({
        tenant,
        account,
        upload,
        title: PROFILE_PICTURE_TITLE,
        ownerAccountId: account.id,
        allowedTypes: 'image',
      });
      const previous = await repository.setProfilePicture(tenant.id, account.id, row.id);
      if (previous) await discard({ tenantKey: tenant.key, ownerAccountId: account.id, objectId: previous });
      deps.onMemberChanged(account.id);
      return { profile_picture_name: row.id, content_url: getMediaContentPath(row.id) };
    },

    async getProfilePicture({ tenant, account }) {
      const id = await repository.findProfilePictureId(tenant.id, account.id);
      const row = id && isUuid(id) ? await repository.findVisible(tenant.id, account.id, id) : undefined;
      if (!row || row.ownerAccountId !== account.id) throw notFound(NO_PROFILE_PICTURE_MESSAGE);
      return openContent(tenant.key, row);
    },
  };
}
