import { CRM_INTEGRATIONS, type CrmIntegration } from './types';

/** 000 §2: pipedrive, hubspot and default are CRMs; any other name becomes default. */
export const toIntegration = (value: string | undefined | null): CrmIntegration =>
  (CRM_INTEGRATIONS as readonly string[]).includes(value ?? '') ? (value as CrmIntegration) : 'default';

/** An amount in its currency as people read it in their language: "€12,500". */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: currency.toUpperCase(),
      maximumFractionDigits: amount % 1 ? 2 : 0,
    }).format(amount);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

/** A column's total, short: "12.5K". Columns mix currencies, so the total names none. */
export const formatTotal = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);

/** Moves `id` from wherever it is in `columns` to `index` of `target` (a copy; the others keep their order). */
export function moveBetween<T extends { _id: string }>(
  columns: Record<string, T[]>,
  id: string,
  target: string,
  index: number,
): Record<string, T[]> {
  let moving: T | undefined;
  const next: Record<string, T[]> = {};
  for (const [stage, deals] of Object.entries(columns)) {
    next[stage] = deals.filter((d) => {
      if (d._id !== id) return true;
      moving = d;
      return false;
    });
  }
  if (!moving || !next[target]) return columns;
  const list = next[target];
  list.splice(Math.min(Math.max(index, 0), list.length), 0, moving);
  return next;
}

/** The badge of a CRM's card on /crm/: the native CRM is always ready; the others say whether they are connected. */
export function connectionBadge(
  platform: CrmIntegration,
  platforms: { platform: string; connected: boolean }[] | undefined,
): 'ready' | 'connected' | 'notConnectedBadge' | null {
  if (platform === 'default') return 'ready';
  const found = platforms?.find((p) => p.platform === platform);
  if (!found) return null;
  return found.connected ? 'connected' : 'notConnectedBadge';
}

/** The records holding a prospect's email, but the prospect itself (it is one of the native CRM's records). */
export const otherRecords = <T extends { platform: string; record_id: string }>(
  duplicates: T[],
  prospectId: string,
): T[] => duplicates.filter((d) => !(d.platform === 'default' && d.record_id === prospectId));
