import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { StorageLimitError, StorageNotFoundError } from './storage';
import { s3Signer, sha256Hex } from './s3-signing';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key', region: 'eu-west-1' };

/** A tiny S3: path-style objects in memory, every request's signature checked. */
const objects = new Map<string, Buffer>();
/** Multipart uploads under way: their parts by number. */
const uploads = new Map<string, { path: string; parts: Map<number, Buffer> }>();
const requests: { method: string; path: string; query: string; size: number; isSignatureValid: boolean }[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', async () => {
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const headers: Record<string, string> = {};
    const authorization = String(request.headers.authorization ?? '');
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    for (const name of signedNames) headers[name] = String(request.headers[name] ?? '');
    const payloadHash = headers['x-amz-content-sha256'] ?? '';
    const { headers: expected } = await s3Signer(
      { method: request.method ?? 'GET', url, headers, payloadHash, datetime: headers['x-amz-date'] ?? '' },
      credentials,
    ).sign();
    const isSignatureValid = expected.get('authorization') === authorization && payloadHash === sha256Hex(body);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.search,
      size: body.length,
      isSignatureValid,
    });
    if (!isSignatureValid) return response.writeHead(403).end();
    const stored = objects.get(url.pathname);
    const uploadId = url.searchParams.get('uploadId');
    if (request.method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomUUID();
      uploads.set(id, { path: url.pathname, parts: new Map() });
      return response
        .writeHead(200)
        .end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) return response.writeHead(404).end();
      if (request.method === 'PUT') {
        upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        return response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      }
      if (request.method === 'POST') {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((match) =>
          Number(match[1]),
        );
        objects.set(upload.path, Buffer.concat(numbers.map((number) => upload.parts.get(number)!)));
        uploads.delete(uploadId);
        return response.writeHead(200).end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
      }
      if (request.method === 'DELETE') {
        uploads.delete(uploadId);
        return response.writeHead(204).end();
      }
    }
    switch (request.method) {
      case 'PUT':
        objects.set(url.pathname, body);
        return response.writeHead(200).end();
      case 'GET':
        return stored
          ? response.writeHead(200, { 'content-length': stored.length }).end(stored)
          : response.writeHead(404).end();
      case 'HEAD':
        return stored
          ? response.writeHead(200, { 'content-length': stored.length }).end()
          : response.writeHead(404).end();
      case 'DELETE':
        objects.delete(url.pathname);
        return response.writeHead(204).end();
      default:
        return response.writeHead(405).end();
    }
  });
});

let endpoint: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('createS3Storage', () => {
  it('streams a body larger than a part as a multipart upload, one part in memory at a time', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'portal-media', ...credentials, partBytes: 10 });
    const key = { tenantKey: 'swift', ownerAccountId: null, objectId: randomUUID() };
    requests.length = 0;
    expect(await storage.put(key, chunks('ftyp-', 'video bytes ', 'in three ', 'parts'), { maxBytes: 100 })).toEqual({
      size: 31,
    });
    expect(objects.get(`/portal-media/swift/shared/${key.objectId}`)?.toString()).toBe(
      'ftyp-video bytes in three parts',
    );
    expect(requests.map((request) => [request.method, request.query.replace(/uploadId=[^&]+/, 'uploadId=…')])).toEqual([
      ['POST', '?uploads'],
      ['PUT', '?partNumber=1&uploadId=…'],
      ['PUT', '?partNumber=2&uploadId=…'],
      ['PUT', '?partNumber=3&uploadId=…'],
      ['PUT', '?partNumber=4&uploadId=…'],
      ['POST', '?uploadId=…'],
    ]);
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.size)).toEqual([
      10, 10, 10, 1,
    ]);
    expect(requests.every((request) => request.isSignatureValid)).toBe(true);
  });

  it('aborts a multipart upload that goes past its limit, leaving no object', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'portal-media', ...credentials, partBytes: 10 });
    const key = { tenantKey: 'swift', ownerAccountId: null, objectId: randomUUID() };
    requests.length = 0;
    await expect(
      storage.put(key, chunks('0123456789', '0123456789', '0123456789'), { maxBytes: 25 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(requests.at(-1)?.method).toBe('DELETE');
    expect(uploads.size).toBe(0);
    expect(await storage.stat(key)).toBeUndefined();
  });

  it('puts, stats, gets and deletes with signed path-style requests', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'portal-media', ...credentials });
    const key = { tenantKey: 'swift', ownerAccountId: randomUUID(), objectId: randomUUID() };
    expect(await storage.put(key, chunks('%PDF-', '1.7 body'), { maxBytes: 100 })).toEqual({ size: 13 });
    expect(objects.get(`/portal-media/swift/${key.ownerAccountId}/${key.objectId}`)?.toString()).toBe('%PDF-1.7 body');
    expect(await storage.stat(key)).toEqual({ size: 13 });
    const read: Buffer[] = [];
    for await (const chunk of await storage.get(key)) read.push(Buffer.from(chunk));
    expect(Buffer.concat(read).toString()).toBe('%PDF-1.7 body');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(requests.every((request) => request.isSignatureValid)).toBe(true);
  });

  it('sends nothing for a body past the limit or one that fails', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'portal-media', ...credentials });
    const before = requests.length;
    const key = { tenantKey: 'swift', ownerAccountId: null, objectId: randomUUID() };
    await expect(storage.put(key, chunks('12345', '678901'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('aborted');
    }
    await expect(storage.put(key, failing(), { maxBytes: 10 })).rejects.toThrow('aborted');
    expect(requests.length).toBe(before);
  });

  it('reports a refused signature as an error', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'portal-media', ...credentials, secretAccessKey: 'wrong' });
    await expect(
      storage.put({ tenantKey: 'swift', ownerAccountId: null, objectId: randomUUID() }, chunks('x'), { maxBytes: 10 }),
    ).rejects.toThrow('S3 PUT failed with status 403.');
  });
});
