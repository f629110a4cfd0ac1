/**
 * Sends email for real: over SMTP when a server is configured, otherwise as
 * `.eml` files in the outbox folder with the link logged, so invitations and
 * password resets work on a fresh machine with no mail server. Both paths
 * build the message with nodemailer, so the outbox holds exactly what SMTP
 * would have sent.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ProgrammeBrand } from '@portal/contracts/programme-records';

/** The programme a message is sent as: its name, its support address and its own sender, if it has one. */
export type MailSender = Pick<ProgrammeBrand, 'key' | 'title' | 'supportEmail' | 'sender'>;

export interface MailMessage {
  /** The programme the message is sent as: sender name and address, reply-to. */
  sender: MailSender;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is, for the outbox file's name (`invitation`, `password-reset`). */
  kind?: string;
  /** Logged in outbox mode only: in production a reset link in the logs would be a working credential. */
  link?: string;
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file, in outbox mode. */
  file?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  /** Closes SMTP connections; call on shutdown. */
  close(): void;
}

export interface MailLogger {
  info(details: object, message: string): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`; absent means the outbox. */
  smtpUrl?: string;
  /** Where `.eml` files go without SMTP, normally `<DATA_DIR>/outbox`. */
  outboxDir: string;
  logger: MailLogger;
  /** Sender domain for every brand (`no-reply@<fromDomain>`); defaults to `<brand>.test`. */
  fromDomain?: string;
  /**
   * Whether an outbox email's action link is logged (the demo's way to follow an invitation without a
   * mail client). Never in production: a reset or invitation link is a working credential.
   */
  logLinks: boolean;
}

export class MailerConfigError extends Error {}

/** Lower-case letters, digits and `.@+_-` only, so an address cannot climb out of the folder or upset a file system. */
function toSafeFilePart(value: string, maxLength: number): string {
  const safe = value
    .toLowerCase()
    .replace(/[^a-z0-9.@+_-]+/g, '_')
    .replace(/^[.]+/, '_')
    .slice(0, maxLength);
  return safe || 'unknown';
}

/** `2025-03-04T05-06-07-890Z-password-reset-jane@swift.test.eml`: sorts by time; no colons, for Windows. */
export function getOutboxFileName(sentAt: Date, kind: string, to: string): string {
  const time = sentAt.toISOString().replace(/[:.]/g, '-');
  return `${time}-${toSafeFilePart(kind, 40)}-${toSafeFilePart(to, 100)}.eml`;
}

/**
 * Writes to a temporary file, then links it under its final name: a reader
 * never sees half a message, and a second message with the same name gets a
 * suffix instead of replacing the first.
 */
async function writeOutboxFile(outboxDir: string, fileName: string, content: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const temporary = path.join(outboxDir, `.${randomBytes(8).toString('hex')}.tmp`);
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    for (let attempt = 1; ; attempt += 1) {
      const target = path.join(outboxDir, attempt === 1 ? fileName : fileName.replace(/\.eml$/, `-${attempt}.eml`));
      try {
        await link(temporary, target);
        return target;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
      }
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

function getSmtpTransport(smtpUrl: string): Transporter {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new MailerConfigError('SMTP_URL is not a URL; use smtp://user:password@host:587 or smtps://…:465.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailerConfigError('SMTP_URL must start with smtp:// or smtps://.');
  }
  return createTransport(smtpUrl);
}

export function createMailer(options: MailerOptions): Mailer {
  const { logger, outboxDir } = options;
  const smtp = options.smtpUrl ? getSmtpTransport(options.smtpUrl) : undefined;
  // Builds the full RFC 5322 message in memory instead of sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  function getEnvelope(message: MailMessage) {
    const { sender } = message;
    return {
      from: {
        name: sender.sender.name ?? sender.title,
        address: sender.sender.address ?? `no-reply@${options.fromDomain ?? `${sender.key}.test`}`,
      },
      replyTo: sender.supportEmail,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
  }

  return {
    mode: smtp ? 'smtp' : 'outbox',

    async send(message) {
      if (smtp) {
        const info = await smtp.sendMail(getEnvelope(message));
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'Email sent');
        return { messageId: info.messageId };
      }
      const info = await composer.sendMail(getEnvelope(message));
      const file = await writeOutboxFile(
        outboxDir,
        getOutboxFileName(new Date(), message.kind ?? 'message', message.to),
        info.message as Buffer,
      );
      logger.info(
        { to: message.to, subject: message.subject, ...(options.logLinks ? { link: message.link } : {}), file },
        'Email written to the outbox (MAIL_TRANSPORT=outbox)',
      );
      return { messageId: info.messageId, file };
    },

    close() {
      smtp?.close();
    },
  };
}
