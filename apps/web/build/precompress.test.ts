import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of every text file, nested ones too, that decompress to the original', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(200);
    await mkdir(join(folder, 'assets'));
    await writeFile(join(folder, 'assets', 'app.js'), script);
    await writeFile(join(folder, 'index.html'), '<!doctype html><title>Portal</title>');

    await precompressFolder(folder);

    const brotli = await readFile(join(folder, 'assets', 'app.js.br'));
    const gzipped = await readFile(join(folder, 'assets', 'app.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzipped).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(gzipped.length);
    expect(gunzipSync(await readFile(join(folder, 'index.html.gz'))).toString()).toContain('<title>Portal</title>');
  });

  it('leaves files that are already compressed, such as images, alone', async () => {
    await writeFile(join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    await precompressFolder(folder);

    expect(await readdir(folder)).toEqual(['logo.png']);
  });
});
