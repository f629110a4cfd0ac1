import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ObjectKey, Storage } from './storage';
import { StorageNotFoundError, limitBytes, toObjectPath } from './storage';
import { EMPTY_PAYLOAD_HASH, s3Signer, sha256Hex } from './s3-signing';

export interface S3StorageOptions {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For tests. */
  fetch?: typeof fetch;
}

export class S3StorageError extends Error {
  constructor(operation: string, status: number) {
    super(`S3 ${operation} failed with status ${status}.`);
    this.name = 'S3StorageError';
  }
}

/**
 * Objects in an S3-compatible bucket, addressed path-style
 * (`<endpoint>/<bucket>/<tenant>/<owner>/<id>`), which AWS, MinIO, Ceph and
 * R2 all accept. An upload is collected in memory (at most the 25 MB limit)
 * so its SHA-256 can be signed, then sent in one PUT: S3 makes an object
 * visible only once a PUT completes, so a cut-off upload never sends
 * anything.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const doFetch = options.fetch ?? fetch;
  let base = options.endpoint;
  while (base.endsWith('/')) base = base.slice(0, -1);

  async function send(method: string, key: ObjectKey, body?: Buffer): Promise<Response> {
    const url = new URL(`${base}/${options.bucket}/${toObjectPath(key)}`);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = body ? { 'content-type': 'application/octet-stream' } : {};
    const signed = await s3Signer({ method, url, headers, payloadHash }, options).sign();
    return doFetch(url, {
      method,
      headers: signed.headers,
      ...(body ? { body } : {}),
    });
  }

  return {
    async put(key, body, { maxBytes }) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of limitBytes(body, maxBytes)) chunks.push(chunk);
      const buffer = Buffer.concat(chunks);
      const response = await send('PUT', key, buffer);
      await response.body?.cancel();
      if (!response.ok) throw new S3StorageError('PUT', response.status);
      return { size: buffer.byteLength };
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new StorageNotFoundError();
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new S3StorageError('GET', response.status);
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },

    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new S3StorageError('DELETE', response.status);
    },

    async stat(key) {
      const response = await send('HEAD', key);
      await response.body?.cancel();
      if (response.status === 404) return undefined;
      if (!response.ok) throw new S3StorageError('HEAD', response.status);
      return { size: Number(response.headers.get('content-length') ?? 0) };
    },
  };
}
