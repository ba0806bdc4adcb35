import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { integrations, mailboxSync, type IntegrationRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import {
  ImapLoginError,
  INBOUND_MAILBOX_TYPES,
  watchInbox,
  type InboxWatch,
  type SmtpSettings,
} from '../../providers/mailbox/index.js';
import { syncMailbox, type EmailSyncDeps } from './email-sync.js';

/**
 * IMAP IDLE (issue 15): in every worker process, one IDLE connection per connected mailbox with IMAP settings (any kind).
 * When the server announces a new message (`EXISTS`) the mailbox's usual incremental sync runs at once
 * (same UIDVALIDITY / UID cursor, same per-message exactly-once mark), so a reply pauses its prospect
 * within seconds instead of at the next 30-s sweep. The sweep stays as the safety net and is the only
 * reader of servers without IDLE.
 *
 * - Several processes watching the same mailbox all sync on the same EXISTS: the `mailbox_inbound`
 *   mark (unique per integration and Message-ID, inserted in the message's transaction) lets exactly
 *   one of them apply a message; the others see a duplicate.
 * - Within a process, syncs of one mailbox never overlap: a change seen during a sync runs one more.
 * - A dropped connection reconnects after 1 s, 2 s, 4 s … up to 5 min (±20 % jitter); a refused
 *   login is left to the sweep, which marks the integration down ('reconnect it').
 * - The set of watched mailboxes follows the integrations table (every `refreshMs`): a disconnected or
 *   edited mailbox's connection is closed (and reopened with the new settings). `stop()` closes all.
 * - State for the screens (`mailbox_sync.mode` 'idle' | 'poll', `watched_at`, `watch_error`).
 */
export interface WatchOptions {
  refreshMs?: number;
  /** First reconnect delay; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface MailboxWatchers {
  /** Mailboxes with a live IDLE connection in this process. */
  watching(): string[];
  /** Re-reads the connected mailboxes now (tests; also runs every refreshMs). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

interface Watcher {
  row: IntegrationRow;
  conn: InboxWatch | null;
  timer: NodeJS.Timeout | null;
  attempt: number;
  running: Promise<void> | null;
  again: boolean;
  stopped: boolean;
}

/** The watcher sets running in this process (a connected or edited mailbox is picked up at once). */
const running = new Set<MailboxWatchers>();

/** A mailbox was connected, edited or disconnected: this process's watchers re-read the list now. */
export function nudgeMailboxWatchers(): void {
  for (const w of running) void w.refresh().catch(() => undefined);
}

export function startMailboxWatchers(deps: EmailSyncDeps, options: WatchOptions = {}): MailboxWatchers {
  const refreshMs = options.refreshMs ?? 30_000;
  const backoffMs = options.backoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const watchers = new Map<string, Watcher>();
  let stopped = false;

  const saveState = async (row: IntegrationRow, state: { mode: 'idle' | 'poll'; error?: string | null }) => {
    const values = { mode: state.mode, watchedAt: clock.now(), watchError: state.error ?? null };
    await deps.db
      .insert(mailboxSync)
      .values({ integrationId: row.id, credentialId: row.credentialId, lastUid: 0, ...values })
      .onConflictDoUpdate({ target: mailboxSync.integrationId, set: values })
      .catch((err: unknown) =>
        deps.log?.warn({ err, integrationId: row.id }, 'mailbox watch state not saved'),
      );
  };

  /** The mailbox's incremental sync, never two at once in this process; a change during one runs one more. */
  const sync = (w: Watcher): Promise<void> => {
    if (w.running) {
      w.again = true;
      return w.running;
    }
    w.running = (async () => {
      do {
        w.again = false;
        try {
          const [row] = await deps.db.select().from(integrations).where(eq(integrations.id, w.row.id));
          if (!row || row.status !== 'connected') return;
          await syncMailbox(deps, row);
          // A sync the IDLE connection triggered is a sign of life too (the heartbeat is every refresh).
          if (w.conn)
            await deps.db
              .update(mailboxSync)
              .set({ watchedAt: clock.now() })
              .where(and(eq(mailboxSync.integrationId, row.id), isNull(mailboxSync.watchError)));
        } catch (err) {
          deps.log?.warn({ err, integrationId: w.row.id }, 'email sync after IDLE failed');
        }
      } while (w.again && !w.stopped);
    })().finally(() => {
      w.running = null;
    });
    return w.running;
  };

  const schedule = (w: Watcher) => {
    if (w.stopped || stopped) return;
    const base = Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(w.attempt, 20));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    w.attempt += 1;
    w.timer = setTimeout(() => void connect(w), delay);
    w.timer.unref();
  };

  const connect = async (w: Watcher) => {
    w.timer = null;
    if (w.stopped || stopped) return;
    const settings = w.row.settingsEnc ? deps.secrets.decryptJson<SmtpSettings>(w.row.settingsEnc) : null;
    if (!settings?.imap) return;
    try {
      const conn = await watchInbox(
        settings.imap,
        {
          onNew: () => void sync(w),
          onClose: (error) => {
            w.conn = null;
            if (w.stopped || stopped) return;
            void saveState(w.row, { mode: 'idle', error: error?.message ?? 'IMAP connection closed' });
            schedule(w);
          },
        },
        deps.egress,
      );
      if (w.stopped || stopped) {
        await conn.close();
        return;
      }
      if (!conn.idle) {
        await saveState(w.row, { mode: 'poll' });
        return;
      }
      w.conn = conn;
      w.attempt = 0;
      await saveState(w.row, { mode: 'idle' });
      // Catch up on whatever arrived while nobody was watching.
      void sync(w);
    } catch (error) {
      if (error instanceof ImapLoginError && /auth|login|credential|password/i.test(error.message)) {
        // A refused login: the sweep marks the integration down; nothing to retry here.
        await saveState(w.row, { mode: 'idle', error: error.message });
        return;
      }
      await saveState(w.row, { mode: 'idle', error: (error as Error).message });
      schedule(w);
    }
  };

  const close = async (w: Watcher) => {
    w.stopped = true;
    if (w.timer) clearTimeout(w.timer);
    const conn = w.conn;
    w.conn = null;
    await conn?.close();
    await w.running;
  };

  const refresh = async () => {
    if (stopped) return;
    // Heartbeat: the screens show 'live' only while some process renewed it lately.
    const live = [...watchers.values()].filter((w) => w.conn).map((w) => w.row.id);
    if (live.length)
      await deps.db
        .update(mailboxSync)
        .set({ watchedAt: clock.now() })
        .where(and(inArray(mailboxSync.integrationId, live), isNull(mailboxSync.watchError)));
    const rows = await deps.db
      .select()
      .from(integrations)
      .where(
        and(
          inArray(integrations.type, [...INBOUND_MAILBOX_TYPES]),
          eq(integrations.status, 'connected'),
          isNotNull(integrations.settingsEnc),
        ),
      );
    const current = new Map(rows.map((r) => [r.id, r]));
    for (const [id, w] of watchers) {
      const row = current.get(id);
      if (!row || row.updatedAt.getTime() !== w.row.updatedAt.getTime()) {
        watchers.delete(id);
        await close(w);
      }
    }
    for (const row of rows) {
      if (watchers.has(row.id) || stopped) continue;
      const w: Watcher = {
        row,
        conn: null,
        timer: null,
        attempt: 0,
        running: null,
        again: false,
        stopped: false,
      };
      watchers.set(row.id, w);
      void connect(w);
    }
  };

  const tick = setInterval(() => {
    refresh().catch((err: unknown) => deps.log?.warn({ err }, 'mailbox watcher refresh failed'));
  }, refreshMs);
  tick.unref();
  refresh().catch((err: unknown) => deps.log?.warn({ err }, 'mailbox watcher refresh failed'));

  const handle: MailboxWatchers = {
    watching: () => [...watchers.values()].filter((w) => w.conn).map((w) => w.row.id),
    refresh,
    async stop() {
      running.delete(handle);
      stopped = true;
      clearInterval(tick);
      const all = [...watchers.values()];
      watchers.clear();
      await Promise.all(all.map(close));
    },
  };
  running.add(handle);
  return handle;
}
