import type { Db } from '../../db/client.js';
import { createSandboxSms } from './sandbox.js';
import type { SmsProvider } from './sms.js';

export * from './sms.js';
export {
  createSandboxSms,
  sandboxSmsFate,
  sandboxSenderNumber,
  SANDBOX_FAILING_PREFIX,
  SANDBOX_SMS_REPLIES,
} from './sandbox.js';

const providers = new WeakMap<object, SmsProvider>();

/** The SMS provider for a database (the sandbox carrier; a real one would be chosen here by configuration). */
export function smsFor(db: Db): SmsProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createSandboxSms(db);
    providers.set(db, provider);
  }
  return provider;
}
