/**
 * What holds a prospect, sorted by whether the user must act (issue 12: "Stuck" only when something
 * needs the user). Pacing is the engine working as designed — the delay of a step, the spacing between
 * two actions, work hours, the daily and weekly limits, an invitation not yet accepted — and is shown as
 * "next action at HH:MM (pacing)" in a calm colour. Anything else (no credits, a closed profile, an
 * inactive account, a step awaiting approval…) needs the user and is shown as stuck, with its reason.
 */
export const PACING_WAITS = [
  'pending',
  'spacing',
  'delay',
  'outside_work_hours',
  'waiting_for_acceptance',
  'network_unavailable',
  'no_actions',
  'hold',
  // the prospect's video still rendering (queued when they entered the campaign): the engine's own work
  'video_render_pending',
] as const;
export const PACING_WAIT_PREFIXES = ['daily_limit:', 'weekly_limit:'] as const;

const PACING = new Set<string>(PACING_WAITS);

/** True for the engine's own pacing (nothing for the user to do). */
export function isPacingWait(code: string | null | undefined): boolean {
  if (!code) return false;
  return PACING.has(code) || PACING_WAIT_PREFIXES.some((p) => code.startsWith(p));
}

/** True when the hold needs the user: the prospect is stuck until they act. */
export function waitNeedsUser(code: string | null | undefined): boolean {
  return Boolean(code) && !isPacingWait(code);
}

/**
 * What a campaign prospect waits for, from the engine's own next decision (issue 35): the account's work
 * hours, its pacing (next free slot), a daily or weekly limit, the account not usable, the invitation's
 * acceptance, the step's delay, the campaign paused or not started, something the user must do (`held`,
 * with the engine's code), or nothing (`due`: the next engine round takes it).
 */
export const WAIT_KINDS = [
  'due',
  'outside_work_hours',
  'pacing',
  'daily_limit',
  'weekly_limit',
  'account_not_usable',
  'waiting_for_acceptance',
  'delay',
  'campaign_paused',
  'campaign_draft',
  'held',
] as const;
export type WaitKind = (typeof WAIT_KINDS)[number];
