import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Measurement {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

/** Starts a server process and waits until its port answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  probePath: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Limits 1000× the published ones: counted (their cost is measured), never reached by the load.
    env: { ...process.env, RATE_LIMIT_SCALE: '1000', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${probePath}`);
      if (res.status < 500) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  durationSec = 10,
): Promise<Measurement> {
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: 50, duration: durationSec, headers });
  const m = {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${name}: ${m.requestsPerSec} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, errors ${m.errors}, non-2xx ${m.non2xx}`,
  );
  return m;
}

export function machine() {
  return {
    cpus: os.availableParallelism(),
    model: os.cpus()[0]?.model?.trim() ?? 'unknown',
    memGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/** Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeSection(name: string, markdown: string): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench`. Each section belongs to one suite in `apps/server/bench/`.\n';
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const i = current.indexOf(start);
  const j = current.indexOf(end);
  const next =
    i >= 0 && j > i
      ? current.slice(0, i) + block + current.slice(j + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
