import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { PersonIdKind } from '@leadloop/domain/agency/rules';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { normalizeIdentifier, personHash } from '../../lib/person-hash.js';
import { PERSONAL_DATA } from './personal-data.js';
import { schemaTables } from './schema-tables.js';

type Exec = Pick<Db, 'execute'>;
export type Identifier = { kind: PersonIdKind; value: string };
export interface ScanScope {
  /** The workspaces searched; null: every workspace (a platform admin). */
  spaceIds: string[] | null;
}
export interface ScanResult {
  /** The rows about the person, per table, as stored. */
  tables: Record<string, Record<string, unknown>[]>;
  /** Every hash the person is known by: the identifiers asked for and those of each prospect found. */
  hashes: { kind: PersonIdKind; hash: string }[];
  /** The search of each table without an id column, for its erasure. */
  searches: Map<string, SQL>;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive POSIX patterns that find the person in any text (emails, phones spelled any way…). */
function patternsOf(ids: Identifier[]): string[] {
  return ids.map(({ kind, value }) => {
    if (kind === 'email') return escapeRe(value);
    // Its digits with any separators, after a "+" or the international "00" or nothing.
    if (kind === 'phone') return `(^|[^0-9])(00)?${value.split('').join('[^0-9a-z]{0,3}')}([^0-9]|$)`;
    return `/in/${escapeRe(value)}([/?#"\\s]|$)`;
  });
}

interface Plan {
  name: string;
  table: PgTable;
  /** Columns searched for the person's identifiers and name: every text, jsonb and text[] column. */
  textColumns: { name: string; array: boolean }[];
  /** Foreign keys to other erased tables (column → parent table). */
  links: { column: string; parent: string }[];
  hasId: boolean;
  /** How the table reaches a workspace, for a scoped search (null: only a platform search reads its text). */
  space: ((spaces: SQL) => SQL) | null;
}

function planOf(table: PgTable): Plan {
  const config = getTableConfig(table);
  const names = config.columns.map((c) => c.name);
  const textColumns = config.columns
    .filter(
      (c) => ['text', 'jsonb', 'text[]'].includes(c.getSQLType()) || c.getSQLType().startsWith('varchar'),
    )
    .map((c) => ({ name: c.name, array: c.getSQLType().endsWith('[]') }));
  const links = config.foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    const parent = getTableConfig(ref.foreignTable).name;
    return parent !== config.name && PERSONAL_DATA[parent] && 'erase' in PERSONAL_DATA[parent]!
      ? ref.columns.map((c) => ({ column: c.name, parent }))
      : [];
  });
  // Columns that name prospects without a declared foreign key.
  for (const [column, parent] of [
    ['prospect_id', 'prospects'],
    ['campaign_prospect_id', 'campaign_prospects'],
  ] as const)
    if (names.includes(column) && !links.some((l) => l.column === column) && config.name !== parent)
      links.push({ column, parent });
  const space = names.includes('space_id')
    ? (spaces: SQL) => sql`space_id::text = any(${spaces})`
    : names.includes('credential_id')
      ? (spaces: SQL) =>
          sql`credential_id in (select id from credentials where space_id::text = any(${spaces}))`
      : names.includes('integration_id')
        ? (spaces: SQL) =>
            sql`integration_id in (select id from integrations where space_id::text = any(${spaces}))`
        : null;
  return { name: config.name, table, textColumns, links, hasId: names.includes('id'), space };
}

/** The erased tables, parents before children (a row found in a parent finds the rows that point at it). */
export function erasurePlans(): Plan[] {
  const plans = schemaTables()
    .filter((t) => {
      const entry = PERSONAL_DATA[getTableConfig(t).name];
      return entry && 'erase' in entry;
    })
    .map(planOf);
  // The prospects first: the names of those found are searched for in every other table.
  const ordered: Plan[] = plans.filter((p) => p.name === 'prospects');
  const placed = new Set<string>(ordered.map((p) => p.name));
  while (ordered.length < plans.length) {
    const next =
      plans.find((p) => !placed.has(p.name) && p.links.every((l) => placed.has(l.parent))) ??
      plans.find((p) => !placed.has(p.name))!;
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

const list = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function whereOf(plan: Plan, patterns: string[], found: Map<string, string[]>, scope: ScanScope): SQL | null {
  const ors: SQL[] = [];
  for (const link of plan.links) {
    const ids = found.get(link.parent);
    if (ids?.length) ors.push(sql`${sql.identifier(link.column)}::text = any(${list(ids)})`);
  }
  if (plan.name === 'calendly_bookings' && found.get('prospects')?.length)
    ors.push(sql`prospect_ids::text[] && ${list(found.get('prospects')!)}`);
  const spaceWhere = scope.spaceIds === null ? sql`true` : (plan.space?.(list(scope.spaceIds)) ?? null);
  if (spaceWhere && patterns.length && plan.textColumns.length) {
    const texts = plan.textColumns.map((c) =>
      c.array
        ? sql`array_to_string(${sql.identifier(c.name)}, ' ') ~* any(${list(patterns)})`
        : sql`${sql.identifier(c.name)}::text ~* any(${list(patterns)})`,
    );
    ors.push(sql`(${spaceWhere} and (${sql.join(texts, sql` or `)}))`);
  }
  return ors.length ? sql.join(ors, sql` or `) : null;
}

/**
 * Finds every row about the person in the workspaces in scope: rows whose text names them (identifiers,
 * then the full names of the prospects found), and rows that point at a row found (a prospect's actions,
 * an event's deliveries…), table after table in parent-first order.
 */
export async function scanPerson(db: Exec, ids: Identifier[], scope: ScanScope): Promise<ScanResult> {
  const tables: ScanResult['tables'] = {};
  const found = new Map<string, string[]>();
  const hashes = new Map<string, PersonIdKind>();
  const searches = new Map<string, SQL>();
  for (const id of ids) hashes.set(personHash(id.kind, id.value), id.kind);
  let patterns = patternsOf(ids);
  for (const plan of erasurePlans()) {
    if (plan.name === 'prospects') {
      // The prospects found name the person further (another email, their phone, their profile): look
      // again with those until nothing new turns up; then their full names are searched for too.
      const known = new Map(ids.map((i) => [`${i.kind}:${i.value}`, i]));
      let rows: Record<string, unknown>[] = [];
      for (let pass = 0; pass < 4; pass++) {
        rows = await prospectsNamed(db, plan, [...known.values()], scope);
        const before = known.size;
        for (const r of rows) for (const id of identifiersOfRow(r)) known.set(`${id.kind}:${id.value}`, id);
        if (known.size === before) break;
      }
      if (!rows.length) continue;
      tables.prospects = rows;
      found.set(
        'prospects',
        rows.map((r) => String(r.id)),
      );
      for (const id of known.values()) hashes.set(personHash(id.kind, id.value), id.kind);
      const names = [
        ...new Set(rows.map((r) => String(r.full_name ?? '').trim()).filter((n) => n.includes(' '))),
      ];
      patterns = [...patternsOf([...known.values()]), ...names.map((n) => `\\m${escapeRe(n)}\\M`)];
      continue;
    }
    const where = whereOf(plan, patterns, found, scope);
    if (!where) continue;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ${sql.identifier(plan.name)} where ${where}`),
    );
    if (!rows.length) continue;
    tables[plan.name] = rows;
    if (!plan.hasId) searches.set(plan.name, where);
    if (plan.hasId)
      found.set(
        plan.name,
        rows.map((r) => String(r.id)),
      );
  }
  return { tables, hashes: [...hashes].map(([hash, kind]) => ({ hash, kind })), searches };
}

/**
 * Deletes what scanPerson found, children before parents, in the caller's transaction: rows are deleted
 * by id (a table without one, by the same search).
 */
export async function eraseFound(db: Exec, result: ScanResult): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const plan of erasurePlans().reverse()) {
    const rows = result.tables[plan.name];
    if (!rows?.length) continue;
    if (plan.hasId) {
      await db.execute(
        sql`delete from ${sql.identifier(plan.name)} where id::text = any(${list(rows.map((r) => String(r.id)))})`,
      );
    } else {
      await db.execute(
        sql`delete from ${sql.identifier(plan.name)} where ${result.searches.get(plan.name)!}`,
      );
    }
    counts[plan.name] = rows.length;
  }
  return counts;
}

/** A prospect row's identifiers, normalised. */
function identifiersOfRow(r: Record<string, unknown>): Identifier[] {
  const raw: [PersonIdKind, unknown][] = [
    ['email', r.work_email],
    ['email', r.personal_email],
    ['email', r.enriched_email],
    ['phone', r.phone],
    ['profile', r.network_id ?? r.profile_link],
  ];
  return raw.flatMap(([kind, value]) => {
    const normalized = typeof value === 'string' ? normalizeIdentifier(kind, value) : null;
    return normalized ? [{ kind, value: normalized }] : [];
  });
}

async function prospectsNamed(db: Exec, plan: Plan, ids: Identifier[], scope: ScanScope) {
  const handles = ids.filter((i) => i.kind === 'profile').map((i) => i.value);
  const spaceWhere = scope.spaceIds === null ? sql`true` : plan.space!(list(scope.spaceIds));
  const byText = whereOf(plan, patternsOf(ids), new Map(), scope);
  const byHandle = handles.length ? sql`(${spaceWhere} and lower(network_id) = any(${list(handles)}))` : null;
  const where = [byText, byHandle].filter((w): w is SQL => w !== null);
  if (!where.length) return [];
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from prospects where ${sql.join(where, sql` or `)}`),
  );
}
