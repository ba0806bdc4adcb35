import type { ReactNode } from 'react';
import { featuresForTier } from '@leadloop/domain/tiers/features';
import { useAppSessionContext } from '../../spaces';
import { dialerAccess } from '../dialer-access';
import { DialerUpgrade } from './dialer-upgrade';

/** The dialer's pages, or the upgrade placeholder in their place when the plan lacks `calling` (000 §3). */
export function DialerGate({ children }: { children: ReactNode }) {
  const { workspace } = useAppSessionContext();
  if (!workspace) return null;
  return dialerAccess(featuresForTier(workspace.tier)) === 'dialer' ? children : <DialerUpgrade />;
}
