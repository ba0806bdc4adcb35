// `node scripts/check-new-step.mjs [name]` (run by `npm run check:new-area`): proves the step scaffold's
// promise on a throwaway copy of HEAD — `new:step` makes a step type that passes typecheck and lint in
// every workspace and whose own test, a campaign using the step end to end, passes unchanged; and it
// touches nothing outside its three folders but one line in each workspace's registered.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkInstalledPackages } from './lib/link-packages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const name = process.argv[2] ?? 'scaffold-check';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-new-step-'));
const run = (cmd, args, cwd = tmp) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
};
const git = (args) => execFileSync('git', args, { cwd: tmp, encoding: 'utf8' });

try {
  run('git', ['worktree', 'add', '--detach', tmp, 'HEAD'], root);
  // Uncommitted work counts too (a local run checks what is on disk; CI's clean clone has none).
  const changed = execFileSync('git', ['ls-files', '--modified', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of changed) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.copyFileSync(from, path.join(tmp, file));
  }
  run('git', ['add', '-A']);
  run('git', [
    '-c',
    'user.name=check',
    '-c',
    'user.email=check@localhost',
    'commit',
    '-qm',
    'base',
    '--allow-empty',
  ]);
  linkInstalledPackages(root, tmp);

  run('node', ['scripts/new-step.mjs', name]);

  // Nothing outside the step's folders but one added line per registry.
  const folders = [
    `packages/domain/src/steps/${name}/`,
    `apps/server/src/modules/engine/steps/${name}/`,
    `apps/web/src/features/campaigns/steps/${name}/`,
  ];
  const registries = [
    'packages/domain/src/steps/registered.ts',
    'apps/server/src/modules/engine/steps/registered.ts',
    'apps/web/src/features/campaigns/steps/registered.ts',
  ];
  git(['add', '-A']);
  const touched = git(['diff', '--cached', '--numstat'])
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));
  for (const [added, removed, file] of touched) {
    if (folders.some((f) => file.startsWith(f)) || /(^|\/)node_modules$/.test(file)) continue; // (the copy's links)
    if (registries.includes(file) && added === '1' && removed === '0') continue;
    throw new Error(
      `new:step touched ${file} (+${added} -${removed}): only its folders and one line per registry`,
    );
  }
  for (const registry of registries)
    if (!touched.some(([, , file]) => file === registry))
      throw new Error(`new:step did not register in ${registry}`);

  run('npx', ['tsc', '-p', 'packages/domain', '--noEmit']);
  run('npx', ['tsc', '-p', 'apps/server', '--noEmit']);
  run('npx', ['tsc', '-p', 'apps/web', '--noEmit']);
  run('npx', ['eslint', '--max-warnings=0', ...folders, ...registries]);
  run('npx', ['prettier', '--check', ...folders, ...registries]);
  run('npx', ['vitest', 'run', folders[1], 'apps/server/src/modules/engine/steps/registry.test.ts']);
  console.log(`\nnew:step ${name}: typecheck, lint and its end-to-end test pass unchanged.`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tmp], { cwd: root, stdio: 'inherit' });
}
