import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  CALL_CREDITS_PER_MINUTE,
  CODES,
  DIALER_KEY_TTL_MS,
  dialableNumber,
  validateCallNumber,
} from '@leadloop/domain';
import type { Call } from '@leadloop/domain/dialer/entities';
import type { CallResult } from '@leadloop/domain/dialer/enums';
import type { AppContext } from '../../lib/context.js';
import { dialerCalls, type DialerCallRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { containsPattern } from '../../lib/like.js';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { telephonyFor, type CallEnd } from '../../providers/telephony/index.js';
import { creditsSummary, spendCredits } from '../credits/index.js';
import { findPhone } from './phones.js';

export const callsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'calls');

export const callView = (r: DialerCallRow): Call => ({
  id: r.id,
  direction: r.direction as Call['direction'],
  duration: r.duration,
  start_date: r.startDate.toISOString(),
  phone_number: r.phoneNumber,
  prospect_phone_number: r.prospectPhoneNumber,
  record_url: r.recordFile ? `/api/dialer/calls/${r.id}/recording` : null,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  profile: null,
});

/** One-time keys (GET /dialer/token) per app: each signs in one call within DIALER_KEY_TTL_MS. */
const keys = new WeakMap<object, Map<string, { spaceId: string; userId: string; expires: number }>>();
const keysOf = (ctx: AppContext) => {
  let map = keys.get(ctx);
  if (!map) keys.set(ctx, (map = new Map()));
  return map;
};

export function issueKey(ctx: AppContext, scope: WorkspaceScope) {
  const map = keysOf(ctx);
  const now = clock.nowMs();
  for (const [k, v] of map) if (v.expires < now) map.delete(k);
  const key = randomBytes(24).toString('base64url');
  map.set(key, { spaceId: scope.spaceId, userId: scope.userId!, expires: now + DIALER_KEY_TTL_MS });
  return { one_time_key: key, expires_at: new Date(now + DIALER_KEY_TTL_MS).toISOString() };
}

/** POST /dialer/validate: the number a call would go to, digits only (001 §7), or 'Wrong phone number format'. */
export function validateNumber(phoneNumber: string) {
  if (validateCallNumber(phoneNumber) !== true) throw badRequest(CODES.wrongPhoneNumberFormat);
  return { valid: true as const, phone_number: dialableNumber(phoneNumber) };
}

/**
 * Places a call: the key is spent, the number checked ('Select number', 'Wrong phone number format'), the
 * balance must cover a minute, then the carrier answers the browser's offer. The call row is 'connecting'
 * until the media connects; it is kept only if it connected (a failed call leaves no history, 001 §4).
 */
export async function connectCall(
  ctx: AppContext,
  scope: WorkspaceScope,
  input: { one_time_key: string; phone_id?: string | null; to: string; sdp: string },
) {
  const key = keysOf(ctx).get(input.one_time_key);
  keysOf(ctx).delete(input.one_time_key);
  if (!key || key.expires < clock.nowMs() || key.spaceId !== scope.spaceId || key.userId !== scope.userId)
    throw unauthorized(CODES.unauthorized);
  if (!input.phone_id) throw badRequest(CODES.selectNumber);
  const to = validateNumber(input.to).phone_number;
  const phone = await findPhone(ctx, scope, input.phone_id);
  const { balance } = await creditsSummary(ctx.db, scope.spaceId);
  if (balance < CALL_CREDITS_PER_MINUTE) throw badRequest(CODES.runOutOfCredits);

  const [row] = await ctx.db
    .insert(dialerCalls)
    .values({
      spaceId: scope.spaceId,
      phoneId: phone.id,
      userId: scope.userId!,
      direction: 'outgoing',
      phoneNumber: phone.number,
      prospectPhoneNumber: `+${to}`,
      status: 'connecting',
      startDate: clock.now(),
      providerSid: 'pending',
    })
    .returning();
  const callId = row!.id;
  const started = await telephonyFor(ctx.db).carrier.start({
    offerSdp: input.sdp,
    to: `+${to}`,
    onConnected: (at) => {
      void ctx.db
        .update(dialerCalls)
        .set({ status: 'connected', startDate: at })
        .where(and(eq(dialerCalls.id, callId), eq(dialerCalls.status, 'connecting')))
        .catch(() => undefined);
    },
    onRemoteEnd: (end) => void settleCall(ctx, callId, end).catch(() => undefined),
  });
  if (!started.ok) {
    await ctx.db.delete(dialerCalls).where(eq(dialerCalls.id, callId));
    throw conflict(CODES.callFailed);
  }
  await ctx.db.update(dialerCalls).set({ providerSid: started.sid }).where(eq(dialerCalls.id, callId));
  return { call_id: callId, sdp: started.answerSdp };
}

/**
 * Ends a call once, whoever ends it: a call that connected becomes 'disconnected' with its duration and
 * recording, and is charged per started minute (credit category `call`); one that never connected is
 * deleted. Returns the call as kept, or null.
 */
async function settleCall(ctx: AppContext, callId: string, end: CallEnd): Promise<DialerCallRow | null> {
  const [row] = await ctx.db.select().from(dialerCalls).where(eq(dialerCalls.id, callId));
  if (!row) return null;
  if (row.status === 'disconnected') return row;
  if (!end.connected) {
    await ctx.db.delete(dialerCalls).where(eq(dialerCalls.id, callId));
    return null;
  }
  let recordFile: string | null = null;
  if (end.recording) {
    const dir = callsDir(ctx.config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    recordFile = `${callId}.wav`;
    await fs.writeFile(path.join(dir, recordFile), end.recording);
  }
  return ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(dialerCalls)
      .set({ status: 'disconnected', duration: end.durationSeconds, endedAt: clock.now(), recordFile })
      .where(and(eq(dialerCalls.id, callId), eq(dialerCalls.status, row.status)))
      .returning();
    if (!settled) return (await tx.select().from(dialerCalls).where(eq(dialerCalls.id, callId)))[0] ?? null;
    const minutes = Math.max(1, Math.ceil(end.durationSeconds / 60));
    await spendCredits(tx, {
      spaceId: row.spaceId,
      userId: row.userId,
      category: 'call',
      origin: 'manual',
      amount: minutes * CALL_CREDITS_PER_MINUTE,
      details: { call_id: callId, seconds: end.durationSeconds },
    }).catch((e: { status?: number }) => {
      // The call happened: a balance that ran out during it is not a reason to lose the history.
      if (e.status !== 402) throw e;
    });
    return settled;
  });
}

export async function hangupCall(ctx: AppContext, scope: WorkspaceScope, callId: string) {
  const [row] = await ctx.db
    .select()
    .from(dialerCalls)
    .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, callId)));
  if (!row) throw notFound();
  if (row.status === 'disconnected') return { call: callView(row) };
  const end = await telephonyFor(ctx.db).carrier.hangup(row.providerSid);
  const settled = await settleCall(ctx, callId, end);
  return { call: settled ? callView(settled) : null };
}

/** GET /dialer/calls `query`: the contact's name or either number; digits also match a number however typed. */
function callSearch(query: string) {
  const like = containsPattern(query);
  const digits = query.replace(/\D/g, '');
  const numbers = [dialerCalls.prospectPhoneNumber, dialerCalls.phoneNumber];
  return or(
    ilike(dialerCalls.name, like),
    ...numbers.map((n) => ilike(n, like)),
    ...(digits
      ? numbers.map((n) => sql`regexp_replace(${n}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`)
      : []),
  );
}

const RESULT_CONDITION = {
  all: undefined,
  recorded: isNotNull(dialerCalls.recordFile),
  not_recorded: isNull(dialerCalls.recordFile),
} satisfies Record<CallResult, unknown>;

/** GET /dialer/calls and /dialer/phones/{id}/calls: kept calls, newest first, filtered by `query` and `result`. */
export async function listCalls(
  ctx: AppContext,
  scope: WorkspaceScope,
  page: { skip: number; limit: number; phoneId?: string; query?: string; result?: CallResult },
) {
  if (page.phoneId) await findPhone(ctx, scope, page.phoneId);
  const query = page.query?.trim();
  const where = and(
    inSpace(dialerCalls, scope),
    eq(dialerCalls.status, 'disconnected'),
    page.phoneId ? eq(dialerCalls.phoneId, page.phoneId) : undefined,
    query ? callSearch(query) : undefined,
    RESULT_CONDITION[page.result ?? 'all'],
  );
  const rows = await ctx.db
    .select()
    .from(dialerCalls)
    .where(where)
    .orderBy(desc(dialerCalls.startDate))
    .offset(page.skip)
    .limit(page.limit);
  const [total] = await ctx.db.select({ n: count() }).from(dialerCalls).where(where);
  return { data: rows.map(callView), total: total!.n };
}

export async function recordingPath(ctx: AppContext, scope: WorkspaceScope, callId: string) {
  const [row] = await ctx.db
    .select()
    .from(dialerCalls)
    .where(and(inSpace(dialerCalls, scope), eq(dialerCalls.id, callId)));
  if (!row?.recordFile) throw notFound();
  return path.join(callsDir(ctx.config.dataDir), row.recordFile);
}
