import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { voicemailAudios, workflows } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

/**
 * How many campaigns use a voicemail audio: campaigns (not in the trash) with a voicemail step whose
 * `audio_id` is this audio. Tests may swap the counter (`setVoicemailUsageCounter`).
 */
export type VoicemailUsageCounter = (db: Db, audioId: string) => Promise<number>;

export const countCampaignsUsingAudio: VoicemailUsageCounter = async (db, audioId) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflows)
    .where(
      and(
        isNull(workflows.deletedAt),
        sql`${workflows.nodes} @> ${JSON.stringify([{ type: 'voicemail', audio_id: audioId }])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
};

let counter: VoicemailUsageCounter = countCampaignsUsingAudio;

export function setVoicemailUsageCounter(fn: VoicemailUsageCounter): void {
  counter = fn;
}

export const voicemailWorkflowsNumber = (db: Db, audioId: string) => counter(db, audioId);

/** A campaign's voicemail steps may only name recordings of the account that runs the campaign. */
export async function checkVoicemailSteps(
  db: Db,
  credentialId: string,
  nodes: readonly { type: string; audio_id?: string | null }[],
): Promise<void> {
  for (const node of nodes) {
    if (node.type !== 'voicemail') continue;
    if (!node.audio_id) throw badRequest(CODES.voicemailStepAudioRequired);
    const [audio] = await db
      .select({ id: voicemailAudios.id })
      .from(voicemailAudios)
      .where(and(eq(voicemailAudios.id, node.audio_id), eq(voicemailAudios.credentialId, credentialId)));
    if (!audio) throw badRequest(CODES.voicemailStepAudioNotFound);
  }
}
