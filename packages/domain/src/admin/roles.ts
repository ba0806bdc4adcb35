/**
 * Admin roles (000 §6, 001 §3 Manager). `super_admin` and `platform_admin` see every brand;
 * a `whitelabel_admin` and a `manager` (sales or success) see their own brand's customers only.
 * Only super admins edit a white label's plans, billing and Buzz managers (000 §6).
 */
export const ADMIN_ROLES = ['super_admin', 'platform_admin', 'whitelabel_admin', 'manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** What a route asks of its caller, weakest first. */
export const ADMIN_ACCESS = ['any', 'brand', 'platform', 'super'] as const;
export type AdminAccess = (typeof ADMIN_ACCESS)[number];

const RANK: Record<AdminRole, number> = {
  manager: 0,
  whitelabel_admin: 1,
  platform_admin: 2,
  super_admin: 3,
};
const NEEDS: Record<AdminAccess, number> = { any: 0, brand: 1, platform: 2, super: 3 };

export function adminRoleAllows(role: AdminRole, access: AdminAccess): boolean {
  return RANK[role] >= NEEDS[access];
}

/** Roles bound to one brand: they see that brand's customers only. */
export const isBrandBoundRole = (role: AdminRole) => role === 'whitelabel_admin' || role === 'manager';
