/**
 * Why there is nobody to forecast, precisely: no search yet, searches still running, or every search
 * ran and found nobody (status 'absent'). Null once there are prospects.
 */
export function audienceState(
  searches: { status: string; found_count: number }[] | undefined,
  prospects: number,
): 'noAudience' | 'searching' | 'foundNobody' | null {
  if (prospects > 0 || !searches) return null;
  if (!searches.length) return 'noAudience';
  if (searches.some((s) => s.status === 'active')) return 'searching';
  return searches.every((s) => s.status === 'absent' || s.found_count === 0) ? 'foundNobody' : null;
}
