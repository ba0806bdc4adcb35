import type { Db } from '../../db/client.js';
import { createSandboxSms } from './sandbox.js';
export { createTwilioSms, STALE_CLAIM_MS } from './twilio.js';
export { twilioClient, twilioError, type TwilioClient, type TwilioConfig } from './twilio-client.js';
import type { SmsProvider } from './sms.js';

export * from './sms.js';
export {
  createSandboxSms,
  sandboxSmsFate,
  sandboxSenderNumber,
  SANDBOX_FAILING_PREFIX,
  SANDBOX_SMS_REPLIES,
} from './sandbox.js';

let providers = new WeakMap<object, SmsProvider>();
let carrier: ((db: Db) => SmsProvider) | null = null;

/** The process's SMS carrier, set by the composition root from the configuration (null: the sandbox). */
export function setSmsCarrier(make: ((db: Db) => SmsProvider) | null) {
  carrier = make;
  providers = new WeakMap();
}

/** The SMS provider for a database: the configured carrier (Twilio with TWILIO_ACCOUNT_SID), else the sandbox. */
export function smsFor(db: Db): SmsProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = carrier ? carrier(db) : createSandboxSms(db);
    providers.set(db, provider);
  }
  return provider;
}
