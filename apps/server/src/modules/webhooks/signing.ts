import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form (`whsec_` + base64 of 24 random bytes). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The Standard Webhooks headers for one attempt: webhook-id (the event, same on every retry), timestamp, signature. */
export function signedHeaders(secret: string, msgId: string, at: Date, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(msgId, at, body);
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
