import type { Db } from '../../db/client.js';

/**
 * How many campaigns use a voicemail audio. The campaigns module registers the real query at start-up
 * (`setVoicemailUsageCounter`); until then nothing uses any audio.
 */
export type VoicemailUsageCounter = (db: Db, audioId: string) => Promise<number>;

let counter: VoicemailUsageCounter = async () => 0;

export function setVoicemailUsageCounter(fn: VoicemailUsageCounter): void {
  counter = fn;
}

export const voicemailWorkflowsNumber = (db: Db, audioId: string) => counter(db, audioId);
