export const formatNumber = (n: number, lng: string) => new Intl.NumberFormat(lng).format(n);

export const formatPercent = (fraction: number, lng: string) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/** A moment as "14:05" today, else "3 Mar, 14:05". */
export function formatWhen(iso: string, lng: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    lng,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);
}

/** Where the fix of an attention item is: the campaign, the account's limits or the account itself. */
export function fixLink(item: {
  kind: string;
  workflow_id: string | null;
  sequences_type: string | null;
  credentials_id: string;
}): string {
  const cred = `?selectedCred=${item.credentials_id}`;
  if (item.kind === 'account_needs_verification') return `/settings/account${cred}`;
  if (item.kind === 'limit_reached') return `/settings/limits${cred}`;
  const editor = item.sequences_type === 'smart' ? '/smart-sequences/edit' : '/campaign/edit';
  return `${editor}/${item.workflow_id}${cred}`;
}

/** A local day (YYYY-MM-DD) as a date, read as the calendar day it is (no time zone shift). */
export const formatDay = (day: string, lng: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
