import { inArray, sql, type SQL } from 'drizzle-orm';
import { campaignProspects, credentials, prospects, workflows } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { engineAccountColumns, engineAccountOf } from './account.js';
import { PREFLIGHT_RETRY_MS, preflightVerdict, startMovedRow, type PreflightVerdict } from './checks.js';
import { forEachBounded, type EngineDeps } from './deps.js';
import { memberRef } from './perform.js';
import type { ProspectRow } from './types.js';
import { startNodeId, stepDelayMs } from './sequence.js';

/** How many first looks one pass takes at most (beyond its own due pending rows). */
export const FIRST_LOOKS_PER_PASS = 200;

/**
 * Pending prospects' first look, set-based (issue 13): a pass's due pending rows — and the other due
 * pending rows of the same accounts, up to FIRST_LOOKS_PER_PASS, so a large campaign is looked at in a
 * few large batches rather than 20 rows a pass — are leased in one statement, read in one, looked at on
 * the network one by one (talked before, premium, email), and their verdicts written in one statement
 * per kind (start, pause/exclude, retry). What waits its first look no longer adds statements per action.
 *
 * Only the ordinary case is leased here: a pending row of an active campaign, an active account without
 * a blacklist, a prospect who has not replied. Every other due pending row is left to the one-row claim,
 * which decides it exactly as before (campaign paused, reply, account not active, blacklist…).
 * Returns the ids this batch took over; a pass skips them. On a graceful stop the rows not looked at yet
 * are due again at once (not left leased). `whose`: the workspaces the pass runs.
 */
export async function firstLookBatch(
  deps: EngineDeps,
  due: { ids: string[]; credentialIds: string[]; whose: SQL },
  isStopping: () => boolean = () => false,
): Promise<Set<string>> {
  if (!due.ids.length) return new Set();
  const now = deps.now();
  const nowIso = now.toISOString();
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  // The lease (rows another worker holds are skipped, never waited for), under the claim's conditions;
  // the pass's own rows first. (`whose` names the table unaliased, hence its own subquery.)
  const leased = rowsOf<{ id: string }>(
    await deps.db.execute(sql`update campaign_prospects c
      set next_run_at = ${new Date(now.getTime() + deps.options.leaseMs).toISOString()}, wait_reason = null
      where c.id in (select cp.id from campaign_prospects cp
        join workflows w on w.id = cp.workflow_id
        join prospects p on p.id = cp.prospect_id
        join credentials cr on cr.id = cp.credential_id
        where cp.credential_id in (${list(due.credentialIds)}) and cp.next_run_at <= ${nowIso}
          and cp.status = 'pending'
          and w.status = 'active' and w.archived_at is null and w.deleted_at is null
          and cp.replied_at is null and (p.last_replied_at is null or p.last_replied_at < cp.created_at)
          and cr.status = 'active' and cr.deleted_at is null
          and not exists (select 1 from credential_blacklist b where b.credential_id = cp.credential_id)
          and exists (select 1 from campaign_prospects where id = cp.id and ${due.whose})
        order by cp.id in (${list(due.ids)}) desc, cp.next_run_at, cp.id
        limit ${Math.max(FIRST_LOOKS_PER_PASS, due.ids.length)}
        for update of cp skip locked)
      returning c.id`),
  ).map((r) => r.id);
  if (!leased.length) return new Set();
  const rows = await deps.db
    .select({ cp: campaignProspects, wf: workflows, prospect: prospects, credential: engineAccountColumns })
    .from(campaignProspects)
    .innerJoin(workflows, sql`${workflows.id} = ${campaignProspects.workflowId}`)
    .innerJoin(prospects, sql`${prospects.id} = ${campaignProspects.prospectId}`)
    .innerJoin(credentials, sql`${credentials.id} = ${campaignProspects.credentialId}`)
    .where(inArray(campaignProspects.id, leased));

  const starts: { id: string; node: string | null; claimed: string | null; delayMs: number }[] = [];
  const verdicts: {
    id: string;
    status: string;
    paused_reason: string | null;
    excluded_reason: string | null;
  }[] = [];
  const retries: string[] = [];
  const released: string[] = [];
  const workflowOf = new Map<string, (typeof rows)[number]['wf']>();
  const talked = await talkedBefore(deps, rows);
  // The network looks, `options.concurrency` at once (each is one prospect's own question).
  await forEachBounded(rows, deps.options.concurrency, async ({ cp, wf, prospect, credential }) => {
    workflowOf.set(cp.id, wf);
    if (isStopping()) {
      released.push(cp.id);
      return;
    }
    const verdict: PreflightVerdict = await preflightVerdict(
      deps,
      { wf, prospect, account: engineAccountOf(credential) },
      talked.get(cp.id),
    );
    if (verdict.status === 'retry') retries.push(cp.id);
    else if (verdict.status !== 'active')
      verdicts.push({
        id: cp.id,
        status: verdict.status,
        paused_reason: verdict.status === 'paused' ? verdict.reason : null,
        excluded_reason: verdict.status === 'excluded' ? verdict.reason : null,
      });
    else {
      // The sequence starts at the step the lease saw; a row moved meanwhile is decided below, alone.
      const start = cp.currentNodeId ?? startNodeId(wf.nodes, wf.links);
      const node = wf.nodes.find((n) => n.id === start);
      starts.push({
        id: cp.id,
        node: start,
        claimed: cp.currentNodeId,
        delayMs: node ? stepDelayMs(node) : 0,
      });
    }
  });
  const at = deps.now();
  if (starts.length) {
    const started = new Set(
      rowsOf<{ id: string }>(
        await deps.db.execute(sql`update campaign_prospects c set status = 'active', current_node_id = v.node,
          node_entered_at = ${at.toISOString()}, approval = null, attempts = 0, next_run_at = v.next_run_at,
          wait_reason = null, updated_at = ${new Date().toISOString()}
        from jsonb_to_recordset(${JSON.stringify(
          starts.map(({ delayMs, ...s }) => ({
            ...s,
            next_run_at: new Date(at.getTime() + delayMs).toISOString(),
          })),
        )}::jsonb)
          as v(id uuid, node text, claimed text, next_run_at timestamptz)
        where c.id = v.id and c.status = 'pending' and c.current_node_id is not distinct from v.claimed
        returning c.id`),
      ).map((r) => r.id),
    );
    for (const s of starts)
      if (!started.has(s.id)) await startMovedRow(deps, s.id, workflowOf.get(s.id)!, at);
  }
  // Only a row still pending takes the verdict (paused or removed meanwhile: left alone).
  if (verdicts.length)
    await deps.db.execute(sql`update campaign_prospects c set status = v.status,
        paused_reason = v.paused_reason, excluded_reason = v.excluded_reason, next_run_at = null, wait_reason = null
      from jsonb_to_recordset(${JSON.stringify(verdicts)}::jsonb)
        as v(id uuid, status text, paused_reason text, excluded_reason text)
      where c.id = v.id and c.status = 'pending'`);
  if (retries.length)
    await deps.db.execute(sql`update campaign_prospects
      set next_run_at = ${new Date(at.getTime() + PREFLIGHT_RETRY_MS).toISOString()}, wait_reason = 'network_unavailable'
      where id in (${sql.join(
        retries.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  if (released.length)
    await deps.db.execute(sql`update campaign_prospects set next_run_at = ${nowIso}
      where status = 'pending' and id in (${sql.join(
        released.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Set(leased);
}

type LookRow = {
  cp: { id: string; credentialId: string };
  wf: { isEmailOnly: boolean; isIncludeTalkedBefore: boolean };
  prospect: ProspectRow;
  credential: { id: string; username: string };
};

/**
 * "Talked before the campaign" for the batch's prospects that need it, one network call per account
 * (issue 13: a first look was one conversation read per prospect). A driver without `talkedTo`, or a
 * call that fails, leaves its prospects to the per-prospect look, which retries as before.
 */
async function talkedBefore(deps: EngineDeps, rows: LookRow[]): Promise<Map<string, boolean>> {
  const answers = new Map<string, boolean>();
  const { network } = deps;
  if (!network.talkedTo) return answers;
  const byAccount = new Map<string, LookRow[]>();
  for (const row of rows) {
    if (row.wf.isEmailOnly || row.wf.isIncludeTalkedBefore) continue;
    const list = byAccount.get(row.cp.credentialId) ?? [];
    list.push(row);
    byAccount.set(row.cp.credentialId, list);
  }
  await forEachBounded([...byAccount.values()], deps.options.concurrency, async (list) => {
    const { credential } = list[0]!;
    const account = { credentialId: credential.id, username: credential.username };
    try {
      const talked = await network.talkedTo!(
        account,
        list.map((r) => memberRef(r.prospect)),
      );
      list.forEach((r, i) => answers.set(r.cp.id, talked[i] === true));
    } catch (error) {
      deps.log?.warn({ err: error }, 'talked-before look failed; asking prospect by prospect');
    }
  });
  return answers;
}
