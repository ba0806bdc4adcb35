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

/** 001 §3 Signature. */
export interface Signature {
  _id: string;
  name: string;
  message: string;
  is_default: boolean;
}

/** 001 §3 Voicemail audio. */
export interface VoicemailAudio {
  _id: string;
  name: string;
  file: string;
  file_name: string;
  agreed_to_terms: boolean;
  duration?: number | null;
  created_at?: string;
}
