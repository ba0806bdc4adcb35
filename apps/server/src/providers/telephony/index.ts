import type { Db } from '../../db/client.js';
import { createTwilioSms, setSmsCarrier, twilioClient, type TwilioConfig } from '../sms/index.js';
import { createSandboxTelephony } from './sandbox.js';
import { createTwilioTelephony } from './twilio.js';
import type { TelephonyProvider } from './telephony.js';

export * from './telephony.js';
export { createSandboxTelephony, SANDBOX_UNREACHABLE } from './sandbox.js';
export { createTwilioTelephony } from './twilio.js';
export { readStereoWav, rms, SAMPLE_RATE } from './audio.js';

let providers = new WeakMap<object, TelephonyProvider>();
let twilio: ReturnType<typeof twilioClient> | null = null;

/**
 * The composition root's choice (config.twilio): with Twilio's account, SMS and number purchases go through
 * Twilio for every database of the process; null puts the sandbox back.
 */
export function useTwilio(config: TwilioConfig | null) {
  twilio = config ? twilioClient(config) : null;
  providers = new WeakMap();
  const client = twilio;
  setSmsCarrier(client ? (db) => createTwilioSms(db, client, { smsFrom: config?.smsFrom }) : null);
}

/** The telephony provider for a database: Twilio's numbers when configured (useTwilio), else the sandbox. */
export function telephonyFor(db: Db): TelephonyProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = twilio ? createTwilioTelephony(twilio) : createSandboxTelephony();
    providers.set(db, provider);
  }
  return provider;
}
