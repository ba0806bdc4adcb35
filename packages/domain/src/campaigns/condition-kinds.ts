/** Questions a smart-sequence condition node asks (yes/no branches). */
export const CONDITION_KINDS = [
  'is_connected',
  'has_replied',
  'accepted_within',
  'has_email',
  'email_opened',
  'email_clicked',
  'reply_labelled',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/**
 * Questions about the prospect's reply (issue 36): a reply does not pause a prospect who stands on one of
 * them (the question decides), nor one whose sequence already answered it after that reply.
 */
export const REPLY_CONDITION_KINDS: readonly ConditionKind[] = ['has_replied', 'reply_labelled'];
export const readsReply = (kind: string | undefined): boolean =>
  (REPLY_CONDITION_KINDS as readonly string[]).includes(kind ?? '');

/** How long "reply labelled …" waits for a labelled reply before it answers no, unless the node says. */
export const REPLY_LABEL_WAIT_DAYS = 3;
