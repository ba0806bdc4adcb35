import { and, desc, eq } from 'drizzle-orm';
import type { ContactChannel } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { prospectConsents } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

export interface ConsentGrant {
  spaceId: string;
  prospectId: string;
  channel: ContactChannel | 'all';
  /** Where it was given: web_form, import, manual, crm… */
  source: string;
  /** The words the prospect agreed to. */
  text: string;
  /** Evidence: a form's URL, the IP, a signed document's id… */
  proof: Record<string, unknown>;
  phone?: string | null;
  email?: string | null;
  at: Date;
}

/** Records a prospect's consent to a channel (the consent gate reads the latest record of the channel). */
export async function recordConsent(db: Db, g: ConsentGrant) {
  const [row] = await db
    .insert(prospectConsents)
    .values({
      spaceId: g.spaceId,
      prospectId: g.prospectId,
      channel: g.channel,
      status: 'granted',
      source: g.source,
      text: g.text,
      proof: g.proof,
      phone: g.phone ?? null,
      email: g.email ?? null,
      recordedAt: g.at,
    })
    .returning();
  return row!;
}

/** A prospect's consent records, newest first. */
export const consentRecords = (db: Db, spaceId: string, prospectId: string) =>
  db
    .select()
    .from(prospectConsents)
    .where(and(inSpace(prospectConsents, spaceId), eq(prospectConsents.prospectId, prospectId)))
    .orderBy(desc(prospectConsents.recordedAt));
