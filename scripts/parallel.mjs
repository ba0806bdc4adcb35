// `node scripts/parallel.mjs lint typecheck`: npm scripts run at the same time (both are single-threaded, and
// CI has two cores), each one's output printed whole when it ends, so the logs do not interleave. Fails when
// any of them fails, after all have ended.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = process.argv.slice(2);

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', script], {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n> npm run ${script} (${seconds} s, exit ${code})\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code);
      });
    }),
);

const codes = await Promise.all(runs);
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
