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

describe('process.env only in config.ts (ESLint no-restricted-properties)', () => {
  const message = /^no-restricted-properties: .*Read the environment in config\.ts/;

  it('refuses process.env in a server module, read or destructured, and allows it in config.ts', async () => {
    const read = 'export const seed = Number(process.env.SANDBOX_SEED ?? 42);\n';
    const destructured = 'const { env } = process;\nexport const seed = env.SANDBOX_SEED;\n';
    for (const file of ['apps/server/src/modules/example/example.ts', 'apps/server/src/lib/example.ts'])
      for (const code of [read, destructured])
        expect(await ruleIdsFor(code, file)).toEqual([expect.stringMatching(message)]);
    expect(await ruleIdsFor(read, 'apps/server/src/config.ts')).toEqual([]);
  });
});

describe('one writer per table (tables/one-writer, db/schema/owners.json)', () => {
  const schemaImport = "import { campaignProspects } from '../../db/schema/index.js';\n";
  const update = `${schemaImport}import { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client.js';\nexport const stop = (db: Db, id: string) => db.update(campaignProspects).set({ nextRunAt: null }).where(eq(campaignProspects.id, id));\n`;
  const writes = {
    update,
    insert: `${schemaImport}import type { Db } from '../../db/client.js';\nexport const add = (db: Db, v: never) => db.insert(campaignProspects).values(v);\n`,
    'delete in a transaction': `${schemaImport}import { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client.js';\nexport const drop = (db: Db, id: string) => db.transaction((tx) => tx.delete(campaignProspects).where(eq(campaignProspects.workflowId, id)));\n`,
    'a namespace import': `import * as schema from '../../db/schema/index.js';\nimport type { Db } from '../../db/client.js';\nexport const add = (db: Db, v: never) => db.insert(schema.campaignProspects).values(v);\n`,
    'raw SQL': `import { sql } from 'drizzle-orm';\nexport const q = (id: string) => sql\`update campaign_prospects set next_run_at = null where id = \${id}\`;\n`,
    'raw SQL naming the table object': `${schemaImport}import { sql } from 'drizzle-orm';\nexport const q = (id: string) => sql\`delete from \${campaignProspects} where id = \${id}\`;\n`,
  };

  it("refuses another area's write of the engine's campaign_prospects, in every form", async () => {
    for (const [form, code] of Object.entries(writes)) {
      const found = await ruleIdsFor(code, 'apps/server/src/modules/workflows/example.ts');
      expect(found, form).toEqual([
        expect.stringMatching(
          /^tables\/one-writer: Table 'campaign_prospects' is written only by engine .* from workflows/,
        ),
      ]);
    }
    // a shared layer is not an owner either
    expect(await ruleIdsFor(update, 'apps/server/src/lib/example.ts')).toEqual([
      expect.stringContaining("Table 'campaign_prospects' is written only by engine"),
    ]);
  });

  it('allows the owner to write, an exception listed with its reason, and anyone to read', async () => {
    for (const [form, code] of Object.entries(writes))
      expect(await ruleIdsFor(code, 'apps/server/src/modules/engine/example.ts'), form).toEqual([]);
    const bounce =
      "import { eq } from 'drizzle-orm';\nimport { mailboxMessages } from '../../db/schema/index.js';\nimport type { Db } from '../../db/client.js';\nexport const bounced = (db: Db, id: string) => db.update(mailboxMessages).set({ bounce: 'hard' }).where(eq(mailboxMessages.id, id));\n";
    expect(await ruleIdsFor(bounce, 'apps/server/src/modules/inbox/example.ts')).toEqual([]);
    expect(await ruleIdsFor(bounce, 'apps/server/src/modules/labels/example.ts')).toEqual([
      expect.stringContaining("Table 'mailbox_messages' is written only by providers/mailbox"),
    ]);
    const read = `${schemaImport}import { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client.js';\nexport const get = (db: Db, id: string) => db.select().from(campaignProspects).where(eq(campaignProspects.id, id));\n`;
    expect(await ruleIdsFor(read, 'apps/server/src/modules/workflows/example.ts')).toEqual([]);
  });

  it('knows every table of the schema, and every owner is an area, a provider or a shared layer', async () => {
    const { loadTableOwners } = (await import(path.join(ROOT, 'scripts/lint/table-owners.mjs'))) as {
      loadTableOwners: () => { sqlNameOf: Map<string, string>; tables: Record<string, unknown> };
    };
    const { getTableName, is } = await import('drizzle-orm');
    const { PgTable } = await import('drizzle-orm/pg-core');
    const schema = await import('../db/schema/index.js');
    const tables = Object.entries(schema).filter(([, v]) => is(v, PgTable)) as [
      string,
      Parameters<typeof getTableName>[0],
    ][];
    const { sqlNameOf, tables: owners } = loadTableOwners();
    // the rule reads the schema's files as text: it must find each table under its exported name
    expect(new Map(tables.map(([name, t]) => [name, getTableName(t)]))).toEqual(sqlNameOf);
    expect(Object.keys(owners).sort()).toEqual(tables.map(([, t]) => getTableName(t)).sort());
    const server = path.join(ROOT, 'apps/server/src');
    const writers = Object.values(owners).flatMap((o) =>
      typeof o === 'string'
        ? [o]
        : [(o as { owner: string }).owner, ...Object.keys((o as { alsoWrittenBy: object }).alsoWrittenBy)],
    );
    for (const w of new Set(writers))
      expect(fs.existsSync(path.join(server, w.includes('/') || w === 'lib' ? w : `modules/${w}`)), w).toBe(
        true,
      );
  });
});

describe('provider faces (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadloop-providers-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const ruleSet = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as {
    forbidden: unknown[];
  };

  async function violations(files: Record<string, string>): Promise<string[]> {
    const base = fs.mkdtempSync(path.join(tmp, 'case-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
      fs.writeFileSync(path.join(base, file), content);
    }
    const result = await cruise(['apps'], { baseDir: base, ruleSet: ruleSet as never, validate: true });
    const output = result.output as ICruiseResult;
    return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
  }

  const kind = {
    'apps/server/src/providers/payments/index.ts': "export { Stripe } from './stripe.js';\n",
    'apps/server/src/providers/payments/stripe.ts': 'export const Stripe = 1;\n',
  };

  it('refuses a module, the entry points or another kind importing a provider file past its index.ts', async () => {
    expect(
      await violations({
        ...kind,
        'apps/server/src/modules/billing/pay.ts':
          "import { Stripe } from '../../providers/payments/stripe.js';\nexport const p = Stripe;\n",
      }),
    ).toEqual(['providers-through-their-face']);
    expect(
      await violations({
        ...kind,
        'apps/server/src/main.ts':
          "import { Stripe } from './providers/payments/stripe.js';\nexport const m = Stripe;\n",
      }),
    ).toEqual(['providers-through-their-face']);
    expect(
      await violations({
        ...kind,
        'apps/server/src/providers/mail/mailer.ts':
          "import { Stripe } from '../payments/stripe.js';\nexport const m = Stripe;\n",
      }),
    ).toEqual(['providers-through-their-face-between-kinds']);
  });

  it('passes the face, and a kind using its own files', async () => {
    expect(
      await violations({
        ...kind,
        'apps/server/src/modules/billing/pay.ts':
          "import { Stripe } from '../../providers/payments/index.js';\nexport const p = Stripe;\n",
        'apps/server/src/providers/mail/mailer.ts':
          "import { Stripe } from '../payments/index.js';\nexport const m = Stripe;\n",
      }),
    ).toEqual([]);
  });
});

describe('the engine knows no step by name (issue 34: step registry)', () => {
  const engine = path.join(ROOT, 'apps/server/src/modules/engine');
  /** A switch case or comparison on a step type's name: what a step handler or definition says instead. */
  const namesAStep = async (source: string): Promise<string[]> => {
    const { STEP_DEFINITIONS } = await import('@leadloop/domain/steps/registry');
    const names = STEP_DEFINITIONS.map((d) => d.type).join('|');
    return [...source.matchAll(new RegExp(`(case|[!=]==)\\s*'(${names})'|'(${names})'\\s*[!=]==`, 'g'))].map(
      (m) => m[0],
    );
  };

  it("refuses a switch or comparison on a step type in the engine's files (outside engine/steps)", async () => {
    expect(await namesAStep("switch (node.type) {\n  case 'email':\n    return send();\n}\n")).toEqual([
      "case 'email'",
    ]);
    expect(await namesAStep("const spaced = node.type !== 'webhook';\n")).toEqual(["!== 'webhook'"]);
    expect(
      await namesAStep('const spaced = deps.steps.definitionOf(node.type)?.spaced !== false;\n'),
    ).toEqual([]);
    const files = fs
      .readdirSync(engine)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(engine, f));
    const found: string[] = [];
    for (const file of files)
      for (const hit of await namesAStep(fs.readFileSync(file, 'utf8')))
        found.push(`${path.basename(file)}: ${hit}`);
    expect(found).toEqual([]);
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
