import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  CREDIT_CATEGORIES,
  MESSAGES,
  TRIAL_CREDITS,
  type CreditCategory,
  type SpendOrigin,
  CODES,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { creditBalances, creditLedger } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { paymentRequired } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';

/** 001 §8 'run out of credits'; a spend that cannot be paid is refused with this text (HTTP 402). */
export const RUN_OUT_OF_CREDITS = MESSAGES.runOutOfCredits;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

export interface SpendInput {
  spaceId: string;
  category: CreditCategory;
  amount: number;
  origin: SpendOrigin;
  userId?: string | null;
  credentialId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Makes sure the workspace has a balance row; a workspace seen for the first time starts with the
 * trial grant (one ledger row, origin 'trial'). Safe under concurrency: the insert is ON CONFLICT.
 */
export async function ensureBalance(db: Writer, spaceId: string): Promise<void> {
  const inserted = await db
    .insert(creditBalances)
    .values({ spaceId, balance: TRIAL_CREDITS })
    .onConflictDoNothing()
    .returning({ spaceId: creditBalances.spaceId });
  if (inserted.length) {
    await db.insert(creditLedger).values({
      spaceId,
      category: 'grant',
      origin: 'trial',
      amount: TRIAL_CREDITS,
      balanceAfter: TRIAL_CREDITS,
      createdAt: clock.now(),
    });
  }
}

/**
 * THE one place credits are spent. Locks the balance row, refuses with 'Run out of credits' when the
 * balance is short (nothing is written), else lowers it and writes the ledger row, atomically.
 * Pass a transaction as `db` to make the spend part of a larger unit (it rolls back with it).
 */
export async function spendCredits(db: Writer, input: SpendInput): Promise<{ balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('spendCredits: amount must be a positive integer');
  const run = async (tx: Writer) => {
    await ensureBalance(tx, input.spaceId);
    const [row] = await tx
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(inSpace(creditBalances, input.spaceId))
      .for('update');
    const balance = row?.balance ?? 0;
    if (balance < input.amount) throw paymentRequired(CODES.runOutOfCredits);
    const after = balance - input.amount;
    const now = clock.now();
    await tx
      .update(creditBalances)
      .set({ balance: after, updatedAt: now })
      .where(inSpace(creditBalances, input.spaceId));
    await tx.insert(creditLedger).values({
      spaceId: input.spaceId,
      userId: input.userId ?? null,
      credentialId: input.credentialId ?? null,
      category: input.category,
      origin: input.origin,
      amount: -input.amount,
      balanceAfter: after,
      details: input.details ?? {},
      createdAt: now,
    });
    return { balance: after };
  };
  return isTx(db) ? run(db) : (db as Db).transaction(run);
}

// Drizzle transactions also expose `.transaction` (savepoints); tell them apart by their rollback method.
const isTx = (db: Writer): boolean => typeof (db as { rollback?: unknown }).rollback === 'function';

/** Adds credits (purchase, admin grant). */
export async function grantCredits(
  db: Db,
  spaceId: string,
  amount: number,
  origin: 'purchase' | 'admin' | 'trial',
  details: Record<string, unknown> = {},
) {
  return db.transaction(async (tx) => {
    await ensureBalance(tx, spaceId);
    const [row] = await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} + ${amount}`, updatedAt: clock.now() })
      .where(inSpace(creditBalances, spaceId))
      .returning({ balance: creditBalances.balance });
    await tx.insert(creditLedger).values({
      spaceId,
      category: 'grant',
      origin,
      amount,
      balanceAfter: row!.balance,
      details,
      createdAt: clock.now(),
    });
    return { balance: row!.balance };
  });
}

/** Balance plus usage by category (001 §3 credits_usage: usage_by_type, available_by_type). */
export async function creditsSummary(db: Db, spaceId: string) {
  await ensureBalance(db, spaceId);
  const [balance] = await db.select().from(creditBalances).where(inSpace(creditBalances, spaceId));
  const usage = await db
    .select({
      category: creditLedger.category,
      origin: creditLedger.origin,
      used: sql<number>`(-sum(${creditLedger.amount}))::int`,
    })
    .from(creditLedger)
    .where(and(inSpace(creditLedger, spaceId), sql`${creditLedger.amount} < 0`))
    .groupBy(creditLedger.category, creditLedger.origin);
  const usageByType: { default: number } & Record<string, number> = { default: 0 };
  const usageByOrigin: Record<string, number> = {};
  for (const u of usage) {
    usageByType[u.category] = (usageByType[u.category] ?? 0) + u.used;
    usageByType.default += u.used;
    usageByOrigin[u.origin] = (usageByOrigin[u.origin] ?? 0) + u.used;
  }
  return {
    balance: balance!.balance,
    usage_by_type: usageByType,
    usage_by_origin: usageByOrigin,
    available_by_type: { default: balance!.balance },
    categories: [...CREDIT_CATEGORIES],
  };
}

export interface HistoryQuery {
  skip: number;
  limit: number;
  usage_type?: string;
  user_id?: string;
  start_date?: Date;
  end_date?: Date;
}

/** The ledger, newest first (shape of 001 §7 GET /billing/credits_history). */
export async function creditsHistory(db: Db, spaceId: string, q: HistoryQuery) {
  const where: SQL[] = [inSpace(creditLedger, spaceId)];
  if (q.usage_type) where.push(eq(creditLedger.category, q.usage_type));
  if (q.user_id) where.push(eq(creditLedger.userId, q.user_id));
  if (q.start_date) where.push(gte(creditLedger.createdAt, q.start_date));
  if (q.end_date) where.push(lte(creditLedger.createdAt, q.end_date));
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(...where))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(q.limit)
    .offset(q.skip);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(and(...where));
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      _id: r.id,
      usage_type: r.category,
      origin: r.origin,
      amount: r.amount,
      balance_after: r.balanceAfter,
      user_id: r.userId,
      credentials_id: r.credentialId,
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** GET /billing/credits_history/chart: per day (UTC), credits used and added between two dates. */
export async function creditsChart(db: Db, spaceId: string, start: Date, end: Date) {
  const day = sql<string>`to_char(date_trunc('day', ${creditLedger.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      used: sql<number>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.amount} < 0), 0)::int`,
      added: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.amount} > 0), 0)::int`,
    })
    .from(creditLedger)
    .where(
      and(
        inSpace(creditLedger, spaceId),
        gte(creditLedger.createdAt, start),
        lte(creditLedger.createdAt, end),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return { points: rows.map((r) => ({ date: r.date, used: Number(r.used), added: Number(r.added) })) };
}
