/** Questions a smart-sequence condition node asks (yes/no branches). */
export const CONDITION_KINDS = [
  'is_connected',
  'has_replied',
  'accepted_within',
  'has_email',
  'email_opened',
  'email_clicked',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
