// The shared data contract: every rule, enumeration, constant and message, defined once.
// Import from '@leadloop/domain' (or a sub-path such as '@leadloop/domain/auth/rules').
export * from './common/coerce.js';
export * from './common/text.js';
export * from './common/email.js';
export * from './common/phone.js';
export * from './messages/catalogue.js';
export * from './messages/format.js';
export * from './auth/rules.js';
export * from './spaces/enums.js';
export * from './spaces/rules.js';
export * from './tiers/enums.js';
export * from './tiers/features.js';
export * from './credentials/enums.js';
export * from './credentials/limits.js';
export * from './credentials/timing.js';
export * from './credentials/proxy.js';
export * from './credentials/rules.js';
export * from './campaigns/enums.js';
