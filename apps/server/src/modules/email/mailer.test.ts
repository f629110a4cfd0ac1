import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { MailerConfigError, createMailer, getOutboxFileName } from './mailer';
import type { MailLogger } from './mailer';
import { getTenantPublicUrl } from './public-url';
import { renderPasswordResetEmail } from './templates/password-reset-email';
import { mailSenderOf } from '../../test/mail-sender';

const token = 'q5Xl2tZ0t1H5m3oTqk2k4Xz6QmYbq1uOe8Jm9r3Zx0A';

function createLogger() {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  const logger: MailLogger = { info: (details, message) => entries.push({ details: { ...details }, message }) };
  return { logger, entries };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Just enough RFC 5322 / MIME parsing to check what a mail client would see. */
function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (headers.get('content-transfer-encoding') === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (headers.get('content-transfer-encoding') === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { headers, body };
}

function getParts(message: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [];
  return message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseMime(part.replace(/^\r\n/, '')));
}

function render() {
  return renderPasswordResetEmail({
    brand: getBrand('oakmore'),
    publicUrl: getTenantPublicUrl('oakmore'),
    token,
    recipientName: 'Zoë',
  });
}

describe('getOutboxFileName', () => {
  it('is sortable, colon-free and cannot leave the folder', () => {
    const sentAt = new Date('2025-03-04T05:06:07.890Z');
    expect(getOutboxFileName(sentAt, 'password-reset', 'Jane.Doe+hr@Swift.test')).toBe(
      '2025-03-04T05-06-07-890Z-password-reset-jane.doe+hr@swift.test.eml',
    );
    const hostile = getOutboxFileName(sentAt, '../../etc', '../../../passwd\n<x>@a.test');
    expect(hostile).not.toMatch(/[/\\\n<>]/);
    expect(path.basename(hostile)).toBe(hostile);
    expect(getOutboxFileName(sentAt, 'x', 'a'.repeat(500)).length).toBeLessThan(200);
  });
});

describe('createMailer in outbox mode', () => {
  let outboxDir: string;

  beforeEach(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'mailer-')), 'data', 'outbox');
  });

  afterEach(async () => {
    await rm(path.dirname(path.dirname(outboxDir)), { recursive: true, force: true });
  });

  it('writes a real multipart message and logs its link', async () => {
    const { logger, entries } = createLogger();
    const mailer = createMailer({ outboxDir, logger, logLinks: true });
    expect(mailer.mode).toBe('outbox');
    const email = render();

    const sent = await mailer.send({ ...email, sender: mailSenderOf('oakmore'), to: 'zoe@oakmore.test' });

    expect(await readdir(outboxDir)).toEqual([path.basename(sent.file ?? '')]);
    expect(sent.file).toMatch(/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-password-reset-zoe@oakmore\.test\.eml$/);
    const message = parseMime(await readFile(sent.file ?? '', 'utf8'));
    expect(message.headers.get('from')).toBe('Oakmore Health <no-reply@oakmore.test>');
    expect(message.headers.get('reply-to')).toBe('support@oakmore.test');
    expect(message.headers.get('to')).toBe('zoe@oakmore.test');
    expect(message.headers.get('subject')).toBe('Reset your Oakmore Health password');
    expect(message.headers.get('message-id')).toBe(sent.messageId);
    expect(message.headers.get('mime-version')).toBe('1.0');
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative;/);

    const [text, html] = getParts(message);
    expect(text?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/);
    expect(html?.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(text?.body).toContain(`\r\nhttp://oakmore.localhost:8080/reset-password?token=${token}\r\n`);
    expect(text?.body).toContain('Hello Zoë,');
    expect(html?.body).toContain(`href="http://oakmore.localhost:8080/reset-password?token=${token}"`);

    expect(entries).toEqual([
      {
        message: 'Email written to the outbox (MAIL_TRANSPORT=outbox)',
        details: { to: 'zoe@oakmore.test', subject: email.subject, link: email.link, file: sent.file },
      },
    ]);
  });

  it('never logs the link in production, though the email is still written to the outbox', async () => {
    const { logger, entries } = createLogger();
    const mailer = createMailer({ outboxDir, logger, logLinks: false });
    const email = render();
    const sent = await mailer.send({ ...email, sender: mailSenderOf('oakmore'), to: 'zoe@oakmore.test' });
    expect(await readFile(sent.file ?? '', 'utf8')).toContain('reset-password?token=');
    expect(entries).toEqual([
      {
        message: 'Email written to the outbox (MAIL_TRANSPORT=outbox)',
        details: { to: 'zoe@oakmore.test', subject: email.subject, file: sent.file },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('keeps two messages that would share a name, and leaves no temporary files', async () => {
    const mailer = createMailer({
      outboxDir,
      logger: createLogger().logger,
      fromDomain: 'portal.example.com',
      logLinks: true,
    });
    const message = { ...render(), sender: mailSenderOf('swift'), to: 'a@swift.test' };
    const files = await Promise.all(Array.from({ length: 5 }, () => mailer.send(message)));
    expect(new Set(files.map((sent) => sent.file)).size).toBe(5);
    const names = await readdir(outboxDir);
    expect(names).toHaveLength(5);
    expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = parseMime(await readFile(files[0]?.file ?? '', 'utf8'));
    expect(first.headers.get('from')).toBe('SwiftCare <no-reply@portal.example.com>');
  });
});

/**
 * Enough of an SMTP server on 127.0.0.1 to take one message: proves the SMTP
 * path really talks SMTP without needing a mail server on the machine.
 */
function startSmtpServer(): Promise<{
  server: Server;
  port: number;
  received: Promise<{ commands: string[]; data: string }>;
}> {
  return new Promise((resolve) => {
    let onReceived: (value: { commands: string[]; data: string }) => void = () => undefined;
    const received = new Promise<{ commands: string[]; data: string }>((done) => (onReceived = done));
    const server = createServer((socket) => {
      const commands: string[] = [];
      let buffer = '';
      let inData = false;
      let data = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
            onReceived({ commands, data });
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline === -1) return;
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          commands.push(line);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 OK\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

describe('createMailer in SMTP mode', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    const logger = createLogger().logger;
    expect(() =>
      createMailer({ smtpUrl: 'http://mail.test', outboxDir: '/nonexistent', logger, logLinks: false }),
    ).toThrow(MailerConfigError);
    expect(() => createMailer({ smtpUrl: 'not a url', outboxDir: '/nonexistent', logger, logLinks: false })).toThrow(
      MailerConfigError,
    );
  });

  it('sends over SMTP, writes nothing to the outbox and keeps the link out of the log', async () => {
    const { server, port, received } = await startSmtpServer();
    const outboxDir = path.join(tmpdir(), `never-created-${process.pid}-${Date.now()}`);
    const { logger, entries } = createLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir, logger, logLinks: false });
    try {
      expect(mailer.mode).toBe('smtp');
      const email = render();
      const sent = await mailer.send({ ...email, sender: mailSenderOf('oakmore'), to: 'zoe@oakmore.test' });
      mailer.close();
      const { commands, data } = await received;

      expect(commands).toContain('MAIL FROM:<no-reply@oakmore.test>');
      expect(commands).toContain('RCPT TO:<zoe@oakmore.test>');
      const message = parseMime(data);
      expect(message.headers.get('subject')).toBe('Reset your Oakmore Health password');
      expect(message.headers.get('message-id')).toBe(sent.messageId);
      expect(getParts(message).map((part) => part.headers.get('content-type')?.split(';')[0])).toEqual([
        'text/plain',
        'text/html',
      ]);
      await expect(readdir(outboxDir)).rejects.toThrow(/ENOENT/);
      expect(entries).toHaveLength(1);
      expect(JSON.stringify(entries)).not.toContain(token);
    } finally {
      mailer.close();
      server.close();
    }
  });
});
