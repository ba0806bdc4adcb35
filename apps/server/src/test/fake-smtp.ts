import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  /** Connections opened to the server (a refused host must open none). */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) for tests: keeps every message it accepts. With
 * `login`, only that username and password sign in (the password is read at each attempt, so a test
 * can change it); `refuseRecipients` makes it refuse every RCPT TO while it returns true.
 */
export async function startFakeSmtp(
  options: { login?: () => { username: string; password: string }; refuseRecipients?: () => boolean } = {},
): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const { login, refuseRecipients } = options;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !login,
    onAuth(auth, _session, callback) {
      const expected = login?.();
      if (expected && auth.username === expected.username && auth.password === expected.password)
        return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients?.()) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
