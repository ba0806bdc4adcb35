import type { DailyLimitKind, WeeklyLimitKind } from '@leadloop/domain/credentials/limits';

export interface CredentialLimits {
  daily: Partial<Record<DailyLimitKind, number>>;
  weekly: Partial<Record<WeeklyLimitKind, number>>;
  /** 000 §6: an admin may prohibit members from changing limits. */
  limits_prohibited?: boolean;
  can_edit?: boolean;
}

export interface Blacklist {
  profile: string[];
  company: string[];
}

/** 001 §3 Signature and Voicemail audio: the API's own schemas (packages/domain). */
export type { Signature } from '@leadloop/domain/labels/entities';
export type { VoicemailAudio, VoicemailAudioPage } from '@leadloop/domain/dialer/entities';
