import { describe, expect, it } from 'vitest';
import { createMailDispatcher } from './mail-dispatcher';
import type { MailMessage } from './mailer';
import { mailSenderOf } from '../../test/mail-sender';

const message: MailMessage = {
  sender: mailSenderOf('swift'),
  to: 'jane@swift.test',
  subject: 'Subject',
  html: '<p>Hi</p>',
  text: 'Hi',
  kind: 'password-reset',
  link: 'http://swift.localhost:8080/reset-password?token=secret-token-value',
};

describe('createMailDispatcher', () => {
  it('sends in the background, and drain waits for every send', async () => {
    const started: string[] = [];
    const sent: string[] = [];
    /** Each send in progress, held until the test lets it finish. */
    const finish = new Map<string, () => void>();
    const dispatcher = createMailDispatcher({
      mailer: {
        send: async (mail) => {
          started.push(mail.to);
          await new Promise<void>((resolve) => finish.set(mail.to, resolve));
          sent.push(mail.to);
          return { messageId: 'id' };
        },
      },
      log: { error: () => undefined },
    });
    dispatcher.sendInBackground(message);
    dispatcher.sendInBackground({ ...message, to: 'sam@swift.test' });
    expect(sent).toEqual([]);
    let drained = false;
    const draining = dispatcher.drain().then(() => void (drained = true));
    // Everything that can run has run: both sends under way, neither finished, so drain still waits.
    await new Promise(setImmediate);
    expect(started.sort()).toEqual(['jane@swift.test', 'sam@swift.test']);
    expect(sent).toEqual([]);
    expect(drained).toBe(false);

    finish.get('jane@swift.test')!();
    await new Promise(setImmediate);
    expect(sent).toEqual(['jane@swift.test']);
    expect(drained).toBe(false);

    finish.get('sam@swift.test')!();
    await draining;
    expect(sent).toEqual(['jane@swift.test', 'sam@swift.test']);
  });

  it('logs a failed background send without the link, and never throws', async () => {
    const logged: object[] = [];
    const dispatcher = createMailDispatcher({
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      log: { error: (details) => logged.push(details) },
    });
    dispatcher.sendInBackground(message);
    await dispatcher.drain();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ to: 'jane@swift.test', kind: 'password-reset' });
    expect(JSON.stringify(logged[0])).not.toContain('secret-token-value');
    await expect(dispatcher.send(message)).rejects.toThrow('SMTP down');
  });
});
