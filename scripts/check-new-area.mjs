// `npm run check:new-area`: proves the scaffold's promise on a throwaway copy of HEAD — `new:area` makes
// an area that passes typecheck, lint (ESLint + dependency-cruiser) and its own API test plus the
// route-registry tests (guard on every route, a response schema on every JSON route), unchanged.
// With --if-changed (as `npm test` runs it) the check runs only when the scaffold's inputs changed: their
// hash is committed in scripts/check-new-area.sha256; a run that passes writes it, and --if-changed then
// fails once to say it must be committed (a clean clone has no diff base, hence a hash).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkInstalledPackages } from './lib/link-packages.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Everything the scaffold's promise rests on, in one place (files or folders): the generators and this
 * check, the rules they are held to, the files they wire into and the helpers the generated code imports.
 * A new scaffold (e.g. new:step) adds its own inputs here.
 */
export const SCAFFOLD_INPUTS = [
  'scripts/new-area.mjs',
  'scripts/check-new-area.mjs',
  'scripts/lib/link-packages.mjs',
  '.dependency-cruiser.cjs',
  'eslint.config.js',
  'tsconfig.base.json',
  'packages/domain/tsconfig.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'vitest.config.ts',
  'apps/server/src/modules/index.ts',
  'apps/server/src/lib/context.ts',
  'apps/server/src/lib/route-schemas.ts',
  'apps/server/src/lib/scope.ts',
  'apps/server/src/lib/auth-guard.test.ts',
  'apps/server/src/lib/response-schemas.test.ts',
  'apps/server/src/test/fixtures.ts',
  'apps/server/src/test/harness.ts',
  'apps/web/src/app/routes.tsx',
  'apps/web/src/lib/lazy-page.ts',
  'apps/web/src/components/page-state.tsx',
  'apps/web/src/locales',
  'apps/web/e2e/helpers.ts',
  // the step scaffold (npm run new:step): its generator, check, templates and the registries it writes into
  'scripts/new-step.mjs',
  'scripts/check-new-step.mjs',
  'scripts/templates/step',
  'packages/domain/src/steps/define.ts',
  'packages/domain/src/steps/registered.ts',
  'packages/domain/src/steps/registry.ts',
  'apps/server/src/modules/engine/steps/handler.ts',
  'apps/server/src/modules/engine/steps/registered.ts',
  'apps/server/src/modules/engine/steps/registry.ts',
  'apps/server/src/modules/engine/steps/registry.test.ts',
  'apps/server/src/modules/steps.ts',
  'apps/server/src/composition.ts',
  'apps/web/src/features/campaigns/steps/editor.ts',
  'apps/web/src/features/campaigns/steps/registered.ts',
  'apps/web/src/features/campaigns/steps/registered.test.ts',
];
const HASH_FILE = path.join(root, 'scripts/check-new-area.sha256');

function filesOf(input) {
  const full = path.join(root, input);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [input];
  return fs.readdirSync(full).flatMap((entry) => filesOf(path.join(input, entry)));
}

export function scaffoldHash() {
  const hash = createHash('sha256');
  for (const file of SCAFFOLD_INPUTS.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const ifChanged = process.argv.includes('--if-changed');
const hashNow = scaffoldHash();
const recorded = fs.existsSync(HASH_FILE) ? fs.readFileSync(HASH_FILE, 'utf8').trim() : '';
if (ifChanged && recorded === hashNow) {
  console.log(`check:new-area: the scaffold's inputs are unchanged (${hashNow.slice(0, 12)}); skipped`);
  process.exit(0);
}
// By default the first area the shell still shows as "coming soon" (one that has no module yet).
const firstUnbuiltArea = () => {
  const routes = fs.readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const areas = [...routes.matchAll(/comingSoon\('[^']*', '([a-z][a-z-]*)'\)/g)].map((m) => m[1]);
  const modules = path.join(root, 'apps/server/src/modules');
  const routeSources = fs
    .readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('routes.ts'))
    .map((f) => fs.readFileSync(path.join(modules, f), 'utf8'))
    .join('\n');
  // An area whose API path another area already serves (the prospects area answers /profiles) would collide.
  const area = areas.find((a) => !fs.existsSync(path.join(modules, a)) && !routeSources.includes(`'/${a}`));
  // Every product area built: a sample area proves the scaffold all the same.
  return area ?? 'scaffold-sample';
};
const area = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? firstUnbuiltArea();
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
  linkInstalledPackages(root, tmp);

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

if (recorded !== hashNow) {
  fs.writeFileSync(HASH_FILE, `${hashNow}\n`);
  console.log(
    `check:new-area: the scaffold's inputs changed; their new hash is in ${path.relative(root, HASH_FILE)}`,
  );
  if (ifChanged) {
    console.error('Commit scripts/check-new-area.sha256 (the check passed; the next run skips it).');
    process.exit(1);
  }
}
