import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_INCOMING_MS, createIncomingFiles } from './incoming-files';
import { createLocalDiskStorage } from './local-disk-storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-incoming-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

async function leave(relative: string, ageMs = 0): Promise<string> {
  const file = path.join(root, '.incoming', relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'half an upload');
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  return file;
}

const remaining = async () => (await readdir(path.join(root, '.incoming'), { recursive: true })).sort();

describe('createIncomingFiles', () => {
  it('sweeps the uploads of ended processes and earlier runs on this host, and keeps running ones', async () => {
    const self = { pid: process.pid, run: 'current' };
    await leave(`box/${endedPid()}-gone.a`);
    await leave(`box/${process.pid}-earlier.b`);
    await leave(`box/${process.pid}-current.c`);
    await leave(`box/${process.ppid}-parent.d`);
    const incoming = createIncomingFiles({ root, host: 'box', self });
    expect(await incoming.sweep()).toBe(2);
    expect(await remaining()).toEqual(['box', `box/${process.pid}-current.c`, `box/${process.ppid}-parent.d`].sort());
  });

  it('sweeps another host’s uploads only once they have not changed for a day', async () => {
    await leave('other/1-x.fresh');
    await leave('other/1-x.stale', STALE_INCOMING_MS + 60_000);
    await leave('older-layout-file', STALE_INCOMING_MS + 60_000);
    expect(await createIncomingFiles({ root, host: 'box' }).sweep()).toBe(2);
    expect(await remaining()).toEqual(['other', 'other/1-x.fresh']);
  });

  it('names each upload of this process apart, in this host’s folder', () => {
    const incoming = createIncomingFiles({ root, host: 'box', self: { pid: 7, run: 'r1' } });
    const [first, second] = [incoming.newFile(), incoming.newFile()];
    expect(path.dirname(first)).toBe(path.join(root, '.incoming', 'box'));
    expect(path.basename(first)).toMatch(/^7-r1\./);
    expect(first).not.toBe(second);
  });

  it('answers 0 when nothing was ever uploaded', async () => {
    expect(await createIncomingFiles({ root }).sweep()).toBe(0);
  });
});

describe('createLocalDiskStorage at start', () => {
  it('removes the partial file a killed process left', async () => {
    const storage = createLocalDiskStorage({ root });
    await storage.swept;
    // A process on this host that ended mid-upload (as after SIGKILL).
    const host = path.basename(path.dirname(createIncomingFiles({ root }).newFile()));
    await leave(`${host}/${endedPid()}-killed.upload`);
    expect(await createLocalDiskStorage({ root }).swept).toBe(1);
    expect(await remaining()).toEqual([host]);
  });
});
