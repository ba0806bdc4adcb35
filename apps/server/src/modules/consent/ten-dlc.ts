import { eq } from 'drizzle-orm';
import { tenDlcStatusAt } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { smsSenderRegistrations } from '../../db/schema/index.js';

/** The sandbox carriers' review of a 10DLC brand and campaign: decided this long after submission. */
export const SANDBOX_TEN_DLC_REVIEW_MS = 2 * 60_000;

export interface TenDlcSubmission {
  spaceId: string;
  credentialId: string;
  brandName: string;
  useCase: string;
  sampleMessage: string;
  at: Date;
}

/**
 * Submits an account's 10DLC registration (US A2P SMS) to the sandbox registry: approved two minutes later,
 * rejected when the brand name contains "reject" (so tests can choose). A resubmission replaces the last.
 */
export async function submitTenDlc(db: Db, s: TenDlcSubmission) {
  const values = {
    spaceId: s.spaceId,
    credentialId: s.credentialId,
    brandName: s.brandName,
    useCase: s.useCase,
    sampleMessage: s.sampleMessage,
    outcome: /reject/i.test(s.brandName) ? 'rejected' : 'approved',
    submittedAt: s.at,
    decidedAt: new Date(s.at.getTime() + SANDBOX_TEN_DLC_REVIEW_MS),
  };
  await db
    .insert(smsSenderRegistrations)
    .values(values)
    .onConflictDoUpdate({ target: smsSenderRegistrations.credentialId, set: values });
  return tenDlcOf(db, s.credentialId, s.at);
}

/** An account's 10DLC state now. */
export async function tenDlcOf(db: Db, credentialId: string, at: Date) {
  const [row] = await db
    .select()
    .from(smsSenderRegistrations)
    .where(eq(smsSenderRegistrations.credentialId, credentialId));
  return tenDlcStatusAt(row, at);
}
