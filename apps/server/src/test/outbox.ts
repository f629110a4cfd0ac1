/** Reading what the app "sent": the `.eml` files in a test app's outbox. */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxEmail {
  file: string;
  /** Header lines, lower-cased names. */
  headers: Map<string, string>;
  /** The subject, its encoded words (RFC 2047, for text beyond ASCII) decoded. */
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded ('' when there is none). */
  html: string;
  /** The first portal link in the text, if any. */
  link: URL | undefined;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** `=?UTF-8?Q?Le_invitamos?=` and `=?UTF-8?B?…?=` words back to text; adjacent words join without the space between. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodePart(part: string): { headers: Map<string, string>; body: string } {
  const split = part.indexOf('\r\n\r\n');
  const headers = parseHeaders(part.slice(0, split));
  const raw = part.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding');
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(raw)
      : encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : raw;
  return { headers, body };
}

export async function readEmail(file: string): Promise<OutboxEmail> {
  const raw = await readFile(file, 'utf8');
  const message = decodePart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? message.body.split(`--${boundary}`).slice(1, -1) : [];
  const decodedParts = parts.map((part) => decodePart(part.replace(/^\r\n/, '')));
  const textPart = decodedParts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'));
  const htmlPart = decodedParts.find((part) => part.headers.get('content-type')?.startsWith('text/html'));
  const text = textPart?.body ?? message.body;
  const link = /https?:\/\/\S+\/(?:confirm-invitation|reset-password)\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  return {
    file,
    headers: message.headers,
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text,
    html: htmlPart?.body ?? '',
    link: link ? new URL(link) : undefined,
  };
}

/** The `.eml` files for one kind and address, oldest first. */
export async function listEmails(outboxDir: string, kind: string, to: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-${to.toLowerCase()}`))
    .sort()
    .map((name) => path.join(outboxDir, name));
}

/**
 * Waits until there are `count` emails of this kind for this address (some
 * are sent in the background) and returns the newest, parsed.
 */
export async function waitForEmail(
  outboxDir: string,
  kind: string,
  to: string,
  count = 1,
  timeoutMs = 5_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await listEmails(outboxDir, kind, to);
    const newest = files.at(-1);
    if (files.length >= count && newest) return readEmail(newest);
    if (Date.now() > deadline) throw new Error(`No ${kind} email #${count} for ${to} in ${outboxDir}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of a link from an email. */
export function getLinkToken(email: OutboxEmail): string {
  const token = email.link?.searchParams.get('token');
  if (!token) throw new Error(`No token link in ${email.file}.`);
  return token;
}
