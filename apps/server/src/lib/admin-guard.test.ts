import { MESSAGES } from '@leadloop/domain';
import { describe, expect, it } from 'vitest';
import type { users } from '../db/schema/index.js';
import { adminScopeOf, assertBrandVisible } from './admin-guard.js';

type UserRow = typeof users.$inferSelect;
const user = (patch: Partial<UserRow>) =>
  ({ id: 'u1', brand: 'acme', adminRole: null, isPlatformAdmin: false, ...patch }) as UserRow;

describe('admin console access', () => {
  it('refuses a user without an admin role', () => {
    expect(() => adminScopeOf(user({}), 'any')).toThrow(MESSAGES.onlyPlatformAdmins);
  });

  it('treats a platform admin made by ADMIN_EMAILS as a super admin of every brand', () => {
    expect(adminScopeOf(user({ isPlatformAdmin: true }), 'super')).toEqual({
      userId: 'u1',
      role: 'super_admin',
      brand: null,
    });
  });

  it('binds a white-label admin to its brand and keeps it out of platform and super routes', () => {
    const scope = adminScopeOf(user({ adminRole: 'whitelabel_admin' }), 'brand');
    expect(scope.brand).toBe('acme');
    expect(() => assertBrandVisible(scope, 'other')).toThrow(MESSAGES.otherBrandsCustomer);
    expect(() => adminScopeOf(user({ adminRole: 'whitelabel_admin' }), 'platform')).toThrow(
      MESSAGES.onlyPlatformAdmins,
    );
    expect(() => adminScopeOf(user({ adminRole: 'platform_admin' }), 'super')).toThrow(
      MESSAGES.onlySuperAdmins,
    );
  });

  it('lets a manager reach only "any" routes', () => {
    expect(adminScopeOf(user({ adminRole: 'manager' }), 'any').brand).toBe('acme');
    expect(() => adminScopeOf(user({ adminRole: 'manager' }), 'brand')).toThrow(MESSAGES.onlyPlatformAdmins);
  });
});
