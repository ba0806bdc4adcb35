import { formatPrice } from '@leadloop/domain/format/numbers';

export { formatPrice };
/** 001 §9 tax line: 'Tax (X% on amount)' or '-'. */
export { formatTaxLine } from '@leadloop/domain/format/numbers';
export const formatDate = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });
/** Tier number → its key in the locale file (tiers.<n>). */
export const tierKey = (tier: number) => `tiers.${tier}`;
