// The production build `npm start` runs when sources changed (and `npm run build` always):
// the web app (vite: hashed assets, precompressed .br/.gz beside them, docs/bundle.html) and the server
// compiled by esbuild into apps/server/dist/{main,worker}.js, run with plain `node` (no TypeScript at run time).
// Dependencies stay in node_modules (external); only the server's own code and @leadloop/domain are bundled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = 'apps/server/dist/main.js';
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');
const SERVER_OUT = path.join(root, SERVER_ENTRY);

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sourcesAt = (paths) => Math.max(...paths.map((p) => newestMtime(path.join(root, p))));

export function buildWeb() {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  const pkg = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
  const dependencies = [
    ...Object.keys(pkg('apps/server/package.json').dependencies ?? {}),
    ...Object.keys(pkg('packages/domain/package.json').dependencies ?? {}),
  ].filter((name) => !name.startsWith('@leadloop/'));
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'apps/server/src/main.ts', out: 'main' },
      { in: 'apps/server/src/worker.ts', out: 'worker' },
      // A first start's database set-up, in a process of its own (main.ts runs it).
      { in: 'apps/server/src/first-start.ts', out: 'first-start' },
      // PGlite's own thread: db/pglite-client.ts opens it beside the bundle's chunks.
      { in: 'apps/server/src/db/pglite-thread.ts', out: 'pglite-thread' },
    ],
    outdir: 'apps/server/dist',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    // A bundled CommonJS helper may call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
}

/** Builds what is older than its sources (FORCE_BUILD=1: everything). */
export async function buildIfStale({ force = process.env.FORCE_BUILD === '1' } = {}) {
  const domain = ['packages/domain/src', 'packages/domain/package.json'];
  const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...domain];
  if (force || sourcesAt(webSources) > builtAt(WEB_INDEX)) {
    console.log('Building the web app…');
    buildWeb();
  }
  const serverSources = ['apps/server/src', 'apps/server/package.json', 'scripts/build.mjs', ...domain];
  if (force || sourcesAt(serverSources) > builtAt(SERVER_OUT)) {
    console.log('Compiling the server…');
    await buildServer();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildIfStale({ force: !process.argv.includes('--if-stale') });
}
