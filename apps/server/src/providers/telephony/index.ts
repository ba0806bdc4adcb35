import type { Db } from '../../db/client.js';
import { createSandboxTelephony } from './sandbox.js';
import type { TelephonyProvider } from './telephony.js';

export * from './telephony.js';
export { createSandboxTelephony, SANDBOX_UNREACHABLE } from './sandbox.js';
export { readStereoWav, rms, SAMPLE_RATE } from './audio.js';

const providers = new WeakMap<object, TelephonyProvider>();

/** The telephony provider for a database (the sandbox; a real carrier would be chosen here by configuration). */
export function telephonyFor(db: Db): TelephonyProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createSandboxTelephony();
    providers.set(db, provider);
  }
  return provider;
}
