import { createSandboxTelephony } from './sandbox.js';
import type { TelephonyProvider } from './telephony.js';

export * from './telephony.js';
export { createSandboxTelephony, SANDBOX_UNREACHABLE } from './sandbox.js';
export { readStereoWav, rms, SAMPLE_RATE } from './audio.js';

let provider: TelephonyProvider | null = null;

/** The telephony provider (the sandbox; a real carrier would be chosen here by configuration). One per process: live calls are held in it. */
export function telephony(): TelephonyProvider {
  provider ??= createSandboxTelephony();
  return provider;
}
