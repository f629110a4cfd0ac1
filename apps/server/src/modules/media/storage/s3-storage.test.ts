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
const requests: { method: string; path: string; isSignatureValid: boolean }[] = [];
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
    requests.push({ method: request.method ?? '', path: url.pathname, isSignatureValid });
    if (!isSignatureValid) return response.writeHead(403).end();
    const stored = objects.get(url.pathname);
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
