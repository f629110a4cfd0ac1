/**
 * Whether the media storage takes writes, for the readiness probe. Local disk: a file can be created
 * and removed in the media folder. S3: a signed HEAD of the bucket answers 2xx (the cheapest call that
 * proves the endpoint, the bucket and the credentials).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { EMPTY_PAYLOAD_HASH, s3Signer } from '../media/storage/s3-signing';

/** Resolves when the storage answers; rejects (or is aborted by `signal`) otherwise. */
export type StorageProbe = (signal: AbortSignal) => Promise<void>;

export function createStorageProbe(
  config: Pick<
    Config,
    | 'MEDIA_STORAGE'
    | 'DATA_DIR'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
  doFetch: typeof fetch = fetch,
): StorageProbe {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (config.MEDIA_STORAGE === 's3' && S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    let base = S3_ENDPOINT;
    while (base.endsWith('/')) base = base.slice(0, -1);
    const url = new URL(`${base}/${S3_BUCKET}`);
    const credentials = {
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    };
    return async (signal) => {
      const signed = await s3Signer(
        { method: 'HEAD', url, headers: {}, payloadHash: EMPTY_PAYLOAD_HASH },
        credentials,
      ).sign();
      const response = await doFetch(url, { method: 'HEAD', headers: signed.headers, signal });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The bucket answered ${response.status}.`);
    };
  }
  // The local storage's root (createLocalDiskStorage's); the probe's file is gone again at once.
  const root = path.resolve(config.DATA_DIR, 'media');
  return async (signal) => {
    await mkdir(root, { recursive: true, mode: 0o700 });
    const file = path.join(root, `.ready-${randomUUID()}`);
    try {
      await writeFile(file, '', { flag: 'wx', mode: 0o600, signal });
    } finally {
      await rm(file, { force: true });
    }
  };
}
