import { CODES } from '@leadloop/domain';
import type { DataRequest, DataRequestBody } from '@leadloop/domain/agency/entities';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataRequests, dataSuppressions } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { normalizeIdentifier, personHash } from '../../lib/person-hash.js';
import { zip } from '../../lib/zip.js';
import { inSpace } from '../../lib/scope.js';
import { recordAudit } from '../../lib/audit.js';
import { eraseFound, scanPerson, type Identifier } from './person-scan.js';
import { spaceIdsOf, type RequestScope } from './request-scope.js';

type RequestRow = typeof dataRequests.$inferSelect;

const viewOf = (row: RequestRow): DataRequest => ({
  _id: row.id,
  status: row.status,
  scope: row.scope,
  created_at: row.createdAt.toISOString(),
  erased_at: row.erasedAt?.toISOString() ?? null,
  found: row.counts,
  total: Object.values(row.counts).reduce((a, b) => a + b, 0),
});

const countsOf = (tables: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length]));

const auditPlace = (scope: RequestScope) => ({
  spaceId: scope.kind === 'space' ? scope.spaceId : null,
  brand: scope.kind === 'brand' ? scope.brand : null,
});

/** Opens a data-subject request: the person is looked for in every workspace in scope; the counts answer. */
export async function openDataRequest(
  db: Db,
  scope: RequestScope,
  body: DataRequestBody,
): Promise<DataRequest> {
  const value = normalizeIdentifier(body.kind, body.value);
  if (!value) throw badRequest(CODES.personIdentifierInvalid);
  const identifiers: Identifier[] = [{ kind: body.kind, value }];
  const found = await scanPerson(db, identifiers, { spaceIds: await spaceIdsOf(db, scope) });
  const [row] = await db
    .insert(dataRequests)
    .values({
      scope: scope.kind,
      brand: scope.kind === 'brand' ? scope.brand : null,
      spaceId: scope.kind === 'space' ? scope.spaceId : null,
      identifiers,
      hashes: [personHash(body.kind, value)],
      counts: countsOf(found.tables),
      requestedBy: scope.userId,
    })
    .returning();
  return viewOf(row!);
}

async function loadRequest(db: Db, scope: RequestScope, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.id, id),
        eq(dataRequests.scope, scope.kind),
        scope.kind === 'space' ? inSpace(dataRequests, scope.spaceId) : undefined,
      ),
    );
  if (!row) throw notFound(CODES.dataRequestNotFound);
  // As on every admin record: another brand's request is refused as such, not reported missing.
  if (scope.kind === 'brand' && row.brand !== scope.brand) throw forbidden(CODES.otherBrandsCustomer);
  return row;
}

export const readDataRequest = async (db: Db, scope: RequestScope, id: string) =>
  viewOf(await loadRequest(db, scope, id));

const csvCell = (v: unknown) => {
  const text =
    v === null || v === undefined
      ? ''
      : typeof v === 'object' && !(v instanceof Date)
        ? JSON.stringify(v)
        : v instanceof Date
          ? v.toISOString()
          : String(v);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v,
    ]),
  );

/** The export: every record found, as JSON (one file) and CSV (one file per table), in a zip. */
export async function exportDataRequest(
  db: Db,
  scope: RequestScope,
  id: string,
): Promise<{ filename: string; content: Buffer }> {
  const row = await loadRequest(db, scope, id);
  if (row.status === 'erased') throw conflict(CODES.dataRequestAlreadyErased);
  const found = await scanPerson(db, row.identifiers, { spaceIds: await spaceIdsOf(db, scope) });
  const tables = Object.fromEntries(Object.entries(found.tables).map(([t, rows]) => [t, rows.map(plain)]));
  const files = [{ name: 'records.json', data: JSON.stringify({ request: row.id, tables }, null, 2) }];
  for (const [table, rows] of Object.entries(tables)) {
    const columns = Object.keys(rows[0] ?? {});
    const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
    files.push({ name: `csv/${table}.csv`, data: lines.join('\r\n') + '\r\n' });
  }
  await recordAudit(db, {
    action: 'data_export',
    actorId: scope.userId,
    ...auditPlace(scope),
    target: row.id,
    details: { records: Object.values(tables).reduce((a, r) => a + r.length, 0) },
  });
  return { filename: `data-request-${row.id}.zip`, content: zip(files) };
}

/**
 * The erasure, once confirmed by the identifier typed again: every record found is deleted in one
 * transaction, the person's hashes are kept as suppressions (never imported or contacted again), the
 * request forgets the identifier, and the audit log says who erased how much.
 */
export async function eraseDataRequest(
  db: Db,
  scope: RequestScope,
  id: string,
  confirm: string,
): Promise<DataRequest> {
  const row = await loadRequest(db, scope, id);
  if (row.status === 'erased') throw conflict(CODES.dataRequestAlreadyErased);
  const asked = row.identifiers[0]!;
  if (normalizeIdentifier(asked.kind, confirm) !== asked.value)
    throw badRequest(CODES.dataRequestConfirmMismatch);
  const spaceIds = await spaceIdsOf(db, scope);
  const updated = await db.transaction(async (tx) => {
    const found = await scanPerson(tx, row.identifiers, { spaceIds });
    const counts = await eraseFound(tx, found);
    await tx
      .insert(dataSuppressions)
      .values(found.hashes.map((h) => ({ hash: h.hash, kind: h.kind })))
      .onConflictDoNothing();
    const [done] = await tx
      .update(dataRequests)
      .set({
        status: 'erased',
        identifiers: [],
        hashes: found.hashes.map((h) => h.hash),
        counts,
        erasedAt: new Date(),
      })
      .where(eq(dataRequests.id, row.id))
      .returning();
    await recordAudit(tx, {
      action: 'data_erasure',
      actorId: scope.userId,
      ...auditPlace(scope),
      target: row.id,
      details: {
        records: Object.values(counts).reduce((a, b) => a + b, 0),
        tables: Object.keys(counts).length,
      },
    });
    return done!;
  });
  return viewOf(updated);
}
