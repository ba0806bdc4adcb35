import type { User } from '@leadloop/domain';
import type { UserRow } from '../../lib/auth-guard.js';
import { userBrandConfig } from '../brand/index.js';
import { adminRoleOf } from '../../lib/admin-guard.js';

/** The User shape of the API (001 §3 User). Never includes the password hash. */
export function toUserView(user: UserRow): User {
  return {
    _id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone,
    avatar: user.avatar,
    brand: user.brand,
    status: user.status,
    email_confirmed: user.emailConfirmed,
    created_at: user.createdAt.toISOString(),
    is_platform_admin: user.isPlatformAdmin,
    admin_role: adminRoleOf(user),
    current_space_id: user.currentSpaceId,
    track_info: user.trackInfo,
    calendly_token: user.calendlyToken,
    config: userBrandConfig(user.brand),
  };
}
