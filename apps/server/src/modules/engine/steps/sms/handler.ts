import { phoneRecipient, validateSmsText } from '@leadloop/domain';
import { smsFor, SmsError } from '../../../../providers/sms/index.js';
import type { ActingStepHandler } from '../handler.js';

/**
 * The SMS step (issue 40): the step's text, filled for the prospect, to the prospect's phone from the
 * account's SMS number. The consent engine has let it through already (perform.ts → consent-gate.ts).
 * Exactly once: the carrier keeps one SMS per (account, action key), and a recovering claim asks it first.
 */
export const smsHandler: ActingStepHandler = {
  type: 'sms',
  runs: 'act',
  async perform({ deps, claim, account, content }) {
    const to = phoneRecipient(claim.prospect.phone)?.e164;
    if (!to) return { kind: 'skipped', reason: 'no_phone_type_or_invalid_phone' };
    if (validateSmsText(content) !== true) return { kind: 'skipped', reason: 'sms_text_invalid' };
    const sms = deps.sms ?? smsFor(deps.db);
    try {
      const sent = await sms.send({
        spaceId: claim.cp.spaceId,
        credentialId: account.credentialId,
        to,
        text: content,
        clientKey: claim.action.key,
        at: deps.now(),
      });
      return { kind: 'done', externalId: sent.id, payload: { to, segments: sent.segments } };
    } catch (error) {
      if (error instanceof SmsError) return { kind: 'skipped', reason: `sms_${error.code}` };
      throw error;
    }
  },
  async recover({ deps, claim, account }) {
    const sent = await (deps.sms ?? smsFor(deps.db)).findByClientKey(account.credentialId, claim.action.key);
    return sent ? { kind: 'done', reason: 'message_exists', externalId: sent.id } : null;
  },
};
