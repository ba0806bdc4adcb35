import type { FeatureMap } from '@leadloop/domain/tiers/enums';

/**
 * 000 §3: what the dialer shows for a workspace's features — the phone button only where the plan knows the
 * `calling` feature and the member may use the dialer; the dialer itself when `calling` is active, otherwise
 * the upgrade placeholder in its place (001 §3: 'upgrade' and 'exist' are not usable).
 */
export type DialerAccess = 'hidden' | 'upgrade' | 'dialer';

export function dialerAccess(features: Partial<FeatureMap>, canUseDialer = true): DialerAccess {
  const calling = features.calling;
  if (!canUseDialer || !calling) return 'hidden';
  return calling === 'active' ? 'dialer' : 'upgrade';
}
