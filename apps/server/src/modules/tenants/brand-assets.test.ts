import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Color } from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_ARTWORK_FILE } from '@portal/contracts/brand-artwork';
import { BRAND_ARTWORK_MAX_BYTES } from '@portal/contracts/operator-console';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AppError } from '../../lib/errors';
import { BRAND_ARTWORK_MAX_SIDE, brandAssetOf, prepareBrandAsset } from './brand-assets';

const RED = { r: 200, g: 30, b: 30, alpha: 1 };

function solid(width: number, height: number, background: Color = RED) {
  return sharp({ create: { width, height, channels: 4, background } });
}

function svg(body: string, attributes = 'width="200" height="100"'): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);
}

const SHAPES = '<rect width="200" height="100" fill="#0e7490"/>';

const MESSAGES = {
  type: 'The logo must be a PNG, JPEG, WebP, GIF or SVG image.',
  size: 'The logo must be at most 512 KB.',
  dimensions: 'The logo must be at most 8000 pixels wide and high.',
  unsafe:
    'The logo’s SVG contains script, links or embedded files. Save it with plain shapes only, or as a PNG, and upload it again.',
  unreadable: 'The logo file is damaged or could not be read. Save it again and upload it once more.',
};

async function expectPng(body: Buffer) {
  const metadata = await sharp(body).metadata();
  expect(metadata.format).toBe('png');
  return metadata;
}

async function expectRefused(
  bytes: Buffer,
  message: string,
  options: { kind?: 'logo' | 'favicon'; contentType?: string } = {},
) {
  const kind = options.kind ?? 'logo';
  const refusal = prepareBrandAsset(kind, { contentType: options.contentType ?? 'image/png', bytes });
  await expect(refusal).rejects.toBeInstanceOf(AppError);
  await expect(refusal).rejects.toMatchObject({ code: ERROR_CODES.validation, field: kind, message });
}

/** A PNG that says it is `width`×`height` (its IHDR rewritten, CRC included) over a 1×1 image's pixels. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8), length (4), "IHDR" (4): then width and height, and the chunk's CRC after its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('prepareBrandAsset', () => {
  it('fits a logo inside 600×144, aspect kept, as a PNG named by its hash', async () => {
    const png = await solid(1200, 300).png().toBuffer();
    const asset = await prepareBrandAsset('logo', { contentType: 'image/png', bytes: png });
    expect(asset.contentType).toBe('image/png');
    expect(asset.fileName).toMatch(BRAND_ARTWORK_FILE);
    expect(asset.fileName).toMatch(/^logo\.[0-9a-f]{16}\.png$/);
    const hash = createHash('sha256').update(asset.body).digest('hex').slice(0, 16);
    expect(asset.fileName).toBe(`logo.${hash}.png`);
    expect(await expectPng(asset.body)).toMatchObject({ width: 576, height: 144 });
  });

  it('never enlarges a small logo, and reads the type from the bytes, not the declared type', async () => {
    const jpeg = await solid(300, 100).flatten().jpeg().toBuffer();
    const asset = await prepareBrandAsset('logo', { contentType: 'image/png', bytes: jpeg });
    expect(await expectPng(asset.body)).toMatchObject({ width: 300, height: 100 });
  });

  it('makes a favicon 64×64 with a transparent margin, from a WebP', async () => {
    const webp = await solid(100, 400).webp({ lossless: true }).toBuffer();
    const asset = await prepareBrandAsset('favicon', { contentType: 'image/webp', bytes: webp });
    expect(asset.fileName).toMatch(/^favicon\.[0-9a-f]{16}\.png$/);
    expect(asset.fileName).toMatch(BRAND_ARTWORK_FILE);
    expect(await expectPng(asset.body)).toMatchObject({ width: 64, height: 64, channels: 4 });
    const { data } = await sharp(asset.body).raw().toBuffer({ resolveWithObject: true });
    // The left edge is margin (transparent), the middle the image (opaque).
    expect(data[(32 * 64 + 0) * 4 + 3]).toBe(0);
    expect(data[(32 * 64 + 32) * 4 + 3]).toBe(255);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([
      await solid(40, 20).raw().toBuffer(),
      await solid(40, 20, { r: 0, g: 0, b: 255, alpha: 1 }).raw().toBuffer(),
    ]);
    const gif = await sharp(frames, { raw: { width: 40, height: 40, channels: 4, pageHeight: 20 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const asset = await prepareBrandAsset('logo', { contentType: 'image/gif', bytes: gif });
    const metadata = await expectPng(asset.body);
    expect(metadata).toMatchObject({ width: 40, height: 20 });
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(asset.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(80);
  });

  it('drops metadata (EXIF, ICC profile)', async () => {
    const jpeg = await solid(120, 60)
      .flatten()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'At home' } })
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const asset = await prepareBrandAsset('logo', { contentType: 'image/jpeg', bytes: jpeg });
    const metadata = await expectPng(asset.body);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('rasterises a safe SVG at the size it is shown, so no SVG is ever stored', async () => {
    const drawing = Buffer.from(
      [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
        '<!-- Drawn by hand -->',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
        '  viewBox="0 0 50 25" width="50" height="25" inkscape:export-filename="C:\\logos\\brand.png">',
        '  <defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#fff"/></linearGradient>',
        '  <style><![CDATA[ .mark { fill: url("#g"); } ]]></style></defs>',
        '  <title>Brand &amp; co</title>',
        '  <rect class="mark" width="50" height="25" style="stroke: #000"/>',
        '  <use xlink:href="#g" href="#g"/>',
        '</svg>',
      ].join('\n'),
    );
    const logo = await prepareBrandAsset('logo', { contentType: 'image/svg+xml', bytes: drawing });
    expect(logo.contentType).toBe('image/png');
    expect(logo.fileName).toMatch(/^logo\.[0-9a-f]{16}\.png$/);
    // 50×25 drawn to fill the box's height: 288×144, not 50×25 scaled.
    expect(await expectPng(logo.body)).toMatchObject({ width: 288, height: 144 });

    // A size in physical units (as Inkscape writes it) fills the box too.
    const inMillimetres = svg(
      '<rect width="50" height="10" fill="#0e7490"/>',
      'width="50mm" height="10mm" viewBox="0 0 50 10"',
    );
    const printed = await prepareBrandAsset('logo', { contentType: 'image/svg+xml', bytes: inMillimetres });
    const { width, height } = await expectPng(printed.body);
    // librsvg rounds the drawing's size; the box is never overshot.
    expect(width).toBeGreaterThanOrEqual(598);
    expect(width).toBeLessThanOrEqual(600);
    expect(height).toBeGreaterThanOrEqual(119);
    expect(height).toBeLessThanOrEqual(121);

    const favicon = await prepareBrandAsset('favicon', { contentType: 'image/svg+xml', bytes: svg(SHAPES) });
    expect(await expectPng(favicon.body)).toMatchObject({ width: 64, height: 64 });
  });

  it('names the re-encoded PNG as brandAssetOf does', async () => {
    const asset = await prepareBrandAsset('favicon', {
      contentType: 'image/png',
      bytes: await solid(8, 8).png().toBuffer(),
    });
    expect(asset.fileName).toBe(brandAssetOf('favicon', asset.body, 'image/png').fileName);
  });

  it('refuses what is no image of the five types, whatever it is called', async () => {
    await expectRefused(Buffer.from('Just some notes, saved as logo.png.\n'), MESSAGES.type);
    await expectRefused(Buffer.from('<!doctype html><html><body>Hi</body></html>'), MESSAGES.type, {
      contentType: 'image/svg+xml',
    });
    await expectRefused(Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"></html>'), MESSAGES.type);
    await expectRefused(await solid(10, 10).tiff().toBuffer(), MESSAGES.type, { contentType: 'image/tiff' });
    await expectRefused(Buffer.alloc(0), MESSAGES.type);
    await expectRefused(Buffer.from('text'), 'The favicon must be a PNG, JPEG, WebP, GIF or SVG image.', {
      kind: 'favicon',
    });
  });

  it('refuses a file over 512 KB, naming the limit', async () => {
    const large = Buffer.alloc(BRAND_ARTWORK_MAX_BYTES + 1);
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1').copy(large);
    await expectRefused(large, MESSAGES.size);
    await expectRefused(large, 'The favicon must be at most 512 KB.', { kind: 'favicon' });
  });

  it('refuses an image it cannot decode', async () => {
    const png = await solid(20, 20).png().toBuffer();
    await expectRefused(
      Buffer.concat([png.subarray(0, 40), Buffer.from('<script>alert(1)</script>')]),
      MESSAGES.unreadable,
    );
    await expectRefused(Buffer.from('\xff\xd8\xff\xe0 not really a JPEG', 'latin1'), MESSAGES.unreadable);
    await expectRefused(svg('<rect width="10" height="10">'), MESSAGES.unreadable);
    await expectRefused(svg('<rect width=10 height="10"/>'), MESSAGES.unreadable);
  });

  it('refuses absurd dimensions before decoding (a decompression bomb)', async () => {
    const wide = await solid(BRAND_ARTWORK_MAX_SIDE + 1, 1)
      .png()
      .toBuffer();
    await expectRefused(wide, MESSAGES.dimensions);
    const started = performance.now();
    await expectRefused(await pngClaiming(60_000, 60_000), MESSAGES.dimensions);
    expect(performance.now() - started).toBeLessThan(500);
    await expectRefused(svg(SHAPES, 'width="100000" height="10"'), MESSAGES.dimensions);
  });

  describe('an SVG with anything beyond plain shapes', () => {
    const UNSAFE: Record<string, Buffer> = {
      'a script': svg(`${SHAPES}<script>alert(document.cookie)</script>`),
      'a namespaced script': svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      'an onload handler': svg(SHAPES, 'width="200" height="100" onload="alert(1)"'),
      'an onclick handler on a shape': svg('<rect width="10" height="10" onClick=\'alert(1)\'/>'),
      'a javascript: link': svg('<a href="javascript:alert(1)"><rect width="10" height="10"/></a>'),
      'a javascript: link spelled with references': svg(
        '<a xlink:href="java&#x09;scr&#105;pt:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="10" height="10"/></a>',
      ),
      'an external image': svg('<image href="https://tracker.example/pixel.png" width="10" height="10"/>'),
      'a protocol-relative image': svg(
        '<image xlink:href="//tracker.example/pixel.png" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"/>',
      ),
      'a local file': svg('<image href="file:///etc/passwd" width="10" height="10"/>'),
      'an embedded image': svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>'),
      'a use of another file': svg('<use href="other.svg#shape"/>'),
      'a foreignObject': svg(
        '<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">Hi</p></foreignObject>',
      ),
      'an XInclude': svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="#x" parse="text"/>'),
      'an entity declaration': Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      'an external DTD': Buffer.from(
        '<!DOCTYPE svg SYSTEM "https://evil.example/svg.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      'a style sheet instruction': Buffer.from(
        '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/s.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      'a CSS import': svg('<style>@import url(https://evil.example/s.css);</style>'),
      'an external CSS url': svg('<rect width="10" height="10" fill="url(https://evil.example/x.svg#g)"/>'),
      'a CSS escape': svg('<rect width="10" height="10" style="fill: u\\72l(https://evil.example/x)"/>'),
      'an xml:base': svg(SHAPES, 'width="200" height="100" xml:base="https://evil.example/"'),
      'an animation that sets a link': svg(
        '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect width="10" height="10"/></a>',
      ),
    };

    for (const [what, bytes] of Object.entries(UNSAFE)) {
      it(`refuses ${what}`, async () => {
        await expectRefused(bytes, MESSAGES.unsafe, { contentType: 'image/svg+xml' });
      });
    }

    it('says so for a favicon in its own words', async () => {
      await expectRefused(
        UNSAFE['a script']!,
        'The favicon’s SVG contains script, links or embedded files. Save it with plain shapes only, or as a PNG, and upload it again.',
        {
          kind: 'favicon',
        },
      );
    });
  });
});
