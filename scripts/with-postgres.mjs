// Runs a command with TEST_DATABASE_URL pointing at a private PostgreSQL cluster, then stops it.
// Usage: node scripts/with-postgres.mjs <command> [args…]
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
const cluster = await startCluster();
console.log(`PostgreSQL test cluster on port ${cluster.port}`);
let status = 1;
try {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    shell: process.platform === 'win32',
  });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
