/** The signed-in user and the sign-in answer: the API's own schemas (packages/domain auth/entities). */
export type { AuthResult, User } from '@leadloop/domain/auth/entities';
