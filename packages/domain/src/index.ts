// The shared data contract: every rule, enumeration, constant and message, defined once.
// Import from '@leadloop/domain' (or a sub-path such as '@leadloop/domain/auth/rules').
export {};
