// `npm run new:step <name>`: a new campaign step type, in the shape ARCHITECTURE.md describes ("Adding a
// step type"). Writes one folder per workspace from scripts/templates/step (the domain definition, the
// engine's handler with an end-to-end test, the builder's editor) and one registration line in each
// workspace's registered.ts. `--dry-run` prints the files instead of writing them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templates = path.join(root, 'scripts/templates/step');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const name = args.find((a) => !a.startsWith('--'));
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:step <name>   (kebab-case, e.g. sms-send or enrich-email)');
  process.exit(2);
}
const type = name.replace(/-/g, '_');
const camel = name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);
const title = name
  .split('-')
  .map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
  .join(' ');

const dirs = {
  domain: `packages/domain/src/steps/${name}`,
  server: `apps/server/src/modules/engine/steps/${name}`,
  web: `apps/web/src/features/campaigns/steps/${name}`,
};
for (const dir of Object.values(dirs))
  if (fs.existsSync(path.join(root, dir))) {
    console.error(`${dir} exists already`);
    process.exit(2);
  }
const registered = fs.readFileSync(path.join(root, 'packages/domain/src/steps/registered.ts'), 'utf8');
if (new RegExp(`type: '${type}'`).test(registered) || registered.includes(`/${name}/`)) {
  console.error(`a step ${type} exists already`);
  process.exit(2);
}

const fill = (template) =>
  fs
    .readFileSync(path.join(templates, template), 'utf8')
    .replaceAll('__NAME__', name)
    .replaceAll('__TYPE__', type)
    .replaceAll('__CAMEL__', camel)
    .replaceAll('__PASCAL__', pascal)
    .replaceAll('__TITLE__', title);

const files = {
  [`${dirs.domain}/definition.ts`]: fill('definition.ts.tmpl'),
  [`${dirs.server}/handler.ts`]: fill('handler.ts.tmpl'),
  [`${dirs.server}/handler.test.ts`]: fill('handler.test.ts.tmpl'),
  [`${dirs.web}/editor.tsx`]: fill('editor.tsx.tmpl'),
};

/** One registration line per workspace, appended to its registered.ts (before `};` for the web's map). */
const registrations = [
  ['packages/domain/src/steps/registered.ts', `export * from './${name}/definition.js';\n`, null],
  ['apps/server/src/modules/engine/steps/registered.ts', `export * from './${name}/handler.js';\n`, null],
  [
    'apps/web/src/features/campaigns/steps/registered.ts',
    `  ${type}: { Fields: lazy(() => import('./${name}/editor')) },\n`,
    /\n};\s*$/,
  ],
];

if (dryRun) {
  for (const [file, text] of Object.entries(files)) console.log(`--- ${file}\n${text}`);
  for (const [file, line] of registrations) console.log(`--- ${file} (+1 line)\n${line}`);
  process.exit(0);
}
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
for (const [file, line, before] of registrations) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (before) {
    const match = before.exec(text);
    if (!match) throw new Error(`${file}: no closing "};" to register ${type} before`);
    fs.writeFileSync(full, text.slice(0, match.index + 1) + line + text.slice(match.index + 1));
  } else fs.writeFileSync(full, text.endsWith('\n') ? text + line : `${text}\n${line}`);
}
// The project's formatting (the names' lengths decide where lines break).
execFileSync(
  path.join(root, 'node_modules/.bin/prettier'),
  ['--write', '--log-level', 'warn', ...Object.keys(files), ...registrations.map(([file]) => file)],
  { cwd: root, stdio: 'inherit' },
);
console.log(`new step ${type}:`);
for (const file of Object.keys(files)) console.log(`  ${file}`);
for (const [file] of registrations) console.log(`  ${file} (one line)`);
console.log(`Next: say what it does (definition, handler), give it its limits and plan feature, and run
  npx vitest run ${dirs.server}`);
