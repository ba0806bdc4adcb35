import { uuidArray } from '../../lib/sql-arrays.js';
import { CODES } from '@leadloop/domain';
import { rowsOf } from '../../db/rows.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '../../lib/csv.js';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { labels, prospects, workflows } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { enrollProspects, excludeProspects } from '../engine/index.js';
import { assertLabels } from './detail.js';
import {
  campaignAggregateJoin,
  filterConditions,
  leadStatusSql,
  prospectFiltersSchema,
  scopeCondition,
  type ProspectFilters,
} from './filters.js';
import { campaignListSql, matchingIds, type CampaignRef } from './list.js';
import type { AccountScope } from './scope.js';
import { scopeAllows } from './scope.js';
import { toProspectView } from './view.js';
import { inSpace, sqlInSpace } from '../../lib/scope.js';
import { emitWebhookEvents } from '../webhooks/index.js';

/** Largest selection one bulk call or one export handles. */
export const BULK_MAX = 100_000;
export const BULK_IDS_MAX = 5_000;

export const bulkBodySchema = z.strictObject({
  action: z.enum(['add_label', 'remove_label', 'exclude', 'move_to_campaign']),
  /** Either explicit ids, or every prospect matching `filters`. */
  ids: z.array(z.uuid()).max(BULK_IDS_MAX).optional(),
  filters: prospectFiltersSchema.strict().optional(),
  label_id: z.uuid().optional(),
  workflow_id: z.uuid().optional(),
});
export type BulkBody = z.infer<typeof bulkBodySchema>;

async function selection(
  db: Db,
  scope: AccountScope,
  body: { ids?: string[]; filters?: ProspectFilters },
): Promise<string[]> {
  if (body.ids) {
    if (!body.ids.length) return [];
    const ids = [...new Set(body.ids)];
    const result = (await db.execute(sql`select p.id from prospects p
      where p.id = any(${uuidArray(ids)}) and ${scopeCondition(scope)}`)) as unknown;
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  }
  if (!body.filters) throw badRequest(CODES.chooseProspects);
  return matchingIds(db, scope, body.filters, BULK_MAX);
}

/** Add/remove a label, exclude from campaigns, or move to a campaign, for a selection. */
export async function bulkAction(db: Db, scope: AccountScope, body: BulkBody) {
  const ids = await selection(db, scope, body);
  const chunks = (size: number) =>
    Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));
  const now = clock.now();
  let affected = 0;
  switch (body.action) {
    case 'add_label':
    case 'remove_label': {
      if (!body.label_id) throw badRequest(CODES.labelIdRequired);
      await assertLabels(db, scope, [body.label_id]);
      const label = body.label_id;
      const type = body.action === 'add_label' ? 'add_label' : 'delete_label';
      for (const chunk of chunks(1000)) {
        // One add_label / delete_label event per prospect whose labels this changes (001 §3), in the same
        // transaction: the rows are locked first, so "had it before" is what the update changes.
        affected += await db.transaction(async (tx) => {
          const had = rowsOf<{ id: string; had: boolean }>(
            await tx.execute(sql`select p.id, ${label}::uuid = any(p.labels) as had from prospects p
              where ${sqlInSpace('p', scope.spaceId)} and p.id = any(${uuidArray(chunk)}) for update`),
          );
          const res = await tx
            .update(prospects)
            .set({
              labels:
                body.action === 'add_label'
                  ? sql`array_append(array_remove(${prospects.labels}, ${label}::uuid), ${label}::uuid)`
                  : sql`array_remove(${prospects.labels}, ${label}::uuid)`,
              updatedAt: now,
            })
            .where(and(inSpace(prospects, scope.spaceId), inArray(prospects.id, chunk)))
            .returning({ id: prospects.id });
          const changed = had.filter((r) => r.had === (type === 'delete_label'));
          await emitWebhookEvents(
            tx,
            changed.map((r) => ({
              spaceId: scope.spaceId,
              type,
              key: `${type}:${r.id}:${label}:${now.getTime()}`,
              data: { prospect_id: r.id, label_id: label },
              at: now,
            })),
          );
          return res.length;
        });
      }
      break;
    }
    case 'exclude': {
      // Stops the prospects in every running campaign of the scope's accounts (or only body.workflow_id).
      for (const chunk of chunks(1000)) {
        affected += await excludeProspects(db, {
          spaceId: scope.spaceId,
          prospectIds: chunk,
          reason: 'manual',
          workflowId: body.workflow_id,
          credentialIds: scope.credentialIds,
          now,
        });
      }
      break;
    }
    case 'move_to_campaign': {
      if (!body.workflow_id) throw badRequest(CODES.workflowIdRequired);
      const [wf] = await db
        .select()
        .from(workflows)
        .where(
          and(
            eq(workflows.id, body.workflow_id),
            inSpace(workflows, scope.spaceId),
            sql`${workflows.deletedAt} is null`,
          ),
        );
      if (!wf || !scopeAllows(scope, wf.credentialId)) throw notFound(CODES.campaignNotFound);
      // Moving means the other campaigns stop contacting them: enroll as "existing people".
      const outcome = await enrollProspects(db, { ...wf, isExistingPeople: true }, ids, { now });
      const counts: Record<string, number> = {};
      for (const o of outcome.values()) counts[o] = (counts[o] ?? 0) + 1;
      return { action: body.action, selected: ids.length, affected: counts.accepted ?? 0, outcomes: counts };
    }
  }
  return { action: body.action, selected: ids.length, affected };
}

const CSV_COLUMNS = [
  'first_name',
  'last_name',
  'full_name',
  'position',
  'company',
  'company_domain',
  'location',
  'link',
  'personal_email',
  'work_email',
  'enriched_email',
  'phone',
  'twitter',
  'website',
  'relation',
  'lead_status',
  'labels',
  'campaigns',
  'created_at',
] as const;

/** CSV of the prospects matching the filters, with custom fields as extra columns. */
export async function exportCsv(db: Db, scope: AccountScope, filters: ProspectFilters): Promise<string> {
  const labelNames = new Map(
    (
      await db.select({ id: labels.id, name: labels.name }).from(labels).where(inSpace(labels, scope.spaceId))
    ).map((l) => [l.id, l.name]),
  );
  const where = filterConditions(scope, filters);
  const result =
    (await db.execute(sql`select p.*, ${leadStatusSql} as lead_status, ${campaignListSql(scope)} as campaign_list
      from prospects p ${campaignAggregateJoin}
      where ${where} order by p.created_at desc, p.id desc limit ${BULK_MAX}`)) as unknown;
  const rows = rowsOf<Record<string, any>>(result);
  const customKeys = [...new Set(rows.flatMap((r) => Object.keys((r.custom_fields ?? {}) as object)))].sort();
  const records = rows.map((r) => {
    const v = toProspectView(r);
    const base: Record<string, unknown> = {
      ...v,
      lead_status: r.lead_status,
      labels: v.labels
        .map((id) => labelNames.get(id) ?? '')
        .filter(Boolean)
        .join('; '),
      campaigns: ((r.campaign_list ?? []) as CampaignRef[]).map((c) => `${c.name} (${c.status})`).join('; '),
    };
    return [
      ...CSV_COLUMNS.map((c) => safeCell(base[c])),
      ...customKeys.map((k) => safeCell(v.custom_fields[k])),
    ];
  });
  return stringify([[...CSV_COLUMNS, ...customKeys], ...records]);
}
