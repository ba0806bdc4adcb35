/**
 * The undo window's remaining time on the screen: measured against the server's clock (the queue's `now`),
 * corrected by how long ago that answer arrived, so a browser clock that is off does not shorten it.
 */
export function remainingMs(sendAt: string, serverNow: string, receivedAtMs: number, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - receivedAtMs);
  return Math.max(0, Date.parse(sendAt) - Date.parse(serverNow) - elapsed);
}

/** m:ss */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
