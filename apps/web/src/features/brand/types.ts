/** White-label configuration from GET /api/brand (packages/domain auth/entities). */
export type { Brand } from '@leadloop/domain/auth/entities';
