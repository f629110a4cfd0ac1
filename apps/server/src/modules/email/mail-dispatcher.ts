/**
 * Sends account emails either while the caller waits (an admin's invitation,
 * so a failure is reported) or in the background (forgot-password, so the
 * answer takes as long whether or not an email goes out). Background sends
 * are tracked so shutdown can wait for them before closing the mailer.
 */
import type { BackgroundTaskLogger, BackgroundTasks } from '../../lib/background-tasks';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { MailMessage, Mailer, SentMail } from './mailer';

export interface MailDispatcher {
  send(message: MailMessage): Promise<SentMail>;
  /** Starts sending and returns at once; a failure is logged, never thrown. */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background send (and every other task on the same runner) has finished. */
  drain(): Promise<void>;
}

export function createMailDispatcher(deps: {
  mailer: Pick<Mailer, 'send'>;
  log: BackgroundTaskLogger;
  /** The process's background runner; a dispatcher of its own by default. */
  background?: BackgroundTasks;
}): MailDispatcher {
  const background = deps.background ?? createBackgroundTasks({ log: deps.log });
  return {
    send: (message) => deps.mailer.send(message),
    sendInBackground(message) {
      // The address is logged to follow up; the link never is (it would be a working credential).
      background.run(() => deps.mailer.send(message), {
        message: 'Email could not be sent',
        details: { to: message.to, kind: message.kind },
      });
    },
    drain: () => background.drain(),
  };
}
