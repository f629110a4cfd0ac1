import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from './page-compression';

describe('compressedPage', () => {
  const page = { html: `<!doctype html><html lang="es"><title>Inicie sesión</title>${'<p>Bienvenido</p>'.repeat(100)}` };

  it("decompresses to the page's HTML, accents included, in either encoding", async () => {
    expect(brotliDecompressSync(await compressedPage(page, 'br')).toString('utf8')).toBe(page.html);
    expect(gunzipSync(await compressedPage(page, 'gzip')).toString('utf8')).toBe(page.html);
  });

  it('compresses each page once per encoding and keeps pages apart', async () => {
    expect(compressedPage(page, 'br')).toBe(compressedPage(page, 'br'));
    const other = { html: '<!doctype html><title>Sign in</title>' };
    expect(brotliDecompressSync(await compressedPage(other, 'br')).toString('utf8')).toBe(other.html);
    expect(brotliDecompressSync(await compressedPage(page, 'br')).toString('utf8')).toBe(page.html);
  });
});
