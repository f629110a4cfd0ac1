import { describe, expect, it } from 'vitest';
import { createMailDispatcher } from './mail-dispatcher';
import type { MailMessage } from './mailer';

const message: MailMessage = {
  tenantKey: 'swift',
  to: 'jane@swift.test',
  subject: 'Subject',
  html: '<p>Hi</p>',
  text: 'Hi',
  kind: 'password-reset',
  link: 'http://swift.localhost:8080/reset-password?token=secret-token-value',
};

describe('createMailDispatcher', () => {
  it('sends in the background, and drain waits for every send', async () => {
    const sent: string[] = [];
    const dispatcher = createMailDispatcher({
      mailer: {
        send: async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, 10));
          sent.push(mail.to);
          return { messageId: 'id' };
        },
      },
      log: { error: () => undefined },
    });
    dispatcher.sendInBackground(message);
    dispatcher.sendInBackground({ ...message, to: 'sam@swift.test' });
    expect(sent).toEqual([]);
    await dispatcher.drain();
    expect(sent.sort()).toEqual(['jane@swift.test', 'sam@swift.test']);
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
