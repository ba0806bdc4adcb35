import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.js';

/**
 * A private Debian Dovecot (`dovecot-imapd`) on 127.0.0.1 for tests: its own config, users and
 * Maildirs in a temp folder, plain login, no TLS. Nobody here wrote it — the IMAP side of the email
 * sync is tested against a real server. Without Dovecot the tests fail, naming the package (`npm test` installs
 * it first: scripts/test-deps.mjs).
 */
export interface Dovecot {
  port: number;
  /** Puts a raw message into a user's INBOX (IMAP APPEND, as a delivery would). */
  append(user: string, password: string, raw: string): Promise<void>;
  /** Drops every IMAP connection of a user (as a server restart or a network cut would). */
  kick(user: string): void;
  /** A user's Maildir (benches write messages there directly; chown them to nobody afterwards). */
  maildir(user: string): string;
  /** Delivers a raw message into a user's INBOX as a local delivery agent does (Maildir tmp → new), no login needed. */
  deliver(user: string, raw: string): void;
  /** The passwd-file Dovecot reads logins from (re-read when it changes: a mail provider may add users). */
  usersFile: string;
  stop(): Promise<void>;
}

const DOVECOT = existsSync('/usr/sbin/dovecot') ? '/usr/sbin/dovecot' : 'dovecot';

export async function startDovecot(
  users: { user: string; password: string }[],
  /** A fixed port, and a passwd-file path a server started beforehand was told (browser tests). */
  options: { port?: number; usersFile?: string } = {},
): Promise<Dovecot> {
  if (spawnSync(DOVECOT, ['--version']).status !== 0)
    throw new Error(
      'Dovecot is not installed: apt-get install dovecot-imapd (npm test installs it when it may)',
    );
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  chmodSync(dir, 0o755);
  const port = options.port ?? (await freePort());
  const usersFile = options.usersFile ?? join(dir, 'users');
  mkdirSync(join(dir, 'run'));
  mkdirSync(join(dir, 'mail'));
  execFileSync('chown', ['nobody:nogroup', join(dir, 'mail')]);
  const passwords = new Map(users.map((u) => [u.user, u.password]));
  const writeUsers = () =>
    writeFileSync(
      usersFile,
      [...passwords].map(([user, password]) => `${user}:{PLAIN}${password}\n`).join(''),
    );
  writeUsers();
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'dovecot.conf'),
    [
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/run`,
      'protocols = imap',
      'listen = 127.0.0.1',
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `log_path = ${dir}/dovecot.log`,
      `mail_location = maildir:~/Maildir`,
      ...(asRoot ? ['default_internal_user = dovecot', 'default_login_user = dovenull'] : []),
      `passdb {\n  driver = passwd-file\n  args = ${usersFile}\n}`,
      `userdb {\n  driver = static\n  args = uid=nobody gid=nogroup home=${dir}/mail/%u\n}`,
      `service imap-login {\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      // One imap process per connection is plenty; no stats writer.
      `service stats {\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}`,
      '',
    ].join('\n'),
  );
  execFileSync(DOVECOT, ['-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  // Wait for the listener.
  for (let i = 0; i < 50; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        logger: false,
        auth: users[0] ? { user: users[0].user, pass: users[0].password } : undefined,
      });
      c.on('error', () => undefined);
      c.connect()
        .then(() => c.logout())
        .then(() => resolve(true))
        .catch(() => resolve(false));
    });
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const maildir = (user: string) => join(dir, 'mail', user, 'Maildir');
  let delivered = 0;
  return {
    port,
    usersFile,
    maildir,
    deliver(user, raw) {
      const box = maildir(user);
      for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(box, sub), { recursive: true });
      const name = `${Math.floor(Date.now() / 1000)}.M${++delivered}P${process.pid}.test`;
      writeFileSync(join(box, 'tmp', name), raw);
      execFileSync('chown', ['-R', 'nobody:nogroup', join(box, '..')]);
      renameSync(join(box, 'tmp', name), join(box, 'new', name));
    },
    kick: (user) => {
      execFileSync(
        existsSync('/usr/bin/doveadm') ? '/usr/bin/doveadm' : 'doveadm',
        ['-c', join(dir, 'dovecot.conf'), 'kick', user],
        {
          stdio: 'ignore',
        },
      );
    },
    async append(user, password, raw) {
      const c = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        logger: false,
        auth: { user, pass: password },
      });
      c.on('error', () => undefined);
      await c.connect();
      try {
        await c.append('INBOX', raw);
      } finally {
        await c.logout();
      }
    },
    async stop() {
      let pid = 0;
      try {
        pid = Number(readFileSync(join(dir, 'run', 'master.pid'), 'utf8').trim());
        if (pid) process.kill(pid);
      } catch {
        // already gone
      }
      // Dovecot removes its sockets while it shuts down: wait for the master to exit before cleaning up.
      for (let i = 0; pid && i < 50; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
