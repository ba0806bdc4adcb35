// `npm run check:new-area`: proves the scaffold's promise on a throwaway copy of HEAD — `new:area` makes
// an area that passes typecheck, lint (ESLint + dependency-cruiser) and its own API test plus the
// route-registry tests (guard on every route, a response schema on every JSON route), unchanged.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// By default the first area the shell still shows as "coming soon" (one that has no module yet).
const firstUnbuiltArea = () => {
  const routes = fs.readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const areas = [...routes.matchAll(/comingSoon\('[^']*', '([a-z][a-z-]*)'\)/g)].map((m) => m[1]);
  const area = areas.find((a) => !fs.existsSync(path.join(root, 'apps/server/src/modules', a)));
  if (!area) throw new Error('every area is built: name one for the check (npm run check:new-area <name>)');
  return area;
};
const area = process.argv[2] ?? firstUnbuiltArea();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-new-area-'));
const run = (cmd, args, cwd = tmp) => {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
};

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
  // The copy shares the installed packages, but its own workspaces (@leadloop/*) point into the copy.
  const modules = path.join(tmp, 'node_modules');
  fs.mkdirSync(path.join(modules, '@leadloop'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules')))
    if (entry !== '@leadloop')
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  for (const [name, dir] of [
    ['domain', 'packages/domain'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ])
    fs.symlinkSync(path.join(tmp, dir), path.join(modules, '@leadloop', name));
  const webModules = path.join(root, 'apps/web/node_modules');
  if (fs.existsSync(webModules)) fs.symlinkSync(webModules, path.join(tmp, 'apps/web/node_modules'));

  run('node', ['scripts/new-area.mjs', area]);
  run('npx', ['tsc', '-p', 'packages/domain', '--noEmit']);
  run('npx', ['tsc', '-p', 'apps/server', '--noEmit']);
  run('npx', ['tsc', '-p', 'apps/web', '--noEmit']);
  run('npx', [
    'eslint',
    '--max-warnings=0',
    `apps/server/src/modules/${area}`,
    `apps/web/src/features/${area}`,
    `packages/domain/src/${area}`,
  ]);
  run('npx', ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps', 'packages']);
  run('npx', [
    'vitest',
    'run',
    `apps/server/src/modules/${area}`,
    'apps/server/src/lib/auth-guard.test.ts',
    'apps/server/src/lib/response-schemas.test.ts',
  ]);
  console.log(`\nnew:area ${area}: typecheck, lint and the route-registry tests pass unchanged.`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', tmp], { cwd: root, stdio: 'inherit' });
}
// The step scaffold's own check (npm run new:step): a step type in a throwaway copy, end to end.
execFileSync('node', [path.join(root, 'scripts/check-new-step.mjs')], { cwd: root, stdio: 'inherit' });
