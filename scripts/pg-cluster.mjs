// A private, throw-away PostgreSQL cluster for tests and benchmarks: initdb in a temp folder,
// a free port on 127.0.0.1, stopped again by stop(). As root it runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBin(name) {
  const dirs = (process.env.PATH ?? '').split(':');
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  for (const v of versions) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL server binaries (apt-get install -y postgresql)`);
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(options = {}) {
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const asPg = (bin, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', findBin(bin), ...args], { stdio: 'pipe' })
      : execFileSync(findBin(bin), args, { stdio: 'pipe' });
  const port = await freePort();
  const data = path.join(dir, 'data');
  asPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  asPg('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off` +
      // bench:engine counts the statements of each action.
      (options.statements ? ' -c shared_preload_libraries=pg_stat_statements' : ''),
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    /** CPU time (ms) the server has used so far: the postmaster and every backend that has exited. */
    cpuMs() {
      const pid = fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0];
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const ticks = [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0);
      return (ticks * 1000) / 100;
    },
    stop() {
      try {
        asPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
