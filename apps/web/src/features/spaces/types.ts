/** Workspace shapes of the foundation API contract (001 §3 Workspace, Invite). */
export type SpaceStatus = 'active' | 'blocked' | (string & {});

export interface SpaceSummary {
  _id: string;
  name: string;
  status: SpaceStatus;
  photo: string | null;
  is_admin: boolean;
  users_count: number;
}

export interface WorkspaceUser {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  is_admin: boolean;
  available_credentials: string[];
  allowed_pages: string[] | null;
}

export interface Workspace {
  _id: string;
  name: string;
  brand: string;
  status: SpaceStatus;
  tier: number;
  is_paid: boolean;
  payment_in_progress: boolean;
  is_billing_enabled: boolean;
  subscription_mode: string;
  photo: string | null;
  users: WorkspaceUser[];
  admins: string[];
  used_seats: number;
  total_seats: number;
  available_seats: number;
  credits_usage?: {
    usage_by_type?: { default?: number };
    available_by_type?: { default?: number };
  };
  show_crm: boolean;
  has_dialer: boolean;
}

export type GrantedAccess = 'member' | 'admin';
export type InviteStatus = 'sent' | 'resent' | 'revoked' | 'accepted' | 'declined';

export interface Invite {
  _id: string;
  email: string;
  granted_access: GrantedAccess;
  allowed_pages: string[] | null;
  status: InviteStatus;
  created_at: string;
  updated_at: string;
}

export interface CodeInvite {
  _id: string;
  code: string;
  created_at: string;
}

export interface InvitePreview {
  space: { _id: string; name: string };
  email?: string;
  granted_access: GrantedAccess;
}
