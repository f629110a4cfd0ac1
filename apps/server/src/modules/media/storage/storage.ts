/**
 * Where media bytes live. The database holds what an object is (owner, type,
 * size, title); a storage backend holds only bytes under a key. Backends:
 * local disk (the default) and any S3-compatible service.
 */

/** `<tenant key>/<owner account id, or "shared">/<object id>`: every part is ours, never a user's text. */
export interface ObjectKey {
  tenantKey: string;
  /** Null: programme-shared media. */
  ownerAccountId: string | null;
  objectId: string;
}

export const SHARED_OWNER_SEGMENT = 'shared';

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** The key as a relative path; throws on anything that is not a plain segment (no `..`, no slashes). */
export function toObjectPath(key: ObjectKey): string {
  const segments = [key.tenantKey, key.ownerAccountId ?? SHARED_OWNER_SEGMENT, key.objectId];
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new Error(`Unsafe storage key segment: ${JSON.stringify(segment)}`);
  }
  return segments.join('/');
}

export interface StoredObjectInfo {
  size: number;
}

export interface Storage {
  /**
   * Stores the body under the key. Nothing is visible under the key until the
   * whole body has arrived: a body that fails or passes `maxBytes` leaves
   * nothing behind. Throws StorageLimitError past `maxBytes`, and rethrows
   * the body's own error.
   */
  put(key: ObjectKey, body: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredObjectInfo>;
  /** The bytes; throws StorageNotFoundError when there is no object. */
  get(key: ObjectKey): Promise<AsyncIterable<Uint8Array> & NodeJS.ReadableStream>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: ObjectKey): Promise<void>;
  /** Undefined when there is no object. */
  stat(key: ObjectKey): Promise<StoredObjectInfo | undefined>;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes.`);
    this.name = 'StorageLimitError';
  }
}

export class StorageNotFoundError extends Error {
  constructor() {
    super('No such object.');
    this.name = 'StorageNotFoundError';
  }
}

/** Counts bytes as they pass and fails once there are more than `maxBytes`. */
export async function* limitBytes(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  onSize?: (size: number) => void,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new StorageLimitError(maxBytes);
    yield chunk;
  }
  onSize?.(size);
}
