// The Content-Security-Policy allows no eval (server lib/security-headers.ts): zod validates without
// compiling its object parsers, so it never tries `new Function` (a blocked attempt is reported as a
// violation). zod keeps its configuration on globalThis.__zod_globalConfig (what `config()` of zod/v4/core
// writes): set here, imported first by main.tsx, before any schema is built and without loading zod on
// the first screen.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
