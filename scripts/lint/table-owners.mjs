// One owner per table (ARCHITECTURE.md "Data has one owner"): the ESLint rule `tables/one-writer` refuses an
// insert, update or delete of a table in a server file outside the area that owns it. The owners are declared
// in apps/server/src/db/schema/owners.json; the tables' names are read from the schema files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA_DIR = 'apps/server/src/db/schema';
/** An import of the schema (the index or one of its files), from anywhere in the server. */
const SCHEMA_IMPORT = /(^|\/)db\/schema(\/[\w-]+)?(\.js)?$/;
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_WRITE_BEFORE_VALUE = /\b(insert\s+into|update|delete\s+from)\s*$/i;

/** Every table of the schema: its exported name → its SQL name; and the owners map. */
export function loadTableOwners(root = ROOT) {
  const dir = path.join(root, SCHEMA_DIR);
  const sqlNameOf = new Map();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const m of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) sqlNameOf.set(m[1], m[2]);
  }
  const { tables } = JSON.parse(fs.readFileSync(path.join(dir, 'owners.json'), 'utf8'));
  return { sqlNameOf, tables };
}

/**
 * Who a server file writes as: its area (`modules/<area>/…`), its provider (`providers/<kind>`), or its
 * shared layer (`lib`, `db`, …); null outside the server's sources.
 */
export function writerOf(file, root = ROOT) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = rel.match(/^apps\/server\/src\/(?:modules\/([^/]+)\/|providers\/([^/]+)\/|([^/]+)\/)/);
  if (!m) return rel.startsWith('apps/server/src/') ? 'server' : null;
  return m[1] ?? (m[2] ? `providers/${m[2]}` : m[3]);
}

/** Whether `writer` may write `table` (the owner, or an exception listed with its reason). */
export function mayWrite(entry, writer) {
  if (typeof entry === 'string') return entry === writer;
  return entry.owner === writer || Object.hasOwn(entry.alsoWrittenBy ?? {}, writer);
}

const { sqlNameOf, tables } = loadTableOwners();
const sqlNames = new Set(sqlNameOf.values());

const oneWriter = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the area that owns a table writes it; others call its named transitions.' },
    schema: [],
    messages: {
      notOwner:
        "Table '{{table}}' is written only by {{owner}} (db/schema/owners.json): call its named transition instead of writing it from {{writer}}.",
      noOwner: "Table '{{table}}' has no owner in db/schema/owners.json: declare which area writes it.",
    },
  },
  create(context) {
    const writer = writerOf(context.filename);
    if (!writer) return {};
    /** Local names of tables imported from the schema → their SQL names; namespace imports of the schema. */
    const tableOf = new Map();
    const namespaces = new Set();

    function tableIn(node) {
      if (node?.type === 'Identifier') return tableOf.get(node.name);
      if (
        node?.type === 'MemberExpression' &&
        !node.computed &&
        node.object.type === 'Identifier' &&
        namespaces.has(node.object.name)
      )
        return sqlNameOf.get(node.property.name);
      return undefined;
    }
    function check(node, table) {
      const entry = tables[table];
      if (entry === undefined) context.report({ node, messageId: 'noOwner', data: { table } });
      else if (!mayWrite(entry, writer))
        context.report({
          node,
          messageId: 'notOwner',
          data: { table, owner: typeof entry === 'string' ? entry : entry.owner, writer },
        });
    }
    function checkSqlText(node, text) {
      for (const m of text.matchAll(SQL_WRITE)) {
        const table = m[2].toLowerCase();
        if (sqlNames.has(table)) check(node, table);
      }
    }

    return {
      Program(program) {
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration' || !SCHEMA_IMPORT.test(statement.source.value)) continue;
          for (const s of statement.specifiers) {
            if (s.type === 'ImportNamespaceSpecifier') namespaces.add(s.local.name);
            else if (s.type === 'ImportSpecifier' && sqlNameOf.has(s.imported.name))
              tableOf.set(s.local.name, sqlNameOf.get(s.imported.name));
          }
        }
      },
      // db.insert(t) / tx.update(t) / db.delete(t), and sql.raw('update …')
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (
          callee.object.type === 'Identifier' &&
          callee.object.name === 'sql' &&
          callee.property.name === 'raw'
        ) {
          const arg = node.arguments[0];
          if (arg?.type === 'Literal' && typeof arg.value === 'string') checkSqlText(node, arg.value);
          if (arg?.type === 'TemplateLiteral') for (const q of arg.quasis) checkSqlText(node, q.value.raw);
          return;
        }
        if (!WRITE_METHODS.has(callee.property.name) || node.arguments.length !== 1) return;
        const table = tableIn(node.arguments[0]);
        if (table) check(node, table);
      },
      // sql`update campaign_prospects set …` and sql`update ${campaignProspects} set …`
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const { quasis, expressions } = node.quasi;
        quasis.forEach((q, i) => {
          checkSqlText(node, q.value.raw);
          if (i < expressions.length && SQL_WRITE_BEFORE_VALUE.test(q.value.raw)) {
            const table = tableIn(expressions[i]);
            if (table) check(node, table);
          }
        });
      },
    };
  },
};

export default { meta: { name: 'leadloop-tables' }, rules: { 'one-writer': oneWriter } };
