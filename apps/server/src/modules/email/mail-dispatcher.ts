/**
 * Sends account emails either while the caller waits (an admin's invitation,
 * so a failure is reported) or in the background (forgot-password, so the
 * answer takes as long whether or not an email goes out). Background sends
 * are tracked so shutdown can wait for them before closing the mailer.
 */
import type { MailMessage, Mailer, SentMail } from './mailer';

export interface MailDispatcherLogger {
  error(details: object, message: string): void;
}

export interface MailDispatcher {
  send(message: MailMessage): Promise<SentMail>;
  /** Starts sending and returns at once; a failure is logged, never thrown. */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background send has finished. */
  drain(): Promise<void>;
}

export function createMailDispatcher(deps: {
  mailer: Pick<Mailer, 'send'>;
  log: MailDispatcherLogger;
}): MailDispatcher {
  const pending = new Set<Promise<unknown>>();
  return {
    send: (message) => deps.mailer.send(message),
    sendInBackground(message) {
      const sending = deps.mailer
        .send(message)
        .catch((error: unknown) => {
          // The address is logged to follow up; the link never is (it would be a working credential).
          deps.log.error({ err: error, to: message.to, kind: message.kind }, 'Email could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
