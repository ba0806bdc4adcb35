import type { User } from '../../features/auth';
import type { Workspace } from '../../features/spaces';

export interface AccountPanelProps {
  user: User;
  workspace: Workspace;
  compact: boolean;
  onSwitchWorkspace: () => void;
  onLogout?: () => void;
  /** The brand's sidebar and bottom links, listed here when there is no sidebar (under 1000 px). */
  brandLinks?: { label: string; url: string }[];
  /** The brand bills in the app (000 §2: the billing link is hidden for a brand that does not). */
  showBilling?: boolean;
  /** "Request a feature" (brand feature `feature_requests`): where it goes, absent for other brands. */
  featureRequestUrl?: string | null;
}

/** The name the header shows for a user. */
export const fullNameOf = (user: User) =>
  user.full_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
