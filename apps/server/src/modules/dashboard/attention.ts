import type { AttentionItem, AttentionKind } from '@leadloop/domain/dashboard/entities';
import { ATTENTION_KINDS } from '@leadloop/domain/dashboard/entities';
import { CREDENTIAL_STATUS_LABELS, type CredentialStatus } from '@leadloop/domain';
import { waitNeedsUser } from '@leadloop/domain/campaigns/waits';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { campaignProspects, workflowSearches, workflows } from '../../db/schema/index.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { loadEngineAccount } from '../engine/index.js';
import { holdOf } from '../workflows/index.js';
import type { VisibleAccount } from './accounts.js';

const isLimit = (code: string) => code.startsWith('daily_limit:') || code.startsWith('weekly_limit:');

/** An account the user must verify or repair before its campaigns can run. */
function accountProblem(a: VisibleAccount): { code: string; text: string } | null {
  if (a.status === 'invalid' || a.status === 'blocked')
    return { code: a.status, text: CREDENTIAL_STATUS_LABELS[a.status as CredentialStatus] };
  if (a.required2fa) return { code: 'two_factor_required', text: 'Two-factor authentication is required' };
  if (a.waitForAuthorization)
    return { code: 'waiting_for_authorization', text: 'Waiting for the sign-in to be confirmed' };
  return null;
}

/**
 * Campaigns that need attention, each with its reason in the engine's words (workflows' `holdOf`, the
 * campaign screen's "Stuck" explanation):
 * - account_needs_verification: the account of a running campaign has a wrong password, is suspended or
 *   waits for a code or a confirmation;
 * - stalled: prospects held by something only the user can fix (waitNeedsUser) — the most frequent hold;
 * - found_nobody: every search ran and found nobody, and the campaign has no prospect;
 * - limit_reached: prospects waiting for the account's daily or weekly limit;
 * - nothing_left: running, with prospects, but none left to contact.
 */
export async function needsAttention(
  db: Db,
  scope: WorkspaceScope,
  accounts: VisibleAccount[],
): Promise<AttentionItem[]> {
  if (!accounts.length) return [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const running = await db
    .select({
      id: workflows.id,
      name: workflows.name,
      credentialId: workflows.credentialId,
      sequencesType: workflows.sequencesType,
    })
    .from(workflows)
    .where(
      and(
        inSpace(workflows, scope),
        eq(workflows.status, 'active'),
        isNull(workflows.deletedAt),
        isNull(workflows.archivedAt),
        inArray(workflows.credentialId, [...byId.keys()]),
      ),
    );
  const out: AttentionItem[] = [];
  const item = (
    kind: AttentionKind,
    account: VisibleAccount,
    wf: (typeof running)[number] | null,
    reason: { code: string; text: string } | null,
    prospects = 0,
  ) =>
    out.push({
      kind,
      workflow_id: wf?.id ?? null,
      workflow_name: wf?.name ?? null,
      sequences_type: wf?.sequencesType ?? null,
      credentials_id: account.id,
      account_name: account.name,
      reason_code: reason?.code ?? null,
      reason_text: reason?.text ?? null,
      prospects,
    });
  for (const a of accounts) {
    const problem = accountProblem(a);
    if (problem && running.some((w) => w.credentialId === a.id))
      item('account_needs_verification', a, null, problem);
  }
  if (!running.length) return out;
  const ids = running.map((w) => w.id);
  // One row per campaign and hold (the first of them), with how many prospects that hold keeps.
  const holds = await db
    .selectDistinctOn([campaignProspects.workflowId, campaignProspects.waitReason], {
      cp: campaignProspects,
      n: sql<number>`(count(*) over (partition by ${campaignProspects.workflowId}, ${campaignProspects.waitReason}))::int`,
    })
    .from(campaignProspects)
    .where(
      and(
        inSpace(campaignProspects, scope),
        inArray(campaignProspects.workflowId, ids),
        inArray(campaignProspects.status, ['pending', 'active']),
        isNotNull(campaignProspects.waitReason),
      ),
    )
    .orderBy(campaignProspects.workflowId, campaignProspects.waitReason, campaignProspects.id);
  const counts = await db
    .select({
      workflowId: campaignProspects.workflowId,
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${campaignProspects.status} in ('pending', 'active', 'paused', 'campaign_paused')))::int`,
    })
    .from(campaignProspects)
    .where(and(inSpace(campaignProspects, scope), inArray(campaignProspects.workflowId, ids)))
    .groupBy(campaignProspects.workflowId);
  const searches = await db
    .select({
      workflowId: workflowSearches.workflowId,
      status: workflowSearches.status,
      found: workflowSearches.foundCount,
    })
    .from(workflowSearches)
    .where(and(inSpace(workflowSearches, scope), inArray(workflowSearches.workflowId, ids)));
  const engineAccounts = new Map<string, Awaited<ReturnType<typeof loadEngineAccount>>>();
  for (const wf of running) {
    const account = byId.get(wf.credentialId)!;
    const mine = holds.filter((h) => h.cp.workflowId === wf.id);
    const stuck = mine.filter((h) => waitNeedsUser(h.cp.waitReason)).sort((x, y) => y.n - x.n);
    const limited = mine.filter((h) => isLimit(h.cp.waitReason!)).sort((x, y) => y.n - x.n);
    if (stuck.length || limited.length) {
      if (!engineAccounts.has(account.id))
        engineAccounts.set(account.id, await loadEngineAccount(db, account.id));
      const engine = engineAccounts.get(account.id) ?? null;
      const top = stuck[0];
      if (top)
        item(
          'stalled',
          account,
          wf,
          holdOf(top.cp, engine),
          stuck.reduce((s, h) => s + h.n, 0),
        );
      const limit = limited[0];
      if (limit) item('limit_reached', account, wf, holdOf(limit.cp, engine), limit.n);
    }
    const count = counts.find((c) => c.workflowId === wf.id);
    const own = searches.filter((s) => s.workflowId === wf.id);
    if (!count?.total) {
      if (own.length && own.every((s) => s.status === 'absent' || (s.status !== 'active' && s.found === 0)))
        item('found_nobody', account, wf, { code: 'found_nobody', text: 'Your search found nobody' });
    } else if (!count.open)
      item('nothing_left', account, wf, {
        code: 'nothing_left',
        text: 'Every prospect has been through the campaign',
      });
  }
  const order = (k: AttentionKind) => ATTENTION_KINDS.indexOf(k);
  return out.sort((x, y) => order(x.kind) - order(y.kind) || y.prospects - x.prospects);
}
