import { defineStep } from '../define.js';

/**
 * An SMS to the prospect's phone (issue 40): the step's `content` with its placeholders filled, from the
 * account's SMS number. The consent engine decides first (recorded consent, 10DLC for US numbers, the
 * recipient's quiet hours, no opt-out); the account's daily `sms` limit is counted by the claim. Replies
 * and STOP arrive in the inbox.
 */
export const smsStep = defineStep({
  type: 'sms',
  label: 'SMS',
  order: 135,
  runs: 'act',
  dailyLimit: 'sms',
  feature: 'sms',
});
