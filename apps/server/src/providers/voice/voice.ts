/**
 * The voice provider: ringless voicemail drops (campaign voicemail steps). The sandbox (./sandbox.ts)
 * is the default; a real one would call a carrier's API. Contract:
 * - `drop` is idempotent on `clientKey`: a second call with the same key returns the first drop;
 * - `recentDrops` reports drops to a number since a time (the 3-per-3-days rule counts them).
 */
export type VoicemailDropStatus = 'delivered' | 'no_voicemail_box' | 'failed';

export interface VoicemailDropInput {
  spaceId: string;
  credentialId: string;
  audioId: string;
  durationMs: number;
  /** E.164 recipient. */
  to: string;
  clientKey: string;
  at: Date;
}

export interface VoicemailDrop {
  id: string;
  to: string;
  audioId: string;
  status: VoicemailDropStatus;
  droppedAt: Date;
  clientKey: string;
}

export interface VoiceProvider {
  drop(input: VoicemailDropInput): Promise<VoicemailDrop>;
  findByClientKey(clientKey: string): Promise<VoicemailDrop | null>;
  recentDrops(to: string, since: Date): Promise<Date[]>;
}
