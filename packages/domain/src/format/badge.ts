/** 001 §9 / 000 §2: counts above 99 show as '99+' (its own file: the shell's badges need nothing else). */
export const BADGE_MAX = 99;
export const formatBadgeCount = (count: number): string =>
  count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, count));
