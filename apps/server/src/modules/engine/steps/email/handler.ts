import { composeCampaignEmail } from '../../../tracking/index.js';
import { mailRotation } from '../../campaign-mail.js';
import { prospectEmail } from '../../conditions.js';
import type { ActingStepHandler } from '../handler.js';
import { catchAllHold } from './catch-all.js';

/** A campaign email from the account's mailbox (pixel, tracked links, List-Unsubscribe). */
export const emailHandler: ActingStepHandler = {
  type: 'email',
  runs: 'act',
  async perform({ deps, claim, account, subject, content, tracking }) {
    const to = prospectEmail(claim.prospect);
    if (!to) return { kind: 'skipped', reason: 'no_emails' };
    const held = await catchAllHold(deps.db, claim.cp.spaceId, to);
    if (held) return held;
    // pixel, tracked links and List-Unsubscribe; an address that unsubscribed gets nothing
    const mail = await composeCampaignEmail(deps.db, { ...tracking, to, text: content });
    if (mail.kind === 'unsubscribed') return { kind: 'skipped', reason: 'unsubscribed' };
    const r = await deps.mail.send(
      {
        credentialId: account.credentialId,
        to,
        subject,
        body: mail.text,
        html: mail.html,
        headers: mail.headers,
        clientKey: claim.action.key,
        trackLinks: claim.wf.isLinkTracking,
        rotation: mailRotation(claim.account, deps.now()),
      },
      deps.now(),
    );
    return { kind: 'done', externalId: r.id, payload: { to, subject } };
  },
  async recover({ deps, claim, account }) {
    const sent = await deps.mail.findByClientKey(claim.action.key, account.credentialId);
    return sent ? { kind: 'done', reason: 'message_exists', externalId: sent.id } : null;
  },
};
