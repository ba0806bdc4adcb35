import type { AuditAction } from '@leadloop/domain/agency/rules';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditInput {
  action: AuditAction;
  actorId?: string | null;
  spaceId?: string | null;
  brand?: string | null;
  /** What was acted on: an id, never a prospect's email, phone or name. */
  target?: string | null;
  details?: Record<string, unknown>;
}

/** One entry of the audit log (issue 42): every security-relevant action is written through here. */
export async function recordAudit(db: Pick<Db, 'insert'>, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    action: input.action,
    actorId: input.actorId ?? null,
    spaceId: input.spaceId ?? null,
    brand: input.brand ?? null,
    target: input.target ?? null,
    details: input.details ?? {},
  });
}
