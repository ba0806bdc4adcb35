// `npm run bench [-- <suite>…]`: runs the benchmark suites in apps/server/bench/*.bench.ts (all, or the
// named ones) one after another. Each suite writes its own section of docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'apps/server/bench');
const wanted = process.argv.slice(2);
const suites = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !wanted.length || wanted.includes(f.replace(/\.bench\.ts$/, '')));
if (!suites.length) {
  console.error(`No bench suite matches ${wanted.join(', ')}`);
  process.exit(1);
}
for (const suite of suites) {
  console.log(`\n== ${suite} ==`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, suite)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
