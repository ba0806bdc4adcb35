import type { User } from '@leadloop/domain/auth/entities';

/** The fields of the signed-in user this feature reads and edits (GET /users/fetch_user). */
export type Profile = Pick<User, '_id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'avatar'>;
