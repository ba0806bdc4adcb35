// `npm run new:area <name>`: starts a new area in the shape ARCHITECTURE.md describes ("Adding an area").
// Creates the domain's response schema, the server module (public face, a guarded workspace route that
// registers that schema, its use case and API test), the web
// feature (public face, lazy route, page), its locale namespace in the five languages and a browser-flow
// test, and wires them into modules/index.ts and app/routes.tsx (replacing the area's "coming soon" line).
// `--dry-run` prints the files instead of writing them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const name = args.find((a) => !a.startsWith('--'));
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:area <name>   (kebab-case, e.g. reports or ai-employees)');
  process.exit(2);
}
const camel = name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);
const title = name
  .split('-')
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join(' ');

const serverDir = `apps/server/src/modules/${name}`;
const webDir = `apps/web/src/features/${name}`;
for (const dir of [serverDir, webDir])
  if (fs.existsSync(path.join(root, dir))) {
    console.error(`${dir} exists already`);
    process.exit(2);
  }

/** Empty-state text per language; the title comes from the shell's navigation label when it has one. */
const EMPTY = {
  en: 'Nothing here yet.',
  fr: "Rien ici pour l'instant.",
  de: 'Hier gibt es noch nichts.',
  pt: 'Nada aqui ainda.',
  es: 'Aún no hay nada aquí.',
};
const navLabel = (lng) => {
  const file = path.join(root, `apps/web/src/locales/${lng}/shell.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).nav?.[camel] ?? title;
};

const files = {
  [`${serverDir}/index.ts`]: `// The public face of ${name}: what other areas may use. Everything else in this folder is private.
export { ${camel}Routes } from './routes.js';
`,
  [`packages/domain/src/${name}/entities.ts`]: `import { z } from 'zod';

/**
 * ${title}: the shapes the API answers with. The server registers them as response schemas (checked in
 * every test) and returns their types; the web imports the same types. One definition of each.
 */
export const ${camel}ListSchema = z.object({
  space_id: z.string(),
  items: z.array(z.object({ _id: z.string() })),
});
export type ${pascal}List = z.infer<typeof ${camel}ListSchema>;
`,
  [`${serverDir}/routes.ts`]: `import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ${camel}ListSchema } from '@leadloop/domain/${name}/entities';
import { spaceQuery } from '../../lib/route-schemas.js';
import { requireScope } from '../../lib/scope.js';
import { list${pascal} } from './${name}.js';

/** ${title}: routes parse, authorise (config.auth), call one use case each and register their answer's schema. */
export async function ${camel}Routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/${name}',
    { config: space, schema: { querystring: spaceQuery, response: { 200: ${camel}ListSchema } } },
    (request) => list${pascal}(app.ctx, requireScope(request)),
  );
}
`,
  [`${serverDir}/${name}.ts`]: `import type { ${pascal}List } from '@leadloop/domain/${name}/entities';
import type { AppContext } from '../../lib/context.js';
import type { WorkspaceScope } from '../../lib/scope.js';

/**
 * GET /${name}: what the workspace has. Queries of workspace data filter with inSpace(table, scope); errors
 * are thrown with MESSAGES.<key> of @leadloop/domain (lint refuses a raw filter or a literal text).
 */
export async function list${pascal}(_ctx: AppContext, scope: WorkspaceScope): Promise<${pascal}List> {
  return { space_id: scope.spaceId, items: [] };
}
`,
  [`${serverDir}/${name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let call: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiClient(t.app);
});
afterAll(() => t.close());

describe('${name}', () => {
  it('a member reads their workspace; another workspace is refused', async () => {
    const owner = await userWithSpace(t.app);
    const other = await userWithSpace(t.app, 'Other');
    const mine = await call('GET', '/api/${name}', { token: owner.token, query: { space: owner.spaceId } });
    expect(mine.status).toBe(200);
    expect(mine.body.payload).toEqual({ space_id: owner.spaceId, items: [] });
    const foreign = await call('GET', '/api/${name}', { token: other.token, query: { space: owner.spaceId } });
    expect(foreign.status).toBe(403);
  });
});
`,
  [`${webDir}/index.ts`]: `// The public face of ${name}: what app/ and other features may use. Everything else is private.
export { ${camel}Routes } from './routes';
`,
  [`${webDir}/routes.tsx`]: `import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const ${camel}Routes: RouteObject[] = [
  { path: '${name}/*', lazy: page(() => import('./pages/${name}-page'), '${pascal}Page') },
];
`,
  [`${webDir}/pages/${name}-page.tsx`]: `import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';

/** /${name} (000 §2). */
export function ${pascal}Page() {
  const { t } = useTranslation('${name}');
  return (
    <Container size="lg" px={0}>
      <Title order={1} size="h2" mb="md">
        {t('title')}
      </Title>
      <PageState kind="empty" title={t('empty')} />
    </Container>
  );
}
`,
  [`apps/web/e2e/${name}.spec.ts`]: `import { expect, test } from '@playwright/test';
import { signedInPage, workspaceWithAccount } from './helpers';

test('${name}: a signed-in member opens the screen', async ({ browser, request }) => {
  const world = await workspaceWithAccount(request, { firstName: '${pascal}', workspace: '${title} test' });
  const page = await signedInPage(browser, world.token);
  await page.goto(\`/${name}?space=\${world.spaceId}\`);
  await expect(page.getByRole('heading', { level: 1, name: '${navLabel('en')}' })).toBeVisible();
});
`,
};
for (const lng of Object.keys(EMPTY))
  files[`apps/web/src/locales/${lng}/${name}.json`] =
    JSON.stringify({ title: navLabel(lng), empty: EMPTY[lng] }, null, 2) + '\n';

/** Inserts `line` after the last line matching `after` (or replaces `replace` when it is there). */
function wire(file, { importLine, afterImport, line, after, replace }) {
  const full = path.join(root, file);
  let text = fs.readFileSync(full, 'utf8');
  const lines = text.split('\n');
  const lastImport = lines.reduce((at, l, i) => (afterImport.test(l) ? i : at), -1);
  lines.splice(lastImport + 1, 0, importLine);
  text = lines.join('\n');
  if (replace && text.includes(replace)) text = text.replace(replace, line);
  else {
    const body = text.split('\n');
    const at = body.reduce((found, l, i) => (after.test(l) ? i : found), -1);
    body.splice(at + 1, 0, line);
    text = body.join('\n');
  }
  return [file, text];
}

const wired = [
  wire('apps/server/src/modules/index.ts', {
    importLine: `import { ${camel}Routes } from './${name}/index.js';`,
    afterImport: /^import /,
    line: `  await app.register(${camel}Routes);`,
    after: /^\s+await app\.register\(/,
  }),
  wire('apps/web/src/app/routes.tsx', {
    importLine: `import { ${camel}Routes } from '../features/${name}';`,
    afterImport: /^import .* from '\.\.\/features\//,
    line: `  ...${camel}Routes,`,
    after: /^\s+\.\.\.\w+Routes,$/,
    replace: `  comingSoon('${name}/*', '${camel}'),`,
  }),
];

if (dryRun) {
  for (const [file, content] of Object.entries(files)) console.log(`--- ${file}\n${content}`);
  for (const [file, content] of wired) console.log(`--- ${file} (wired)\n${content}`);
} else {
  for (const [file, content] of [...Object.entries(files), ...wired]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  const written = [...Object.keys(files), ...wired.map(([f]) => f)];
  execFileSync(
    path.join(root, 'node_modules/.bin/prettier'),
    ['--write', '--log-level', 'warn', ...written],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`Area ${name} created:\n  ${[...Object.keys(files), ...wired.map(([f]) => f)].join('\n  ')}`);
  console.log(
    'Next: rules and texts in packages/domain/src/' +
      name +
      ', tables in db/schema (npm run db:generate -w apps/server), then the screens.',
  );
}
