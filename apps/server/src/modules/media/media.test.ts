import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse } from '@portal/contracts/accounts';
import { IMAGE_MAX_BYTES, MEDIA_MESSAGES, MEGABYTE, ZListMediaResponse, ZMediaObject } from '@portal/contracts/media';
import { mediaObjects, members } from '../../db/schema';
import { api } from '../../test/api';
import { createTestApp, signIn } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEDIA_QUOTA_MB: '1' });
});
afterAll(async () => {
  await t?.close();
});

/** A real width×height image, left half red and right half blue (so a turn shows). */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels.set(index % width < width / 2 ? [220, 30, 30] : [30, 30, 220], index * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const PNG = await halves(8, 8).png().toBuffer();
const JPEG = await halves(8, 8).jpeg().toBuffer();
const WEBP = await halves(8, 8).webp().toBuffer();
/**
 * An iPhone-style HEIC (HEVC) photo, 48×32, left red and right blue, with
 * EXIF. Made with libheif's `heif-enc` from a JPEG: sharp cannot write HEVC.
 */
const HEIC = await readFile(new URL('./test-fixtures/photo.heic', import.meta.url));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Where the phone was: what must never be published with the picture. */
const CAMERA_MAKER = 'Phonemaker Inc.';
/** A phone photo: 48×32 as stored, EXIF orientation 6 (shown turned 90° clockwise), GPS position and camera. */
const PHONE_PHOTO = await halves(48, 32)
  .jpeg({ quality: 95 })
  .withExif({
    IFD0: { Make: CAMERA_MAKER, Model: 'Phone 15' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An image bomb: a few hundred bytes of PNG that declare 20000×20000 pixels (400 megapixels). */
const PNG_BOMB = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(20_001 * 64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
})();

const HTML = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');

/** The API as the session whose token this is, on swift unless `host` is given. */
const as = (token: string, host?: string) => api(t.app, { host }).as(token);

function upload(
  token: string,
  body: Buffer | Readable,
  contentType: string,
  query = '?title=Scan',
  host = 'swift.localhost',
) {
  return as(token, host).post(`/api/authorization/media${query}`, body, { headers: { 'content-type': contentType } });
}

async function listStoredFiles(): Promise<string[]> {
  const root = path.join(t.config.DATA_DIR, 'media');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

let listening: Promise<string> | undefined;
/** The app on a real socket (once per file), for what inject cannot do: chunked bodies, cut-off uploads. */
async function getPort(): Promise<string> {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }).then((address) => new URL(address).port);
  return listening;
}

/** POSTs the body in 1 MB chunks without a Content-Length (Transfer-Encoding: chunked). */
async function postChunked(token: string, url: string, brand: string, body: Buffer) {
  const port = await getPort();
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: { 'x-portal-brand': brand, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    // The server may answer and close before every chunk is written.
    request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
    Readable.from(
      (function* () {
        for (let offset = 0; offset < body.length; offset += MEGABYTE) yield body.subarray(offset, offset + MEGABYTE);
      })(),
    ).pipe(request);
  });
}

async function countRows(): Promise<number> {
  return (await t.db.select({ id: mediaObjects.id }).from(mediaObjects)).length;
}

/** The app's `http_requests_in_flight`, from the operators' listener (whose own requests it does not count). */
async function requestsInFlight(): Promise<number> {
  const response = await t.operators.inject({ method: 'GET', url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  const value = /^http_requests_in_flight(?:\{[^}]*\})? (\d+)$/m.exec(response.body)?.[1];
  expect(value).toBeDefined();
  return Number(value);
}

interface CutOffUpload {
  request: ClientRequest;
  /** The client's side: the status if an answer came, undefined once the connection failed. */
  answered: Promise<number | undefined>;
  /** The server's side of this request, as its HTTP server received it. */
  server: { request: IncomingMessage; response: ServerResponse };
  /** Requests in flight before this one. */
  idle: number;
}

/**
 * Starts an upload on a real socket that declares `declaredLength` bytes and sends only `sent`, and
 * answers once the server is handling it and has read every byte sent: an upload cut off half-way
 * when the test destroys `request`.
 */
async function startCutOffUpload(
  token: string,
  contentType: string,
  sent: Buffer[],
  declaredLength: number,
): Promise<CutOffUpload> {
  const port = await getPort();
  const url = `/api/authorization/media?title=half-${randomUUID()}`;
  const idle = await requestsInFlight();
  const received = new Promise<CutOffUpload['server']>((resolve) => {
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url !== url) return;
      t.app.server.off('request', onRequest);
      resolve({ request, response });
    };
    t.app.server.on('request', onRequest);
  });
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    headers: {
      'x-portal-brand': 'swift',
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'content-length': String(declaredLength),
    },
  });
  const answered = new Promise<number | undefined>((resolve) => {
    request.on('response', (response) => resolve(response.statusCode));
    request.on('error', () => resolve(undefined));
  });
  for (const part of sent) request.write(part);
  const server = await received;
  await waitFor(async () => (await requestsInFlight()) === idle + 1, 'the server is handling the upload');
  await waitFor(
    () => server.request.socket.bytesRead === request.socket?.bytesWritten,
    'the server has read every byte sent so far',
  );
  return { request, answered, server, idle };
}

/** Waits until the server has finished with a cut-off upload: its answer ended (sent to no one), no longer in flight. */
async function serverGaveUp(upload: CutOffUpload): Promise<ServerResponse> {
  const { response } = upload.server;
  await waitFor(() => response.writableEnded, 'the server has answered the cut-off upload');
  await waitFor(async () => (await requestsInFlight()) === upload.idle, 'the cut-off upload is no longer in flight');
  return response;
}

describe('POST /media and GET /media/:id/content', () => {
  it('stores a PNG and serves it to its owner only, with private headers', async () => {
    const owner = await signIn(t.app, 'member@swift.test');
    const response = await upload(owner, PNG, 'image/png', '?title=' + encodeURIComponent('Rash, day 2'));
    expect(response.statusCode).toBe(201);
    const object = ZMediaObject.parse(response.json());
    expect(object).toMatchObject({ kind: 'image', content_type: 'image/png', title: 'Rash, day 2' });
    expect(object.is_own).toBe(true);
    expect(object.content_url).toBe(`/api/authorization/media/${object.id}/content`);

    const content = await as(owner).get(object.content_url);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload).toHaveLength(object.size);
    expect(await sharp(content.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(content.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(object.size),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(content.headers['content-disposition']).toMatch(/^inline; filename="Rash_ day 2.png"/);

    const stranger = await signIn(t.app, 'new@swift.test');
    for (const url of [object.content_url, `/api/authorization/media/${object.id}`]) {
      const refused = await as(stranger).get(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: MEDIA_MESSAGES.notFound });
    }
    const deleteByStranger = await as(stranger).delete(`/api/authorization/media/${object.id}`);
    expect(deleteByStranger.statusCode).toBe(404);
    expect((await as(stranger).get('/api/authorization/media')).json().items).toEqual([]);

    const otherTenant = await signIn(t.app, 'member@oakmore.test');
    expect((await as(otherTenant).get(object.content_url)).statusCode).toBe(401);
    expect((await as(otherTenant, 'oakmore.localhost').get(object.content_url)).statusCode).toBe(404);
    expect((await as(owner).get(`/api/authorization/media/${randomUUID()}/content`)).statusCode).toBe(404);
    expect((await as(owner).get('/api/authorization/media/not-a-uuid/content')).statusCode).toBe(404);
  });

  it('stores a PDF and serves it as an attachment', async () => {
    const token = await signIn(t.app, 'editor@swift.test');
    const response = await upload(token, PDF, 'application/pdf', '?title=Lab%20results');
    expect(response.statusCode).toBe(201);
    const object = ZMediaObject.parse(response.json());
    expect(object.kind).toBe('document');
    const content = await as(token).get(object.content_url);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^attachment; filename="Lab results.pdf"/);
  });

  it.each([
    ['image/jpeg', JPEG, 'jpeg'],
    ['image/webp', WEBP, 'webp'],
  ])('accepts a real %s and stores it as such', async (contentType, body, format) => {
    const token = await signIn(t.app, 'admin@swift.test');
    const response = await upload(token, body, contentType);
    expect(response.statusCode).toBe(201);
    const object = ZMediaObject.parse(response.json());
    expect(object.content_type).toBe(contentType);
    const content = await as(token).get(object.content_url);
    expect(content.headers['content-type']).toBe(contentType);
    expect(await sharp(content.rawPayload).metadata()).toMatchObject({ format, width: 8, height: 8 });
  });

  it('refuses a renamed file (400), an unknown type (415), a missing title (400), leaving nothing', async () => {
    const token = await signIn(t.app, 'member@incent.test');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const renamed = await upload(
      token,
      Buffer.from('#!/bin/sh\necho not a picture\n'),
      'image/png',
      '?title=x',
      'incent.localhost',
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'MEDIA_CONTENT_MISMATCH',
      message: "The file's content does not match its type.",
    });
    const pngAsPdf = await upload(token, PNG, 'application/pdf', '?title=x', 'incent.localhost');
    expect(pngAsPdf.statusCode).toBe(400);
    const text = await upload(token, Buffer.from('hello'), 'text/plain', '?title=x', 'incent.localhost');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MEDIA_MESSAGES.unsupportedType);
    const untitled = await upload(token, PNG, 'image/png', '', 'incent.localhost');
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().field).toBe('title');
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
  });

  it('refuses an oversized image with 413, whether it declares its length or not, storing nothing', async () => {
    const token = await signIn(t.app, 'member@attentive.test', 'attentive.localhost');
    // The per-member quota of this app is 1 MB, so use a shared upload (editors) to reach the type's limit.
    const editor = await signIn(t.app, 'editor@attentive.test', 'attentive.localhost');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES, 0)]);
    const declared = await upload(editor, big, 'image/png', '?title=big&shared=true', 'attentive.localhost');
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_MESSAGES.imageTooLarge });
    // Without a Content-Length the limit applies as the bytes arrive (over a real socket: inject cannot stream this).
    const chunked = await postChunked(editor, '/api/authorization/media?title=big&shared=true', 'attentive', big);
    expect(chunked.statusCode).toBe(413);
    expect(JSON.parse(chunked.body).message).toBe(MEDIA_MESSAGES.imageTooLarge);
    const sharedByMember = await upload(token, PNG, 'image/png', '?title=x&shared=true', 'attentive.localhost');
    expect(sharedByMember.statusCode).toBe(403);
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
  });

  it("enforces the member's quota and reports usage", async () => {
    const token = await signIn(t.app, 'who5@swift.test');
    const first = await upload(token, Buffer.concat([PDF, Buffer.alloc(600 * 1024)]), 'application/pdf');
    expect(first.statusCode).toBe(201);
    const list = ZListMediaResponse.parse((await as(token).get('/api/authorization/media')).json());
    expect(list.usage).toEqual({ used: PDF.length + 600 * 1024, quota: 1024 * 1024 });
    const filesBefore = await listStoredFiles();
    const second = await upload(token, Buffer.concat([PDF, Buffer.alloc(600 * 1024)]), 'application/pdf');
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ code: 'MEDIA_QUOTA_EXCEEDED', message: MEDIA_MESSAGES.quotaExceeded });
    expect(await listStoredFiles()).toEqual(filesBefore);

    const deleted = await as(token).delete(`/api/authorization/media/${first.json().id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await as(token).get(first.json().content_url)).statusCode).toBe(404);
    expect((await as(token).get('/api/authorization/media')).json().usage.used).toBe(0);
    expect(await listStoredFiles()).toHaveLength(filesBefore.length - 1);
  });

  it('leaves no row and no file when a streamed document upload is cut off half-way', async () => {
    const token = await signIn(t.app, 'admin@swift.test');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const upload = await startCutOffUpload(
      token,
      'application/pdf',
      [PDF, Buffer.alloc(256 * 1024)],
      PDF.length + 512 * 1024,
    );
    // Half the document is on disk, in the incoming folder (never among the stored objects).
    const newFiles = async () => (await listStoredFiles()).filter((file) => !filesBefore.includes(file));
    await waitFor(async () => (await newFiles()).length > 0, 'the upload is being written to disk');
    const midway = await newFiles();
    expect(midway).toHaveLength(1);
    expect(midway[0]).toContain(`${path.sep}.incoming${path.sep}`);

    upload.request.destroy();
    expect(await upload.answered).toBeUndefined();
    // Once the server has answered (to no one), the half-written file is gone: given up as interrupted.
    const response = await serverGaveUp(upload);
    expect(response.statusCode).toBe(400);
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
  });

  it('leaves no row and no file when an image upload is cut off half-way', async () => {
    const token = await signIn(t.app, 'admin@swift.test');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const upload = await startCutOffUpload(
      token,
      'image/jpeg',
      [PHONE_PHOTO, Buffer.alloc(256 * 1024)],
      PHONE_PHOTO.length + 512 * 1024,
    );
    upload.request.destroy();
    expect(await upload.answered).toBeUndefined();
    // Once the server has answered (to no one), nothing more of this upload can be stored.
    const response = await serverGaveUp(upload);
    expect(response.statusCode).toBe(400);
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
  });
});

describe('images are decoded and stored re-encoded', () => {
  const HOST = 'evergreen.localhost';

  it('strips the EXIF of a phone photo (GPS position, camera) and turns it upright', async () => {
    const token = await signIn(t.app, 'member@evergreen.test');
    expect((await sharp(PHONE_PHOTO).metadata()).exif?.toString('latin1')).toContain(CAMERA_MAKER);
    const response = await upload(token, PHONE_PHOTO, 'image/jpeg', '?title=Holiday', HOST);
    expect(response.statusCode).toBe(201);
    const object = ZMediaObject.parse(response.json());
    expect(object.content_type).toBe('image/jpeg');

    const content = await as(token, HOST).get(object.content_url);
    expect(content.statusCode).toBe(200);
    const stored = content.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain(CAMERA_MAKER);
    // Turned 90° clockwise: the red left half is now on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 32 + x) * 3, (y * 32 + x) * 3 + 3)];
    expect(pixel(16, 4)[0]).toBeGreaterThan(150);
    expect(pixel(16, 43)[2]).toBeGreaterThan(150);

    // The size, the quota and the answer are those of the stored copy.
    expect(stored.equals(PHONE_PHOTO)).toBe(false);
    expect(object.size).toBe(stored.length);
    expect(content.headers['content-length']).toBe(String(stored.length));
    const list = ZListMediaResponse.parse((await as(token, HOST).get('/api/authorization/media')).json());
    expect(list.usage.used).toBe(stored.length);
  });

  it('stores a HEIC photo as a JPEG that every browser shows, without its EXIF', async () => {
    const token = await signIn(t.app, 'who5@evergreen.test');
    const response = await upload(token, HEIC, 'image/heic', '?title=From%20my%20iPhone', HOST);
    expect(response.statusCode).toBe(201);
    const object = ZMediaObject.parse(response.json());
    expect(object).toMatchObject({ kind: 'image', content_type: 'image/jpeg' });

    const content = await as(token, HOST).get(object.content_url);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['content-disposition']).toMatch(/^inline; filename="From my iPhone.jpg"/);
    expect(content.rawPayload).toHaveLength(object.size);
    const metadata = await sharp(content.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 48, height: 32 });
    expect(metadata.exif).toBeUndefined();
    const { data } = await sharp(content.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[(16 * 48 + 4) * 3]).toBeGreaterThan(150);
    expect(data[(16 * 48 + 43) * 3 + 2]).toBeGreaterThan(150);
    expect((await as(token, HOST).get('/api/authorization/media')).json().usage.used).toBe(object.size);
  });

  it.each([
    ['image/png', PNG.subarray(0, 8)],
    ['image/jpeg', JPEG.subarray(0, 4)],
    ['image/webp', WEBP.subarray(0, 12)],
    ['image/heic', HEIC.subarray(0, 12)],
  ])('refuses a file that only begins like %s (400), storing nothing', async (contentType, magic) => {
    const token = await signIn(t.app, 'member@incent.test');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const usageBefore = (await as(token, 'incent.localhost').get('/api/authorization/media')).json().usage.used;
    const response = await upload(token, Buffer.concat([magic, HTML]), contentType, '?title=x', 'incent.localhost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MEDIA_CONTENT_MISMATCH', message: MEDIA_MESSAGES.invalidImage });
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
    expect((await as(token, 'incent.localhost').get('/api/authorization/media')).json().usage.used).toBe(usageBefore);
  });

  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
  ])('stores a real %s followed by HTML without the HTML', async (contentType, image) => {
    const token = await signIn(t.app, 'admin@incent.test');
    const response = await upload(token, Buffer.concat([image, HTML]), contentType, '?title=x', 'incent.localhost');
    expect(response.statusCode).toBe(201);
    const content = await as(token, 'incent.localhost').get(response.json().content_url);
    expect(content.rawPayload.toString('latin1')).not.toContain('<script');
    expect(await sharp(content.rawPayload).metadata()).toMatchObject({ width: 8, height: 8 });
  });

  it('refuses an image bomb (too many pixels) with 413, before decoding it, storing nothing', async () => {
    const token = await signIn(t.app, 'new@incent.test');
    const rowsBefore = await countRows();
    const filesBefore = await listStoredFiles();
    const response = await upload(token, PNG_BOMB, 'image/png', '?title=bomb', 'incent.localhost');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MEDIA_MESSAGES.imageTooManyPixels });
    expect(await countRows()).toBe(rowsBefore);
    expect(await listStoredFiles()).toEqual(filesBefore);
    expect((await as(token, 'incent.localhost').get('/api/authorization/media')).json().usage.used).toBe(0);
  });
});

describe('shared media and the storage alias', () => {
  it('lets editors share media that every member of the tenant can open', async () => {
    const editor = await signIn(t.app, 'editor@oakmore.test');
    const shared = await upload(
      editor,
      PDF,
      'application/pdf',
      '?title=Programme%20guide&shared=true',
      'oakmore.localhost',
    );
    expect(shared.statusCode).toBe(201);
    const object = ZMediaObject.parse(shared.json());
    expect(object.is_shared).toBe(true);
    const member = await signIn(t.app, 'member@oakmore.test');
    const list = ZListMediaResponse.parse(
      (await as(member, 'oakmore.localhost').get('/api/authorization/media')).json(),
    );
    expect(list.items.map((item) => item.id)).toContain(object.id);
    expect(list.usage.used).toBe(0);
    expect((await as(member, 'oakmore.localhost').get(object.content_url)).statusCode).toBe(200);
    const deleteByMember = await as(member, 'oakmore.localhost').delete(`/api/authorization/media/${object.id}`);
    expect(deleteByMember.statusCode).toBe(403);

    // The storage client's path: bucket = tenant key, path = object id.
    const bytes = await as(member, 'oakmore.localhost').get(`/api/storage/b/oakmore/o/${object.id}?alt=media`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect(bytes.headers['cache-control']).toBe('private, no-store');
    const metadata = await as(member, 'oakmore.localhost').get(`/api/storage/b/oakmore/o/${object.id}`);
    expect(ZMediaObject.parse(metadata.json()).id).toBe(object.id);
    expect(
      (await as(member, 'oakmore.localhost').get(`/api/storage/b/swift/o/${object.id}?alt=media`)).statusCode,
    ).toBe(404);
    const swiftMember = await signIn(t.app, 'member@swift.test');
    expect((await as(swiftMember).get(`/api/storage/b/oakmore/o/${object.id}?alt=media`)).statusCode).toBe(404);
    expect(
      (await as(swiftMember, 'oakmore.localhost').get(`/api/storage/b/oakmore/o/${object.id}?alt=media`)).statusCode,
    ).toBe(401);
  });
});

describe('PUT and GET /accounts/me/profile-picture', () => {
  it('stores an image as the picture, shows it in /accounts/me and replaces the previous one', async () => {
    const token = await signIn(t.app, 'new@oakmore.test');
    const put = (body: Buffer, contentType: string) =>
      as(token, 'oakmore.localhost').put('/api/authorization/accounts/me/profile-picture', body, {
        headers: { 'content-type': contentType },
      });
    expect(
      (await as(token, 'oakmore.localhost').get('/api/authorization/accounts/me/profile-picture')).statusCode,
    ).toBe(404);
    const pdf = await put(PDF, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(MEDIA_MESSAGES.notAnImage);
    expect((await put(Buffer.from('not really'), 'image/jpeg')).statusCode).toBe(400);
    const disguised = await put(Buffer.concat([JPEG.subarray(0, 4), HTML]), 'image/jpeg');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(MEDIA_MESSAGES.invalidImage);
    expect((await put(PNG_BOMB, 'image/png')).statusCode).toBe(413);

    const first = await put(PNG, 'image/png');
    expect(first.statusCode).toBe(200);
    const firstName = first.json().profile_picture_name as string;
    // Warm the session cache; the next picture must still show at once.
    const me = ZCurrentUserResponse.parse(
      (await as(token, 'oakmore.localhost').get('/api/authorization/accounts/me?get_member=true')).json(),
    );
    expect(me.member?.profile_picture_name).toBe(firstName);

    const second = await put(PHONE_PHOTO, 'image/jpeg');
    const secondName = second.json().profile_picture_name as string;
    expect(secondName).not.toBe(firstName);
    const after = (await as(token, 'oakmore.localhost').get('/api/authorization/accounts/me?get_member=true')).json();
    expect(after.member.profile_picture_name).toBe(secondName);
    const picture = await as(token, 'oakmore.localhost').get('/api/authorization/accounts/me/profile-picture');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    // Published without where it was taken.
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(picture.rawPayload.toString('latin1')).not.toContain(CAMERA_MAKER);
    expect(picture.headers['content-length']).toBe(String(picture.rawPayload.length));
    expect((await as(token, 'oakmore.localhost').get(`/api/authorization/media/${firstName}/content`)).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.id, firstName));
    expect(row?.deletedAt).not.toBeNull();

    // Deleting the picture's object clears it from the profile.
    await as(token, 'oakmore.localhost').delete(`/api/authorization/media/${secondName}`);
    const [member] = await t.db.select().from(members).where(eq(members.profilePictureName, secondName));
    expect(member).toBeUndefined();
  });
});
