// `npm run test:api:pg`: the server test files that open a database (pg-test-files.mjs), again on a
// private PostgreSQL cluster (with-postgres.mjs). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresTestFiles } from './pg-test-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const files = postgresTestFiles();
console.log(`PostgreSQL pass: ${files.length} server test files that open a database`);
const run = spawnSync(
  'node',
  [
    'scripts/with-postgres.mjs',
    'npx',
    'vitest',
    'run',
    '--project',
    'server',
    ...process.argv.slice(2),
    ...files,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
