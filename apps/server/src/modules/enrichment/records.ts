import type { EmailVerificationResult, EnrichedField, EnrichmentSource } from '@leadloop/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  emailVerifications,
  enrichmentAttempts,
  enrichmentProvenance,
  type prospects,
} from '../../db/schema/index.js';
import type { EmailVerification } from '../../providers/enrichment/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;
export type ProspectRow = typeof prospects.$inferSelect;

/** What one source answered under one key (a run's prospect and field). */
export interface Attempt {
  outcome: 'hit' | 'miss' | 'unverified';
  email: string | null;
  phone: string | null;
  verification: EmailVerificationResult | null;
}

/** An answer is reused this long: a resume asks only the sources that have not answered; a later look asks all. */
export const ATTEMPT_REUSE_MS = 6 * 3_600_000;

export async function findAttempt(
  db: Writer,
  key: string,
  source: EnrichmentSource,
  now: Date,
): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(enrichmentAttempts)
    .where(
      and(
        eq(enrichmentAttempts.idempotencyKey, key),
        eq(enrichmentAttempts.source, source),
        gte(enrichmentAttempts.createdAt, new Date(now.getTime() - ATTEMPT_REUSE_MS)),
      ),
    );
  return row
    ? {
        outcome: row.outcome as Attempt['outcome'],
        email: row.email,
        phone: row.phone,
        verification: row.verification as EmailVerificationResult | null,
      }
    : null;
}

export async function recordAttempt(
  db: Writer,
  spaceId: string,
  key: string,
  source: EnrichmentSource,
  attempt: Attempt,
  now: Date,
): Promise<void> {
  const values = { ...attempt, createdAt: now };
  await db
    .insert(enrichmentAttempts)
    .values({ idempotencyKey: key, source, spaceId, ...values })
    .onConflictDoUpdate({
      target: [enrichmentAttempts.idempotencyKey, enrichmentAttempts.source],
      set: values,
    });
}

/** The address's latest check, kept per workspace: the sender reads it for the catch-all policy. */
export async function recordVerification(
  db: Writer,
  spaceId: string,
  email: string,
  v: EmailVerification,
  now: Date,
): Promise<void> {
  const values = { result: v.result, detail: v.detail, checkedAt: now };
  await db
    .insert(emailVerifications)
    .values({ spaceId, email: email.toLowerCase(), ...values })
    .onConflictDoUpdate({ target: [emailVerifications.spaceId, emailVerifications.email], set: values });
}

export async function writeProvenance(
  db: Writer,
  p: { id: string; spaceId: string },
  field: EnrichedField,
  value: string,
  source: EnrichmentSource,
  verification: EmailVerificationResult,
  now: Date,
): Promise<void> {
  const values = {
    email: field === 'email' ? value : null,
    phone: field === 'phone' ? value : null,
    source,
    verification,
    foundAt: now,
  };
  await db
    .insert(enrichmentProvenance)
    .values({ prospectId: p.id, spaceId: p.spaceId, field, ...values })
    .onConflictDoUpdate({
      target: [enrichmentProvenance.prospectId, enrichmentProvenance.field],
      set: values,
    });
}

export async function provenanceOf(db: Writer, prospectId: string) {
  return db.select().from(enrichmentProvenance).where(eq(enrichmentProvenance.prospectId, prospectId));
}
