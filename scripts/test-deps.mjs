// The first step of `npm test`: what the tests need besides node_modules — Debian's Chromium (the browser
// flows), Dovecot (the email sync tests' IMAP server), PostgreSQL's initdb (the PostgreSQL pass) and Caddy
// (tracking domains through its on-demand TLS, as the README deploys them).
// Installs the missing Debian packages when it may (root, apt-get present), as CI does; otherwise stops at
// once naming the one command that does. Nothing is skipped for want of them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const initdb = () =>
  onPath('initdb') ||
  (fs.existsSync('/usr/lib/postgresql') &&
    fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)));

const NEEDS = [
  { pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  { pkg: 'dovecot-imapd', present: () => fs.existsSync('/usr/sbin/dovecot') || onPath('dovecot') },
  { pkg: 'postgresql', present: initdb },
  { pkg: 'caddy', present: () => onPath('caddy') },
  // The local SNS fake signs its notifications with a certificate it makes with openssl.
  { pkg: 'openssl', present: () => onPath('openssl') },
];

const missing = NEEDS.filter((need) => !need.present()).map((need) => need.pkg);
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const root = process.getuid?.() === 0;
if (!root || !onPath('apt-get')) {
  console.error(
    `The tests need ${missing.join(', ')} (Debian packages). Install them, then run npm test again:`,
  );
  console.error(`\n  sudo sh -c '${command}'\n`);
  process.exit(1);
}
console.log(`Installing ${missing.join(' ')} (apt-get)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
const still = NEEDS.filter((need) => !need.present()).map((need) => need.pkg);
if (still.length > 0) {
  console.error(`apt-get installed, yet still missing: ${still.join(', ')}`);
  process.exit(1);
}
