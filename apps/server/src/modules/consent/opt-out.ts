import { and, eq } from 'drizzle-orm';
import { OPT_OUT_CONFIRMATIONS, phoneRecipient, type OptOutLanguage } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { prospectConsents, prospects } from '../../db/schema/index.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import { pauseOptedOut } from '../engine/index.js';
import { markProspectOptedOut } from '../prospects-core/index.js';
import { inSpace } from '../../lib/scope.js';

export type OptOutSource = 'sms_keyword' | 'ai_label' | 'manual';

export interface OptOut {
  spaceId: string;
  prospectId: string;
  source: OptOutSource;
  /** The prospect's message (or the user's note). */
  text: string;
  proof: Record<string, unknown>;
  at: Date;
  /** An opt-out by SMS gets its one confirmation text, from the account it was sent to. */
  confirm?: { credentialId: string; language: OptOutLanguage };
}

/**
 * Records a prospect's revocation of consent on every channel (issue 40): one `prospect_consents` row
 * (channel 'all'; unique per prospect), the prospect's `opted_out_at` — which the engine's consent gate reads
 * on every send of every channel — and every campaign still contacting the prospect paused as 'opted_out'.
 * Runs as the reply is read, so it holds within the inbox sync's period (15 s). An opt-out by SMS gets one
 * confirmation text: its key is the revocation's, so a second STOP, or a sync repeated after a crash,
 * finds the same text at the carrier instead of sending another. Returns whether this call recorded it.
 */
export async function recordOptOut(db: Db, sms: SmsProvider, o: OptOut): Promise<{ recorded: boolean }> {
  const [prospect] = await db
    .select({ phone: prospects.phone, optedOutAt: prospects.optedOutAt })
    .from(prospects)
    .where(and(eq(prospects.id, o.prospectId), inSpace(prospects, o.spaceId)));
  if (!prospect) return { recorded: false };
  const revocation = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(prospectConsents)
      .values({
        spaceId: o.spaceId,
        prospectId: o.prospectId,
        channel: 'all',
        status: 'revoked',
        source: o.source,
        text: o.text.slice(0, 2000),
        // the one confirmation is sent from the account the first opt-out reached, in its language
        proof: o.confirm
          ? {
              ...o.proof,
              confirm_credential_id: o.confirm.credentialId,
              confirm_language: o.confirm.language,
            }
          : o.proof,
        phone: prospect.phone,
        recordedAt: o.at,
      })
      .onConflictDoNothing()
      .returning({ id: prospectConsents.id, proof: prospectConsents.proof });
    if (!row) return null;
    await markProspectOptedOut(tx, {
      spaceId: o.spaceId,
      prospectId: o.prospectId,
      at: o.at,
      reason: o.source,
    });
    await pauseOptedOut(tx, { spaceId: o.spaceId, prospectId: o.prospectId });
    return row;
  });
  const [existing] = revocation
    ? [revocation]
    : await db
        .select({ id: prospectConsents.id, proof: prospectConsents.proof })
        .from(prospectConsents)
        .where(
          and(
            eq(prospectConsents.prospectId, o.prospectId),
            eq(prospectConsents.status, 'revoked'),
            eq(prospectConsents.channel, 'all'),
          ),
        );
  const to = phoneRecipient(prospect.phone)?.e164;
  const credentialId = existing?.proof.confirm_credential_id;
  const language = existing?.proof.confirm_language as OptOutLanguage | undefined;
  if (o.confirm && existing && to && typeof credentialId === 'string' && language)
    await sms.send({
      spaceId: o.spaceId,
      credentialId,
      to,
      text: OPT_OUT_CONFIRMATIONS[language],
      // one per revocation, whatever account or message repeats it
      clientKey: `opt-out-confirmation:${existing.id}`,
      at: o.at,
    });
  return { recorded: Boolean(revocation) };
}
