import type { RegisterJobs } from '../../lib/job-registry.js';
import { secretsFor } from '../../lib/secrets.js';
import { syncAll } from './sync.js';
import { syncAllMailboxes } from './email-sync.js';
import { syncApiMailboxes } from './api-email-sync.js';
import { startMailboxWatchers } from './email-watch.js';
import { retrySoftBounces, SOFT_BOUNCE_RETRY_SECONDS } from './soft-bounce.js';
import { mailboxFor } from '../../providers/mailbox/index.js';

export const INBOX_SYNC_SECONDS = 15;
export const EMAIL_SYNC_SECONDS = 30;

/**
 * Inbox sync (network and SMS) of every active account, once per 15 s across all processes. A pass is
 * idempotent (cursor + unique message ids), so a crash loses nothing: the next pass re-reads from the
 * stored cursor.
 */
export const registerInboxJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('inbox.sync', INBOX_SYNC_SECONDS, () =>
    syncAll({ db: ctx.db, network: ctx.network, realtime: ctx.realtime, log: ctx.log }),
  );
  // Replies, auto-replies and bounces of SMTP + IMAP mailboxes (cursor + per-message mark: exactly once).
  registry.periodic('inbox.email-sync', EMAIL_SYNC_SECONDS, async () => {
    const deps = {
      db: ctx.db,
      secrets: secretsFor(ctx),
      egress: ctx.config.egress,
      realtime: ctx.realtime,
      log: ctx.log,
    };
    await syncAllMailboxes(deps);
    // Gmail and Graph mailboxes: history id / delta link instead of IMAP UIDs, same pipeline.
    await syncApiMailboxes({ ...deps, mailProviders: ctx.config.mailProviders });
  });
  // Emails that came back with a temporary failure (DSN 4.x.x) go out once more, 4 h later.
  registry.periodic('inbox.soft-bounce-retry', SOFT_BOUNCE_RETRY_SECONDS, () =>
    retrySoftBounces({ db: ctx.db, mailbox: mailboxFor(ctx), log: ctx.log }),
  );
  // IMAP IDLE in every worker: a reply is synced within seconds (the marks above keep it exactly once).
  registry.continuous('inbox.email-watch', () =>
    startMailboxWatchers({
      db: ctx.db,
      secrets: secretsFor(ctx),
      egress: ctx.config.egress,
      realtime: ctx.realtime,
      log: ctx.log,
    }),
  );
};
