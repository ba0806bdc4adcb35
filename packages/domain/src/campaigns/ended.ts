/** A step a prospect passed, as the engine records it (campaign_prospects.steps). */
export interface PassedStep {
  status: string;
  reason?: string;
  at: string;
}

/**
 * Why a finished prospect did not go through the whole sequence, or null when it did: the last steps it
 * passed were skipped (its invitation declined or never accepted, so the messages could not go), not
 * done. A skip earlier on (already connected, so no invitation) with the rest done still went through.
 */
export function endedEarly(
  steps: readonly PassedStep[] | Record<string, PassedStep>,
): { reason: string; skipped: number } | null {
  const passed = (Array.isArray(steps) ? [...steps] : Object.values(steps)).sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  let skipped = 0;
  for (let i = passed.length - 1; i >= 0 && passed[i]!.status === 'skipped'; i--) skipped++;
  if (!skipped) return null;
  return { reason: passed[passed.length - skipped]!.reason ?? 'no_actions', skipped };
}
