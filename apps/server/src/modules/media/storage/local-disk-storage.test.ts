import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';
import { StorageLimitError, StorageNotFoundError, toObjectPath } from './storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-storage-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const key = () => ({ tenantKey: 'swift', ownerAccountId: randomUUID(), objectId: randomUUID() });

async function* chunks(...parts: (string | Error)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield Buffer.from(part);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Every file under the root, incoming folder included. */
async function listFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('createLocalDiskStorage', () => {
  it('puts, stats, gets and deletes an object under <tenant>/<owner>/<id>', async () => {
    const storage = createLocalDiskStorage({ root });
    const objectKey = key();
    expect(await storage.put(objectKey, chunks('hello ', 'world'), { maxBytes: 100 })).toEqual({ size: 11 });
    expect(await readFile(path.join(root, toObjectPath(objectKey)), 'utf8')).toBe('hello world');
    expect(await storage.stat(objectKey)).toEqual({ size: 11 });
    const read: Buffer[] = [];
    for await (const chunk of await storage.get(objectKey)) read.push(Buffer.from(chunk));
    expect(Buffer.concat(read).toString()).toBe('hello world');
    await storage.delete(objectKey);
    expect(await storage.stat(objectKey)).toBeUndefined();
    await expect(storage.get(objectKey)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete(objectKey);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const storage = createLocalDiskStorage({ root });
    const objectKey = key();
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    await expect(storage.put(objectKey, chunks('first half', aborted), { maxBytes: 100 })).rejects.toBe(aborted);
    expect(await storage.stat(objectKey)).toBeUndefined();
    expect(await listFiles()).toEqual([]);
  });

  it('refuses a body past the limit and leaves nothing behind', async () => {
    const storage = createLocalDiskStorage({ root });
    const objectKey = key();
    await expect(storage.put(objectKey, chunks('12345', '67890', 'x'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      StorageLimitError,
    );
    expect(await listFiles()).toEqual([]);
  });

  it('refuses keys that could leave its folder', () => {
    expect(() => toObjectPath({ tenantKey: '..', ownerAccountId: null, objectId: 'x' })).toThrow();
    expect(() => toObjectPath({ tenantKey: 'swift', ownerAccountId: 'a/b', objectId: 'x' })).toThrow();
    expect(toObjectPath({ tenantKey: 'swift', ownerAccountId: null, objectId: 'abc' })).toBe('swift/shared/abc');
  });
});
