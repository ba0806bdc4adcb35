import { asc, eq } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { HealthRule, HealthRuleBody } from '@leadloop/domain/health-index/entities';
import {
  CREDENTIAL_TRIGGERS,
  DEFAULT_HEALTH_RULES,
  HEALTH_INDEX_TRIGGERS,
  validateHealthRule,
  type HealthIndexTrigger,
} from '@leadloop/domain/health-index/rules';
import type { Db } from '../../db/client.js';
import { healthIndexRules } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { clock } from '../../lib/clock.js';

type RuleRow = typeof healthIndexRules.$inferSelect;

const view = (r: RuleRow): HealthRule => ({
  _id: r.id,
  trigger: r.trigger as HealthIndexTrigger,
  min: r.min,
  max: r.max,
  points: r.points,
});

/** The rules, seeded with the defaults the first time they are read. */
export async function listRules(db: Db): Promise<HealthRule[]> {
  let rows = await db
    .select()
    .from(healthIndexRules)
    .orderBy(asc(healthIndexRules.trigger), asc(healthIndexRules.min));
  if (!rows.length) {
    await db.insert(healthIndexRules).values(DEFAULT_HEALTH_RULES);
    rows = await db
      .select()
      .from(healthIndexRules)
      .orderBy(asc(healthIndexRules.trigger), asc(healthIndexRules.min));
  }
  return rows.map(view);
}

function assertValid(body: HealthRuleBody, others: HealthRule[]): void {
  const verdict = validateHealthRule(body, others);
  if (verdict !== true) throw invalid(verdict);
}

export async function createRule(db: Db, body: HealthRuleBody): Promise<HealthRule> {
  assertValid(body, await listRules(db));
  const [row] = await db.insert(healthIndexRules).values(body).returning();
  return view(row!);
}

export async function updateRule(db: Db, id: string, body: HealthRuleBody): Promise<HealthRule> {
  const rules = await listRules(db);
  if (!rules.some((r) => r._id === id)) throw notFound(CODES.notFound);
  assertValid(
    body,
    rules.filter((r) => r._id !== id),
  );
  const [row] = await db
    .update(healthIndexRules)
    .set({ ...body, updatedAt: clock.now() })
    .where(eq(healthIndexRules.id, id))
    .returning();
  return view(row!);
}

export const listTriggers = () =>
  HEALTH_INDEX_TRIGGERS.map((trigger) => ({
    trigger,
    per_credential: CREDENTIAL_TRIGGERS.includes(trigger),
  }));
