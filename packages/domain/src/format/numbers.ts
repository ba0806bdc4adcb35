import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY_SYMBOL } from '../billing/enums.js';

export { BADGE_MAX, formatBadgeCount } from './badge.js';

/** 001 §9: 'N more' badge after 5 avatars. */
export const AVATARS_SHOWN = 5;
export function avatarOverflow(total: number): { shown: number; more: string | null } {
  const shown = Math.min(total, AVATARS_SHOWN);
  return { shown, more: total > AVATARS_SHOWN ? `${total - AVATARS_SHOWN} more` : null };
}

/** 001 §9 currency symbols: CAD C$, EUR €, GBP £, AUD AU$, otherwise $. */
export const currencySymbol = (currency: string | null | undefined) =>
  CURRENCY_SYMBOLS[(currency ?? '').toLowerCase()] ?? DEFAULT_CURRENCY_SYMBOL;

/** 001 §3: amounts are in minor units; shown divided by 100 and floored. */
export const fromMinorUnits = (amount: number) => Math.floor(amount / 100);

/** '€49' from (4999, 'eur'). */
export const formatPrice = (amountMinor: number, currency: string | null | undefined) =>
  `${currencySymbol(currency)}${fromMinorUnits(amountMinor).toLocaleString('en-US')}`;

/** 001 §9 tax line: 'Tax (X% on amount)' or '-' when there is no tax. */
export function formatTaxLine(
  taxPercent: number | null | undefined,
  amountMinor: number,
  currency: string,
): string {
  if (!taxPercent) return '-';
  return `Tax (${taxPercent}% on ${formatPrice(amountMinor, currency)})`;
}

/** 001 §9: promo percent off applies only on the free tier. */
export function applyPromotion(
  amountMinor: number,
  percentOff: number | null | undefined,
  currentTier: number,
): number {
  if (!percentOff || currentTier !== 0) return amountMinor;
  return Math.round((amountMinor * (100 - percentOff)) / 100);
}
