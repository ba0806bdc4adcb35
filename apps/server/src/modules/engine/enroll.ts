import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, credentialBlacklist, prospects, workflows } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

export type EnrollOutcome = 'accepted' | 'duplicated' | 'blacklisted' | 'in_another_campaign';
type WorkflowRow = typeof workflows.$inferSelect;

/** Statuses in which a campaign still owns (may contact) a prospect. */
export const RUNNING_PROSPECT_STATUSES = ['pending', 'active', 'paused', 'campaign_paused'];

/**
 * Puts prospects into a campaign, deciding each one: already in this campaign (duplicated), on the
 * account's blacklist, or running in another campaign of the workspace (refused unless
 * is_existing_people, which moves them here: the other campaign stops contacting them).
 */
export async function enrollProspects(
  db: Db,
  wf: WorkflowRow,
  prospectIds: string[],
  options: { searchId?: string | null; now: Date },
): Promise<Map<string, EnrollOutcome>> {
  const outcome = new Map<string, EnrollOutcome>();
  for (let i = 0; i < prospectIds.length; i += 500) {
    const chunk = [...new Set(prospectIds.slice(i, i + 500))];
    const here = await db
      .select({ prospectId: campaignProspects.prospectId })
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, wf.id), inArray(campaignProspects.prospectId, chunk)));
    for (const r of here) outcome.set(r.prospectId, 'duplicated');
    const rows = await db
      .select({
        id: prospects.id,
        networkId: prospects.networkId,
        link: prospects.profileLink,
        company: prospects.company,
      })
      .from(prospects)
      .where(and(inSpace(prospects, wf.spaceId), inArray(prospects.id, chunk)));
    const blacklist = await db
      .select({ normalized: credentialBlacklist.normalized })
      .from(credentialBlacklist)
      .where(eq(credentialBlacklist.credentialId, wf.credentialId));
    const banned = new Set(blacklist.map((b) => b.normalized));
    for (const r of rows) {
      if (outcome.has(r.id)) continue;
      if ([r.networkId, r.link.toLowerCase(), r.company?.toLowerCase()].some((v) => v && banned.has(v)))
        outcome.set(r.id, 'blacklisted');
    }
    const elsewhere = await db
      .select({ id: campaignProspects.id, prospectId: campaignProspects.prospectId })
      .from(campaignProspects)
      .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
      .where(
        and(
          inSpace(campaignProspects, wf.spaceId),
          ne(campaignProspects.workflowId, wf.id),
          inArray(campaignProspects.prospectId, chunk),
          inArray(campaignProspects.status, RUNNING_PROSPECT_STATUSES),
          sql`${workflows.deletedAt} is null and ${workflows.archivedAt} is null`,
        ),
      );
    const toMove: string[] = [];
    for (const r of elsewhere) {
      if (outcome.has(r.prospectId)) continue;
      if (wf.isExistingPeople) toMove.push(r.id);
      else outcome.set(r.prospectId, 'in_another_campaign');
    }
    if (toMove.length) {
      await db
        .update(campaignProspects)
        .set({ status: 'excluded', excludedReason: 'moved_to_another_campaign', nextRunAt: null })
        .where(inArray(campaignProspects.id, toMove));
    }
    const accepted = rows.map((r) => r.id).filter((id) => !outcome.has(id));
    if (accepted.length) {
      const running = wf.status === 'active' && !wf.archivedAt && !wf.deletedAt;
      await db
        .insert(campaignProspects)
        .values(
          accepted.map((prospectId) => ({
            spaceId: wf.spaceId,
            workflowId: wf.id,
            prospectId,
            credentialId: wf.credentialId,
            searchId: options.searchId ?? null,
            status: 'pending',
            nextRunAt: running ? options.now : null,
            // The clock's time (not the database's): reports count the prospects added in a period by it.
            createdAt: options.now,
          })),
        )
        .onConflictDoNothing();
      for (const id of accepted) outcome.set(id, 'accepted');
    }
  }
  return outcome;
}
