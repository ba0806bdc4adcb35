import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../../test/fake-smtp.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from './mailer.js';
import { activationMail } from './templates.js';

describe('mailer', () => {
  let database: Database;
  let smtp: FakeSmtp;
  let port: number;
  let received: ReceivedMail[] = [];
  let refuse = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp({ refuseRecipients: () => refuse });
    port = smtp.port;
    received = smtp.received;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('delivers over SMTP and records the message as sent', async () => {
    const mailer = createMailer({
      db: database.db,
      log: createLogger('silent'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Leadloop <no-reply@leadloop.test>',
    });
    const row = await mailer.send(
      activationMail(
        'Leadloop',
        'Zoë@example.com',
        'Zoë',
        'http://localhost:3000/auth/activate-email?activation_code=abc',
      ),
    );
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['Zoë@example.com']);
    expect(mail.from).toBe('no-reply@leadloop.test');
    expect(mail.raw).toContain('Subject: Confirm your email for Leadloop');
    expect(mail.raw).toContain('activation_code=3Dabc'); // quoted-printable '='
    const outbox = await mailer.outbox('zoë@EXAMPLE.com');
    expect(outbox[0]).toMatchObject({
      kind: 'activation',
      status: 'sent',
      links: ['http://localhost:3000/auth/activate-email?activation_code=abc'],
    });
    mailer.close();
  });

  it('records a refused delivery as failed without throwing', async () => {
    refuse = true;
    const mailer = createMailer({
      db: database.db,
      log: createLogger('silent'),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@leadloop.test',
    });
    try {
      const row = await mailer.send(activationMail('Leadloop', 'nobody@example.com', '', 'http://x/y'));
      expect(row.status).toBe('failed');
      expect(row.error).toMatch(/Mailbox unavailable/);
    } finally {
      refuse = false;
      mailer.close();
    }
  });

  it('without SMTP keeps the message in the outbox and logs its link', async () => {
    const lines: string[] = [];
    const log = createLogger('info').child({});
    const spy = Object.assign(Object.create(log), { info: (_obj: unknown, msg: string) => lines.push(msg) });
    const mailer = createMailer({ db: database.db, log: spy, from: 'a@leadloop.test' });
    const row = await mailer.send(
      activationMail(
        'Leadloop',
        'local@example.com',
        'L',
        'http://localhost:3000/auth/activate-email?activation_code=xyz',
      ),
    );
    expect(row.status).toBe('logged');
    expect(lines.join('\n')).toContain('http://localhost:3000/auth/activate-email?activation_code=xyz');
    expect((await mailer.outbox('local@example.com')).map((m) => m.status)).toEqual(['logged']);
  });
});
