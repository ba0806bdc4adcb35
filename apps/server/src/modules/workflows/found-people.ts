import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.js';
import { prospects, workflowSearches } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { upsertProspects, type ProspectInput } from '../prospects-core/index.js';
import { enrollProspects } from '../engine/index.js';
import { requireWorkflow, type Caller } from './access.js';
import { emitWorkflow } from './events.js';

export interface FoundPeopleOutcome {
  workflowId: string;
  workflowName: string;
  requested: number;
  added: number;
  duplicated: number;
  skippedExisting: number;
  refused: number;
}

/**
 * Puts people found by the prospect finder into a campaign (001 §7 add_to_workflow): recorded as one
 * finished `prospect_finder` search of the campaign, in one transaction. Without `includeExisting`
 * (is_existing_people false) people already prospects of the workspace are left out.
 */
export async function addFoundPeople(
  ctx: AppContext,
  caller: Caller,
  workflowId: string,
  inputs: ProspectInput[],
  options: { includeExisting: boolean },
): Promise<FoundPeopleOutcome> {
  const wf = await requireWorkflow(ctx.db, caller, workflowId);
  return ctx.db.transaction(async (tx) => {
    const known = new Set<string>();
    if (!options.includeExisting && inputs.length)
      for (const r of await tx
        .select({ networkId: prospects.networkId })
        .from(prospects)
        .where(
          and(
            inSpace(prospects, wf.spaceId),
            isNotNull(prospects.networkId),
            inArray(
              prospects.networkId,
              inputs.map((i) => i.networkId),
            ),
          ),
        ))
        known.add(r.networkId!);
    const fresh = inputs.filter((i) => !known.has(i.networkId));
    const ids = await upsertProspects(tx, wf.spaceId, fresh);
    const [search] = await tx
      .insert(workflowSearches)
      .values({
        spaceId: wf.spaceId,
        workflowId: wf.id,
        source: 'url',
        kind: 'prospect_finder',
        status: 'finished',
        peopleLimit: inputs.length,
      })
      .returning();
    const outcome = await enrollProspects(tx, wf, [...ids.values()], {
      searchId: search!.id,
      now: clock.now(),
    });
    const count = (v: string) => [...outcome.values()].filter((x) => x === v).length;
    const result: FoundPeopleOutcome = {
      workflowId: wf.id,
      workflowName: wf.name,
      requested: inputs.length,
      added: count('accepted'),
      duplicated: count('duplicated'),
      skippedExisting: known.size,
      refused: count('blacklisted') + count('in_another_campaign'),
    };
    await tx
      .update(workflowSearches)
      .set({ foundCount: inputs.length, addedCount: result.added, report: { summary: { ...result } } })
      .where(eq(workflowSearches.id, search!.id));
    emitWorkflow(ctx, wf, 'refetch_workflows');
    return result;
  });
}
