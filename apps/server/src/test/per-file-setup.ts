import { clock } from '../lib/clock.js';
import { AuthCache } from '../lib/auth-cache.js';
import { invalidatePlans } from '../lib/plans.js';
import { setPasswordCostForTests } from '../lib/passwords.js';
import { forgetBrands } from '../modules/brand/brand-config.js';
import { useTwilio } from '../providers/telephony/index.js';

/**
 * Vitest setupFiles of the server project, run before each test file. The files of a worker share one
 * module graph (`isolate: false` in vitest.config.ts): what a module keeps between calls is reset here to
 * what a new process starts with, so no file sees the one before it. Keep this list with any new
 * module-level state (src/test/module-state.test.ts lists it).
 */
clock.reset();
// No change notices heard yet (a closed app's listener already said so): plans and brands on their short TTL.
new AuthCache().setEnabled(false);
invalidatePlans();
forgetBrands();
// The sandbox carrier again, whatever a file before configured (the composition root sets Twilio per config).
useTwilio(null);
// Hundreds of sign-ups: argon2 at 1 MiB and one pass, not 19 MiB and two (lib/passwords.test.ts keeps the real cost).
// TEST_PASSWORD_COST=real measures the difference.
if (process.env.TEST_PASSWORD_COST !== 'real')
  setPasswordCostForTests({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
