import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { voicemailDrops, type VoicemailDropRow } from '../../db/schema/index.js';
import type { VoicemailDrop, VoicemailDropStatus, VoiceProvider } from './voice.js';

/**
 * Sandbox voice carrier: nothing rings; each drop is a row in `voicemail_drops`. The outcome is a pure
 * function of the client key: ~88 % delivered, ~9 % no voicemail box (landline without one), ~3 %
 * carrier failure.
 */
export const SANDBOX_VOICE_RATES = { delivered: 0.88, noVoicemailBox: 0.09 };

export function sandboxDropStatus(clientKey: string): VoicemailDropStatus {
  const roll = createHash('sha256').update(clientKey).digest().readUInt32BE(0) / 0xffffffff;
  if (roll < SANDBOX_VOICE_RATES.delivered) return 'delivered';
  if (roll < SANDBOX_VOICE_RATES.delivered + SANDBOX_VOICE_RATES.noVoicemailBox) return 'no_voicemail_box';
  return 'failed';
}

const view = (r: VoicemailDropRow): VoicemailDrop => ({
  id: r.id,
  to: r.toNumber,
  audioId: r.audioId,
  status: r.status as VoicemailDropStatus,
  droppedAt: r.droppedAt,
  clientKey: r.clientKey,
});

export function createSandboxVoice(db: Db): VoiceProvider {
  const byKey = async (clientKey: string) => {
    const [row] = await db.select().from(voicemailDrops).where(eq(voicemailDrops.clientKey, clientKey));
    return row ?? null;
  };
  return {
    async drop(input) {
      const [row] = await db
        .insert(voicemailDrops)
        .values({
          spaceId: input.spaceId,
          credentialId: input.credentialId,
          audioId: input.audioId,
          toNumber: input.to,
          clientKey: input.clientKey,
          status: sandboxDropStatus(input.clientKey),
          durationMs: input.durationMs,
          droppedAt: input.at,
        })
        .onConflictDoNothing()
        .returning();
      return view(row ?? (await byKey(input.clientKey))!);
    },
    async findByClientKey(clientKey) {
      const row = await byKey(clientKey);
      return row ? view(row) : null;
    },
    async recentDrops(to, since) {
      const rows = await db
        .select({ at: voicemailDrops.droppedAt })
        .from(voicemailDrops)
        // Every attempt counts, delivered or not: the conservative reading of "three per three days".
        .where(and(eq(voicemailDrops.toNumber, to), gt(voicemailDrops.droppedAt, since)));
      return rows.map((r) => r.at);
    },
  };
}
