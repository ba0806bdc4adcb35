import type { TFunction } from 'i18next';
import type { CampaignProspect, CampaignStep } from '../types';

/** A reason code as words: 001 §8 wait reasons, 000 §4 paused/skipped reasons, and the engine's holds. */
export function reasonText(t: TFunction<'campaigns'>, reason: string | null | undefined): string {
  if (!reason) return '';
  const [code, detail] = reason.split(':');
  if (code === 'daily_limit' || code === 'weekly_limit') return t(`reason.${code}`, { kind: t(`limitKind.${detail}`, { defaultValue: detail }) });
  return t(`reason.${code}`, { defaultValue: reason.replace(/_/g, ' ') });
}

/**
 * The engine's plain explanation of a prospect: where it stands, its next step, the earliest time
 * that step can run and what holds it.
 */
export function explainProspect(t: TFunction<'campaigns'>, p: CampaignProspect & { current_node_id?: string | null }, steps: CampaignStep[], locale: string): string {
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  switch (p.status) {
    case 'finished':
      return t('explain.finished');
    case 'paused':
      return t('explain.paused', { reason: reasonText(t, p.paused_reason) || t('reason.manual_stop') });
    case 'excluded':
      return t('explain.excluded', { reason: reasonText(t, p.excluded_reason) || '—' });
    case 'campaign_paused':
      return t('explain.campaignPaused');
    default: {
      const stepId = p.current_step ?? p.current_node_id;
      const index = steps.findIndex((s) => s.id === stepId);
      const step = index >= 0 ? t('explain.step', { number: index + 1, name: t(`step.${steps[index].type}`) }) : null;
      const parts = [step ? t('explain.next', { step }) : p.status === 'pending' ? t('explain.pending') : null];
      if (p.next_run_at) parts.push(t('explain.notBefore', { time: when(p.next_run_at) }));
      if (p.wait_reason) parts.push(t('explain.heldBy', { reason: reasonText(t, p.wait_reason) }));
      const text = parts.filter(Boolean).join(' · ');
      return text || p.explanation || t('explain.pending');
    }
  }
}
