import type { AuditLog } from '@leadloop/domain/agency/entities';
import { desc, eq, or, sql } from 'drizzle-orm';
import { inSpace, inSpaces } from '../../lib/scope.js';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { RequestScope } from './request-scope.js';
import { spaceIdsOf } from './request-scope.js';

const LIMIT = 500;

/** The audit log as its reader may see it: an owner their workspace's, a brand admin their brand's, all. */
export async function readAuditLog(db: Db, scope: RequestScope): Promise<AuditLog> {
  const spaceIds = await spaceIdsOf(db, scope);
  const where =
    scope.kind === 'platform'
      ? undefined
      : scope.kind === 'space'
        ? inSpace(auditLog, scope.spaceId)
        : or(eq(auditLog.brand, scope.brand), spaceIds!.length ? inSpaces(auditLog, spaceIds!) : sql`false`);
  const rows = await db
    .select({ entry: auditLog, actor: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt))
    .limit(LIMIT);
  return {
    items: rows.map(({ entry, actor }) => ({
      _id: entry.id,
      action: entry.action,
      at: entry.createdAt.toISOString(),
      actor: actor ?? null,
      space_id: entry.spaceId,
      target: entry.target,
      details: entry.details,
    })),
  };
}

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The same entries as CSV (the export). */
export async function auditLogCsv(db: Db, scope: RequestScope): Promise<string> {
  const { items } = await readAuditLog(db, scope);
  const lines = [
    'at,action,actor,space_id,target,details',
    ...items.map((i) =>
      [i.at, i.action, i.actor ?? '', i.space_id ?? '', i.target ?? '', JSON.stringify(i.details)]
        .map(cell)
        .join(','),
    ),
  ];
  return lines.join('\r\n') + '\r\n';
}
