import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The conventions `npm run lint` keeps (CODE_STYLE.md): each rule is shown to bite on a deliberate
 * violation and to pass the sanctioned form, so a config change that silently disables one fails here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsFor(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('ESLint conventions', () => {
  const useCase = 'apps/server/src/modules/example/example.ts';

  it('refuses SQL in a route file, and allows it in a use-case file', async () => {
    const code = "import { eq } from 'drizzle-orm';\nexport const byId = eq;\n";
    expect(await ruleIdsFor(code, 'apps/server/src/modules/example/routes.ts')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*No SQL in route files/),
    ]);
    const schema = "import { labels } from '../../db/schema/index.js';\nexport const table = labels;\n";
    expect(await ruleIdsFor(schema, 'apps/server/src/modules/example/sandbox-routes.ts')).toEqual([
      expect.stringContaining('no-restricted-imports'),
    ]);
    expect(await ruleIdsFor(code, useCase)).toEqual([]);
  });

  it('refuses a literal error message, and allows a catalogue one', async () => {
    const literal =
      "import { notFound } from '../../lib/errors.js';\nexport const f = () => notFound('Campaign gone');\n";
    const template =
      "import { badRequest } from '../../lib/errors.js';\nexport const f = (x: string) => badRequest(`Bad ${x}`);\n";
    const appError =
      "import { AppError } from '../../lib/errors.js';\nexport const e = new AppError(400, 'Nope');\n";
    for (const code of [literal, template, appError])
      expect(await ruleIdsFor(code, useCase)).toEqual([expect.stringContaining('Errors carry a code')]);
    const catalogue =
      "import { CODES } from '@leadloop/domain';\nimport { notFound } from '../../lib/errors.js';\nexport const f = () => notFound(CODES.campaignNotFound);\n";
    expect(await ruleIdsFor(catalogue, useCase)).toEqual([]);
  });

  it('refuses a hand-written workspace filter, and allows the scope helpers', async () => {
    const raw =
      "import { eq } from 'drizzle-orm';\nimport { labels } from '../../db/schema/index.js';\nexport const f = (s: string) => eq(labels.spaceId, s);\n";
    const rawSql =
      "import { sql } from 'drizzle-orm';\nexport const f = (s: string) => sql`select 1 from labels l where l.space_id = ${s}`;\n";
    for (const code of [raw, rawSql])
      expect(await ruleIdsFor(code, useCase)).toEqual([expect.stringContaining('Filter by workspace with')]);
    const scoped =
      "import { labels } from '../../db/schema/index.js';\nimport { inSpace } from '../../lib/scope.js';\nexport const f = (s: string) => inSpace(labels, s);\n";
    expect(await ruleIdsFor(scoped, useCase)).toEqual([]);
  });
});

describe('area rules (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-areas-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const ruleSet = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
    forbidden: unknown[];
  };

  /** Writes a small tree shaped like the app and returns the names of the rules it breaks. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    const base = fs.mkdtempSync(path.join(tmp, 'case-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
      fs.writeFileSync(path.join(base, file), content);
    }
    const result = await cruise(['apps'], {
      baseDir: base,
      ruleSet: ruleSet as never,
      validate: true,
      tsPreCompilationDeps: true,
      exclude: { path: '\\.test\\.ts$' },
    });
    const output = result.output as ICruiseResult;
    return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
  }

  const modules = 'apps/server/src/modules';

  it('refuses an import of another area that does not go through its public face', async () => {
    expect(
      await violations({
        [`${modules}/alpha/index.ts`]: "export { a } from './a.js';\n",
        [`${modules}/alpha/a.ts`]: "import { b } from '../beta/b.js';\nexport const a = b;\n",
        [`${modules}/beta/index.ts`]: "export { b } from './b.js';\n",
        [`${modules}/beta/b.ts`]: 'export const b = 1;\n',
      }),
    ).toEqual(['no-private-cross-area-import']);
  });

  it('refuses a loop between files and a loop between areas', async () => {
    expect(
      await violations({
        [`${modules}/alpha/one.ts`]: "import { two } from './two.js';\nexport const one = () => two;\n",
        [`${modules}/alpha/two.ts`]: "import { one } from './one.js';\nexport const two = () => one;\n",
      }),
    ).toEqual(['no-file-cycle']);
    expect(
      await violations({
        // alpha's face does not lead to its file that uses beta: no file loop, only the area loop
        [`${modules}/alpha/index.ts`]: "export { c } from './c.js';\n",
        [`${modules}/alpha/a.ts`]: "import { b } from '../beta/index.js';\nexport const a = () => b;\n",
        [`${modules}/alpha/c.ts`]: 'export const c = 1;\n',
        [`${modules}/beta/index.ts`]: "export { b } from './b.js';\n",
        [`${modules}/beta/b.ts`]: "import { c } from '../alpha/index.js';\nexport const b = () => c;\n",
      }),
    ).toEqual(['no-area-cycle']);
  });

  it('refuses the core depending on a feature, and production code using test helpers', async () => {
    expect(
      await violations({
        [`${modules}/spaces/index.ts`]: "import { w } from '../workflows/index.js';\nexport const s = w;\n",
        [`${modules}/workflows/index.ts`]: 'export const w = 1;\n',
      }),
    ).toEqual(['core-uses-no-feature']);
    expect(
      await violations({
        'apps/server/src/lib/x.ts': "import { h } from '../test/harness.js';\nexport const x = h;\n",
        'apps/server/src/test/harness.ts': 'export const h = 1;\n',
      }),
    ).toEqual(['only-tests-use-test-helpers']);
  });

  it('passes the public-face form', async () => {
    expect(
      await violations({
        [`${modules}/alpha/index.ts`]: "export { a } from './a.js';\n",
        [`${modules}/alpha/a.ts`]: "import { b } from '../beta/index.js';\nexport const a = b;\n",
        [`${modules}/beta/index.ts`]: "export { b } from './b.js';\n",
        [`${modules}/beta/b.ts`]: 'export const b = 1;\n',
      }),
    ).toEqual([]);
  });
});

describe('errors by code (eslint.config.js, AppError and its helpers)', () => {
  const useCase = 'apps/server/src/modules/example/example.ts';
  const head =
    "import { CODES, MESSAGES, type MessageKey } from '@leadloop/domain';\nimport { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';\n";
  const refused = async (line: string) =>
    (await ruleIdsFor(`${head}${line}\n`, useCase)).filter((m) => m.includes('Errors carry a code'));

  it('refuses a text as the code: a catalogue constant, a literal, a named string, a computed key', async () => {
    for (const line of [
      'export const f = () => notFound(MESSAGES.campaignNotFound);',
      'export const f = () => new AppError(502, MESSAGES.aiAnswerInvalid);',
      "export const f = () => conflict('This host name is already used');",
      'export const f = (reason: string) => badRequest(`Refused: ${reason}`);',
      'export const f = (message: MessageKey) => badRequest(message);',
      "export const f = () => notFound(CODES['campaignNotFound']);",
      'export const f = (taken: boolean) => conflict(taken ? CODES.whitelabelExists : CODES.hostTaken);',
    ])
      expect(await refused(line), line).toHaveLength(1);
  });

  it('allows a code of the catalogue, a template code with its params, a …Code variable, the defaults', async () => {
    for (const line of [
      'export const f = () => notFound(CODES.campaignNotFound);',
      "export const f = () => badRequest(CODES.smtpLoginFailed, { reason: '535' });",
      'export const f = () => new AppError(504, CODES.aiQueryTooLong);',
      'export const f = (lastAdminCode: MessageKey) => badRequest(lastAdminCode);',
      'export const f = (code: MessageKey) => new AppError(400, code);',
      'export const f = () => notFound();',
    ])
      expect(await refused(line), line).toEqual([]);
  });
});
