import { adminRoleAllows, isBrandBoundRole, type AdminAccess, type AdminRole, CODES } from '@leadloop/domain';
import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema/index.js';
import { forbidden } from './errors.js';

/**
 * Who an admin console caller is and which brands they may see. Routes declare
 * `config: { auth: 'admin', adminAccess: 'any' | 'brand' | 'platform' | 'super' }`; the guard sets
 * `request.auth.admin`, and queries filter customers through `brandFilterOf`.
 */
export interface AdminScope {
  userId: string;
  role: AdminRole;
  /** The one brand a white-label admin or manager sees; null = every brand. */
  brand: string | null;
}

type UserRow = typeof users.$inferSelect;

/** A platform admin made before roles existed (ADMIN_EMAILS) is a super admin. */
export function adminRoleOf(user: Pick<UserRow, 'adminRole' | 'isPlatformAdmin'>): AdminRole | null {
  return user.adminRole ?? (user.isPlatformAdmin ? 'super_admin' : null);
}

export function adminScopeOf(user: UserRow, access: AdminAccess): AdminScope {
  const role = adminRoleOf(user);
  if (!role) throw forbidden(CODES.onlyPlatformAdmins);
  if (!adminRoleAllows(role, access))
    throw access === 'super' ? forbidden(CODES.onlySuperAdmins) : forbidden(CODES.onlyPlatformAdmins);
  return { userId: user.id, role, brand: isBrandBoundRole(role) ? user.brand : null };
}

export function requireAdmin(request: FastifyRequest): AdminScope {
  if (!request.auth.admin) throw forbidden(CODES.onlyPlatformAdmins);
  return request.auth.admin;
}

/** Refuses a brand-bound admin acting on another brand's customer, workspace or white label. */
export function assertBrandVisible(scope: AdminScope, brand: string): void {
  if (scope.brand !== null && scope.brand !== brand) throw forbidden(CODES.otherBrandsCustomer);
}
