/** 000 §6: the 16 pages a member's access can be limited to, in display order. */
export const ALLOWED_PAGES = [
  'dashboard',
  'search',
  'campaigns',
  'profiles',
  'inbox',
  'reports',
  'settings',
  'mailboxes',
  'pipeline',
  'templates',
  'integrations',
  'dialer',
  'notifications',
  'user_settings',
  'workspace_settings',
  'billing',
] as const;
export type AllowedPage = (typeof ALLOWED_PAGES)[number];

/** 001 §3 Invite: granted_access. */
export const GRANTED_ACCESS = ['member', 'admin'] as const;
export type GrantedAccess = (typeof GRANTED_ACCESS)[number];

/** 000 §4 Invite statuses. */
export const INVITE_STATUSES = ['sent', 'resent', 'revoked', 'accepted', 'declined'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** 001 §3 Workspace status (active, blocked or other); 000 §4 lists the transitions. */
export const WORKSPACE_STATUSES = ['active', 'blocked', 'deleted', 'unpaid'] as const;
export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

/** 000 §4 workspace transitions (admin actions). */
export const WORKSPACE_ACTIONS = ['block', 'unblock', 'delete', 'restore', 'mark_unpaid'] as const;

/** 001 §3 subscription_mode. */
export const SUBSCRIPTION_MODES = ['disabled', 'stripe', 'manual', 'no_sub'] as const;
export type SubscriptionMode = (typeof SUBSCRIPTION_MODES)[number];

/** 001 §3 config.logo_shape. */
export const LOGO_SHAPES = ['square', 'rectangle'] as const;

/** 001 §3 User status: inactive means logged out. */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** 000 §6 other named roles. */
export const ROLES = ['platform_admin', 'workspace_admin', 'member', 'owner', 'manager', 'assignee'] as const;
