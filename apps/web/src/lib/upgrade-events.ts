/**
 * 000 §2 Upgrade modal: opened by a `show-upgrade` event carrying a feature — sent when the server refuses
 * a call with 'featureNotInPlan', or by a screen. The (lazy) modal host reads `pendingUpgrade` when it
 * mounts, so an event sent before then is not lost.
 */
export const SHOW_UPGRADE = 'show-upgrade';
export let pendingUpgrade: string | null = null;

export function showUpgrade(feature = ''): void {
  pendingUpgrade = feature;
  window.dispatchEvent(new CustomEvent(SHOW_UPGRADE, { detail: feature }));
}

/** The modal was closed: nothing is pending any more. */
export function clearPendingUpgrade(): void {
  pendingUpgrade = null;
}
