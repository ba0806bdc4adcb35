/** 001 §3 draft channels per profile. */
export const DRAFT_CHANNELS = ['linkedIn', 'email', 'sms'] as const;
export type DraftChannel = (typeof DRAFT_CHANNELS)[number];

/** 001 §7 prospect search contact_info flags. */
export const CONTACT_INFO_FLAGS = [
  'email',
  'work_email',
  'phone',
  'enriched_only',
  'fresh_only',
  'li_only',
] as const;
