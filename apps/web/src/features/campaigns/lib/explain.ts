import type { TFunction } from 'i18next';
import type { CampaignExplanation, CampaignWait } from '@leadloop/domain/prospects/entities';
import { endedEarly } from '@leadloop/domain/campaigns/ended';
import { isPacingWait, waitNeedsUser } from '@leadloop/domain/campaigns/waits';
import type { CampaignStep } from '../types';

/** What the explanation reads: the engine's explanation, the reasons a list row carries, a fallback line. */
export type ExplainInput = Pick<CampaignExplanation, 'status' | 'next_step' | 'earliest_at' | 'held_by'> & {
  /** What the engine's next decision waits for (the server's); absent: the older reading below. */
  wait?: CampaignWait | null;
  /** The steps the prospect passed: a finished prospect whose last ones were skipped ended early. */
  steps?: CampaignExplanation['steps'];
  paused_reason?: string | null;
  excluded_reason?: string | null;
  /** The server's own line, when nothing more precise applies. */
  fallback?: string | null;
};

/** A reason code as words: 001 §8 wait reasons, 000 §4 paused/skipped reasons, and the engine's holds. */
export function reasonText(
  t: TFunction<'campaigns'>,
  reason: string | null | undefined,
  fallback?: string | null,
): string {
  if (!reason) return fallback ?? '';
  const [code, detail] = reason.split(':');
  if (code === 'daily_limit' || code === 'weekly_limit')
    return t(`reason.${code}`, { kind: t(`limitKind.${detail}`, { defaultValue: detail }) });
  return t(`reason.${code}`, { defaultValue: fallback ?? reason.replace(/_/g, ' ') });
}

/**
 * The engine's plain explanation of a prospect: where it stands, its next step, the earliest time
 * that step can run and what holds it.
 */
export function explainProspect(
  t: TFunction<'campaigns'>,
  p: ExplainInput,
  steps: CampaignStep[],
  locale: string,
): string {
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  // Today: the time alone; another day: the date too.
  const clock = (iso: string) =>
    new Date(iso).toDateString() === new Date().toDateString()
      ? new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
      : when(iso);
  switch (p.status) {
    case 'finished': {
      const ended = endedEarly(p.steps ?? []);
      if (!ended) return t('explain.finished');
      if (ended.reason === 'no_actions') return t('explain.endedNotConnected', { count: ended.skipped });
      return t('explain.endedEarly', { count: ended.skipped, reason: reasonText(t, ended.reason) });
    }
    case 'paused':
      return t('explain.paused', {
        reason: reasonText(t, p.paused_reason ?? p.held_by?.code) || t('reason.manual_stop'),
      });
    case 'excluded':
      return t('explain.excluded', { reason: reasonText(t, p.excluded_reason ?? p.held_by?.code) || '—' });
    case 'campaign_paused':
      return t('explain.campaignPaused');
    default: {
      const index = p.next_step?.index ?? -1;
      const type = p.next_step?.type ?? steps[index]?.type;
      const step =
        index >= 0 && type
          ? t('explain.step', {
              number: index + 1,
              name: t(`step.${type}`, { defaultValue: p.next_step?.label ?? type }),
            })
          : null;
      const parts = [
        step ? t('explain.next', { step }) : p.status === 'pending' ? t('explain.pending') : null,
      ];
      if (p.wait) {
        parts.push(waitText(t, p.wait, locale));
        return parts.filter(Boolean).join(' · ');
      }
      const at = p.earliest_at;
      const hold = p.held_by?.code;
      if (isPacingWait(hold) && at) {
        // The engine pacing itself: said calmly, with the time of the next action.
        parts.push(t('explain.pacing', { time: clock(at) }));
      } else {
        if (at) parts.push(t('explain.notBefore', { time: when(at) }));
        if (hold && hold !== 'pending')
          parts.push(
            t(waitNeedsUser(hold) ? 'explain.stuck' : 'explain.heldBy', {
              reason: reasonText(t, hold, p.held_by?.text),
            }),
          );
      }
      const text = parts.filter(Boolean).join(' · ');
      return text || p.fallback || t('explain.pending');
    }
  }
}

/** Kinds whose time is when the wait ends: past (a page read a while ago), the row is due. */
const TIMED = new Set<CampaignWait['kind']>([
  'outside_work_hours',
  'pacing',
  'daily_limit',
  'weekly_limit',
  'delay',
]);

/** An instant in the user's zone: the time alone today, else with the day. */
export function waitTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const time = { hour: '2-digit', minute: '2-digit' } as const;
  return at.toDateString() === now.toDateString()
    ? at.toLocaleTimeString(locale, time)
    : at.toLocaleString(locale, { weekday: 'short', day: 'numeric', month: 'short', ...time });
}

/** Whether a wait is over by now: never shown as a past "until" (it is due in the next engine round). */
const isOver = (w: CampaignWait, now: Date) =>
  w.kind === 'due' || (TIMED.has(w.kind) && (!w.at || new Date(w.at).getTime() <= now.getTime()));

/** What a prospect waits for, in words, with the time it ends in the user's zone (issue 35). */
export function waitText(
  t: TFunction<'campaigns'>,
  w: CampaignWait,
  locale: string,
  now = new Date(),
): string {
  if (isOver(w, now)) return t('wait.due');
  const time = w.at ? waitTime(w.at, locale, now) : '';
  switch (w.kind) {
    case 'daily_limit':
    case 'weekly_limit':
      return t(`wait.${w.kind}`, {
        time,
        kind: t(`limitKind.${w.detail}`, { defaultValue: w.detail ?? '' }),
      });
    case 'account_not_usable':
      return t('wait.account_not_usable', {
        status: t(`wait.accountStatus.${w.detail}`, { defaultValue: w.detail ?? '' }),
      });
    case 'waiting_for_acceptance':
      return time ? t('wait.waiting_for_acceptance_at', { time }) : t('wait.waiting_for_acceptance');
    case 'held':
      return t(waitNeedsUser(w.detail) ? 'explain.stuck' : 'explain.heldBy', {
        reason: reasonText(t, w.detail),
      });
    case 'campaign_paused':
      return t('explain.campaignPaused');
    default:
      return t(`wait.${w.kind}`, { time });
  }
}

/** The campaign's header line: its next action, and before its first one when it starts (issue 35). */
export function campaignNextText(
  t: TFunction<'campaigns'>,
  next: CampaignWait & { started: boolean },
  locale: string,
  now = new Date(),
): string {
  if (next.kind === 'outside_work_hours' && next.at && !isOver(next, now))
    return t(next.started ? 'wait.nextOutsideHours' : 'wait.startsOutsideHours', {
      time: waitTime(next.at, locale, now),
    });
  return t('wait.next', { what: waitText(t, next, locale, now) });
}

/** The status a row's badge names: "Finished" only for a prospect that went through the whole sequence. */
export function shownStatus(p: Pick<ExplainInput, 'status' | 'steps'>): ExplainInput['status'] | 'ended' {
  return p.status === 'finished' && endedEarly(p.steps ?? []) ? 'ended' : p.status;
}

/** How an explanation should look: calm for pacing, alarming only when the user must act (issue 12). */
export function explainTone(p: ExplainInput): 'pacing' | 'stuck' | 'plain' {
  if (p.status !== 'active' && p.status !== 'pending') return 'plain';
  if (p.wait) {
    if (p.wait.kind === 'account_not_usable') return 'stuck';
    if (p.wait.kind === 'held') return waitNeedsUser(p.wait.detail) ? 'stuck' : 'pacing';
    return p.wait.kind === 'campaign_paused' || p.wait.kind === 'campaign_draft' ? 'plain' : 'pacing';
  }
  const hold = p.held_by?.code;
  if (waitNeedsUser(hold)) return 'stuck';
  return isPacingWait(hold) ? 'pacing' : 'plain';
}
