/**
 * Reads the e2e server's emails: without SMTP it writes each message as
 * `<DATA_DIR>/outbox/<ISO time>-<kind>-<to>.eml`. The helpers wait for the
 * newest message of a kind to an address and take the link from its
 * text/plain part (MIME parsed: multipart boundaries, quoted-printable or
 * base64 bodies, folded headers).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export type EmailKind = 'invitation' | 'password-reset' | 'password-changed';

export const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

export interface OutboxEmail {
  file: string;
  subject: string;
  to: string;
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** As the server names files: lower case, and anything outside `a-z0-9.@+_-` as `_`. */
function toFilePart(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9.@+_-]+/g, '_');
}

function parsePart(raw: string): MimePart {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines (starting with a space or tab), then split name: value.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function getParameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(headerValue);
  return match?.[1];
}

export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < withoutSoftBreaks.length; index += 1) {
    const character = withoutSoftBreaks[index]!;
    const hex = withoutSoftBreaks.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The first text/plain part, looking inside multipart containers depth first. */
function findPlainText(part: MimePart): string | undefined {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = getParameter(type, 'boundary');
    if (!boundary) return undefined;
    const sections = part.body.split(`--${boundary}`);
    // Before the first boundary is the preamble; after the closing `--boundary--` the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      const text = findPlainText(parsePart(section.replace(/^\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part) : undefined;
}

export function parseEmail(raw: string, file = ''): OutboxEmail {
  const message = parsePart(raw);
  const text = findPlainText(message);
  if (text === undefined) throw new Error(`${file || 'The email'} has no text/plain part`);
  return {
    file,
    subject: message.headers.get('subject') ?? '',
    to: message.headers.get('to') ?? '',
    text: text.replace(/\r\n/g, '\n'),
  };
}

async function listEmails(to: string, kind: EmailKind): Promise<string[]> {
  const suffix = new RegExp(`-${kind}-${toFilePart(to).replace(/[.+]/g, '\\$&')}(-\\d+)?\\.eml$`);
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  // ISO times sort as text; a same-millisecond duplicate gets `-2`, `-3`…
  return names.filter((name) => suffix.test(name)).sort();
}

export interface WaitForEmailOptions {
  /** Ignore messages already in the outbox (their file names), e.g. those before an action. */
  ignore?: readonly string[];
  timeoutMs?: number;
}

/** Waits for the newest email of `kind` to `to` that is not in `ignore`. */
export async function waitForEmail(
  to: string,
  kind: EmailKind,
  { ignore = [], timeoutMs = 10_000 }: WaitForEmailOptions = {},
): Promise<OutboxEmail> {
  let newest: string | undefined;
  await expect
    .poll(
      async () => {
        newest = (await listEmails(to, kind)).filter((name) => !ignore.includes(name)).at(-1);
        return newest !== undefined;
      },
      { message: `a ${kind} email to ${to} in ${OUTBOX_DIR}`, timeout: timeoutMs },
    )
    .toBe(true);
  return parseEmail(await readFile(path.join(OUTBOX_DIR, newest!), 'utf8'), newest);
}

/** The outbox files of a kind to an address now, to pass as `ignore` before an action that sends another. */
export function listEmailFiles(to: string, kind: EmailKind): Promise<string[]> {
  return listEmails(to, kind);
}

/** The link on its own line in the text part whose path is `pathname`. */
export function extractLink(email: OutboxEmail, pathname: string): URL {
  for (const line of email.text.split('\n')) {
    const candidate = line.trim();
    if (!/^https?:\/\/\S+$/.test(candidate)) continue;
    const url = new URL(candidate);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in ${email.file}:\n${email.text}`);
}
