import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, workflows } from '../../db/schema/index.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';

/** A member of a breakdown: who created the campaign; null for what belongs to no member. */
export interface ReportMember {
  id: string | null;
  name: string;
}

const NO_MEMBER: ReportMember = { id: null, name: '' };

/**
 * Who each campaign belongs to in the by-member breakdown: its creator (the members filter's rule,
 * filters.ts `campaignFilter`). A campaign without creator, and activity outside any campaign, belong to
 * no member (`id` null), so a breakdown keeps every figure and its rows sum to the totals.
 */
export async function campaignMembers(
  db: Db,
  scope: WorkspaceScope,
  workflowIds: string[],
): Promise<(workflowId: string | null) => ReportMember> {
  const ids = [...new Set(workflowIds)];
  const rows = ids.length
    ? await db
        .select({
          workflowId: workflows.id,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(workflows)
        .innerJoin(users, eq(users.id, workflows.createdBy))
        .where(and(inSpace(workflows, scope), inArray(workflows.id, ids)))
    : [];
  const byCampaign = new Map(
    rows.map((r) => [
      r.workflowId,
      { id: r.userId, name: `${r.firstName} ${r.lastName}`.trim() || r.email } satisfies ReportMember,
    ]),
  );
  return (workflowId) => (workflowId && byCampaign.get(workflowId)) || NO_MEMBER;
}

/**
 * Sums rows per member: members by name, what belongs to no member last. `add` folds one row into a
 * member's figures (created by `zero`).
 */
export function perMember<Row, Counts>(
  rows: Row[],
  memberOf: (row: Row) => ReportMember,
  zero: () => Counts,
  add: (into: Counts, row: Row) => void,
): { member: ReportMember; counts: Counts }[] {
  const out = new Map<string | null, { member: ReportMember; counts: Counts }>();
  for (const row of rows) {
    const member = memberOf(row);
    let entry = out.get(member.id);
    if (!entry) out.set(member.id, (entry = { member, counts: zero() }));
    add(entry.counts, row);
  }
  return [...out.values()].sort(
    (a, b) =>
      Number(a.member.id === null) - Number(b.member.id === null) ||
      a.member.name.localeCompare(b.member.name) ||
      String(a.member.id).localeCompare(String(b.member.id)),
  );
}
