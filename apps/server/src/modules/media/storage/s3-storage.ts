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
  /** The size of a multipart upload's parts (S3: at least 5 MB but the last); 8 MB unless a test says otherwise. */
  partBytes?: number;
}

export const S3_PART_BYTES = 8 * 1024 * 1024;

/** The body in parts of exactly `partBytes` (the last may be shorter), each a Buffer of its own. */
async function* partsOf(body: AsyncIterable<Uint8Array>, partBytes: number): AsyncGenerator<Buffer> {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  for await (const chunk of body) {
    let rest = chunk;
    while (heldBytes + rest.byteLength >= partBytes) {
      const take = partBytes - heldBytes;
      held.push(rest.subarray(0, take));
      yield Buffer.concat(held);
      held = [];
      heldBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.byteLength > 0) {
      held.push(rest);
      heldBytes += rest.byteLength;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
 * R2 all accept. An upload streams through in parts: one that fits in a part
 * (8 MB) is sent in one signed PUT; a larger one (a programme video, up to
 * 200 MB) as a multipart upload, one part in memory at a time, each signed
 * with its SHA-256. S3 makes an object visible only once its PUT or its
 * multipart completion succeeds, so a cut-off upload never leaves one (an
 * unfinished multipart upload is aborted).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const doFetch = options.fetch ?? fetch;
  let base = options.endpoint;
  while (base.endsWith('/')) base = base.slice(0, -1);

  const partBytes = options.partBytes ?? S3_PART_BYTES;

  async function send(method: string, key: ObjectKey, body?: Buffer, query = ''): Promise<Response> {
    const url = new URL(`${base}/${options.bucket}/${toObjectPath(key)}${query}`);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = body ? { 'content-type': 'application/octet-stream' } : {};
    const signed = await s3Signer({ method, url, headers, payloadHash }, options).sign();
    return doFetch(url, {
      method,
      headers: signed.headers,
      ...(body ? { body } : {}),
    });
  }

  /** CreateMultipartUpload, UploadPart for each part as it arrives, CompleteMultipartUpload; aborted on any failure. */
  async function putMultipart(
    key: ObjectKey,
    firstPart: Buffer,
    secondPart: Buffer,
    rest: AsyncGenerator<Buffer>,
  ): Promise<{ size: number }> {
    const created = await send('POST', key, Buffer.alloc(0), '?uploads');
    const createdText = await created.text();
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(createdText)?.[1];
    if (!created.ok || !uploadId) throw new S3StorageError('CreateMultipartUpload', created.status);
    const uploadQuery = `uploadId=${encodeURIComponent(uploadId)}`;
    try {
      const etags: string[] = [];
      let size = 0;
      const upload = async (part: Buffer) => {
        const response = await send('PUT', key, part, `?partNumber=${etags.length + 1}&${uploadQuery}`);
        await response.body?.cancel();
        const etag = response.headers.get('etag');
        if (!response.ok || !etag) throw new S3StorageError('UploadPart', response.status);
        etags.push(etag);
        size += part.byteLength;
      };
      await upload(firstPart);
      await upload(secondPart);
      for await (const part of rest) await upload(part);
      const xml =
        '<CompleteMultipartUpload>' +
        etags
          .map((etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`)
          .join('') +
        '</CompleteMultipartUpload>';
      const completed = await send('POST', key, Buffer.from(xml), `?${uploadQuery}`);
      // S3 may answer 200 and still report an error in the body.
      const completedText = await completed.text();
      if (!completed.ok || completedText.includes('<Error>')) {
        throw new S3StorageError('CompleteMultipartUpload', completed.status);
      }
      return { size };
    } catch (error) {
      try {
        const aborted = await send('DELETE', key, undefined, `?${uploadQuery}`);
        await aborted.body?.cancel();
      } catch {
        // The bucket's lifecycle rule for incomplete uploads cleans up what an abort could not.
      }
      throw error;
    }
  }

  return {
    async put(key, body, { maxBytes }) {
      const parts = partsOf(limitBytes(body, maxBytes), partBytes);
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      const second = first.done ? first : await parts.next();
      if (second.done) {
        const response = await send('PUT', key, firstPart);
        await response.body?.cancel();
        if (!response.ok) throw new S3StorageError('PUT', response.status);
        return { size: firstPart.byteLength };
      }
      return putMultipart(key, firstPart, second.value, parts);
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
