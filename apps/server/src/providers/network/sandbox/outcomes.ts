import { REPLIES } from './content.js';
import { DAY, MINUTE, logUniformMs, uniform } from './random.js';

/** The member traits an outcome depends on. */
export interface MemberTraits {
  id: string;
  acceptRate: number;
  replyRate: number;
}

export interface InvitationOutcome {
  /** Delay after sending when the member accepts, or null for never. */
  acceptAfterMs: number | null;
  declineAfterMs: number | null;
}

/**
 * What a member does with the n-th invitation from an account: a pure function of (seed, account, member, n),
 * so the sandbox is deterministic whatever the order of calls. Acceptance follows the member's rate (≈30 % on
 * average over the population); answers come 5 minutes to 7 days later; ~15 % of the rest decline.
 */
export function invitationOutcome(
  seed: number,
  credentialId: string,
  member: MemberTraits,
  n: number,
): InvitationOutcome {
  const accepts = uniform(seed, 'accept', credentialId, member.id, n) < member.acceptRate;
  const declines = !accepts && uniform(seed, 'decline', credentialId, member.id, n) < 0.15;
  const delay = logUniformMs(uniform(seed, 'accept-delay', credentialId, member.id, n), 5 * MINUTE, 7 * DAY);
  return { acceptAfterMs: accepts ? delay : null, declineAfterMs: declines ? delay : null };
}

export type ReplyKind = keyof typeof REPLIES;
export interface ReplyOutcome {
  kind: ReplyKind;
  afterMs: number;
  text: string;
}

/**
 * Whether (and how, and when) a member answers the n-th message from an account: positive 45 %, negative 30 %,
 * out-of-office 25 % (within minutes); others after 2 minutes to 4 days. InMails are answered a bit less.
 */
export function replyOutcome(
  seed: number,
  credentialId: string,
  member: MemberTraits,
  n: number,
  kind: 'message' | 'inmail',
): ReplyOutcome | null {
  const chance = kind === 'inmail' ? member.replyRate * 0.8 : member.replyRate;
  if (uniform(seed, 'reply', credentialId, member.id, n) >= chance) return null;
  const u = uniform(seed, 'reply-kind', credentialId, member.id, n);
  const replyKind: ReplyKind = u < 0.45 ? 'positive' : u < 0.75 ? 'negative' : 'out_of_office';
  const du = uniform(seed, 'reply-delay', credentialId, member.id, n);
  const afterMs =
    replyKind === 'out_of_office'
      ? logUniformMs(du, MINUTE, 5 * MINUTE)
      : logUniformMs(du, 2 * MINUTE, 4 * DAY);
  const texts = REPLIES[replyKind];
  return {
    kind: replyKind,
    afterMs,
    text: texts[Math.floor(uniform(seed, 'reply-text', credentialId, member.id, n) * texts.length)]!,
  };
}
