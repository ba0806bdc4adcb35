import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES, CODES } from '@leadloop/domain';
import { searchUrlKind, validateNewSearchUrl } from '@leadloop/domain/campaigns/rules';
import type { AppContext } from '../../lib/context.js';
import {
  campaignProspects,
  credentials,
  prospects,
  workflowSearches,
  workflows,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { upsertProspects, normalizeProfileLink } from '../prospects-core/index.js';
import { enrollProspects } from '../engine/index.js';
import { requireWorkflow, type Caller, type WorkflowRow } from './access.js';
import { searchesOf, toSearchView } from './view.js';
import { sendOrRun } from '../../lib/jobs.js';
import { inSpace } from '../../lib/scope.js';
import { notify } from '../notifications/index.js';

/** Adds a search URL to a campaign (001 §5: a valid kind, not twice) and queues its first run. */
export async function addSearch(
  ctx: AppContext,
  caller: Caller,
  wf: WorkflowRow,
  body: { url: string; limit: number },
) {
  const existing = (await searchesOf(ctx.db, wf.id)).filter((s) => s.url).map((s) => s.url!);
  const check = validateNewSearchUrl(body.url, existing);
  if (check !== true) throw invalid(check);
  const [search] = await ctx.db
    .insert(workflowSearches)
    .values({
      spaceId: caller.space.id,
      workflowId: wf.id,
      source: 'url',
      url: body.url.trim(),
      kind: searchUrlKind(body.url)!,
      peopleLimit: body.limit,
      status: 'active',
    })
    .returning();
  await queueSearch(ctx, search!.id);
  const [fresh] = await ctx.db.select().from(workflowSearches).where(eq(workflowSearches.id, search!.id));
  return toSearchView(fresh ?? search!);
}

/** Reads a search's pages through the driver until its people limit, and puts the people in the campaign. */
export async function runSearch(ctx: AppContext, searchId: string): Promise<void> {
  const [search] = await ctx.db.select().from(workflowSearches).where(eq(workflowSearches.id, searchId));
  if (!search || search.source !== 'url' || search.status !== 'active') return;
  const [wf] = await ctx.db.select().from(workflows).where(eq(workflows.id, search.workflowId));
  if (!wf || wf.deletedAt) return;
  const [cred] = await ctx.db.select().from(credentials).where(eq(credentials.id, wf.credentialId));
  if (!cred) return;
  const network = ctx.network;
  const account = { credentialId: cred.id, username: cred.username };
  let found = 0;
  let added = 0;
  try {
    for (let page = 1; found < search.peopleLimit && page <= 100; page++) {
      const result = await network.searchPage(account, search.url!, page);
      const people = result.profiles.slice(0, search.peopleLimit - found);
      found += people.length;
      const rows = people
        .map((p) => ({ p, n: normalizeProfileLink(p.url) }))
        .filter((x) => x.n)
        .map(({ p, n }) => ({
          profileLink: n!.link,
          networkId: n!.networkId,
          firstName: p.firstName,
          lastName: p.lastName,
          position: p.title,
          company: p.company,
          location: p.location,
          isPremium: p.premium,
          photoLink: p.photoUrl,
          workEmail: p.email ?? null,
        }));
      const ids = await upsertProspects(ctx.db, wf.spaceId, rows);
      const outcome = await enrollProspects(ctx.db, wf, [...ids.values()], {
        searchId: search.id,
        now: clock.now(),
      });
      added += [...outcome.values()].filter((o) => o === 'accepted').length;
      if (!result.hasMore) break;
    }
    await ctx.db
      .update(workflowSearches)
      .set({
        // 'absent': the search ran and found nobody; the campaign says so instead of a silent Active.
        status: found === 0 ? 'absent' : 'finished',
        foundCount: found,
        addedCount: search.addedCount + added,
        error: null,
        updatedAt: clock.now(),
      })
      .where(eq(workflowSearches.id, search.id));
    if (found === 0) await notifyFoundNobody(ctx, wf, search.id);
  } catch (error) {
    ctx.log.warn({ err: error, searchId }, 'search failed');
    await ctx.db
      .update(workflowSearches)
      .set({
        status: 'failed',
        foundCount: found,
        addedCount: search.addedCount + added,
        error: (error as Error).message.slice(0, 500),
        updatedAt: clock.now(),
      })
      .where(eq(workflowSearches.id, search.id));
  }
  ctx.realtime?.emitToSpace(wf.spaceId, 'update_workflow', { workflow_id: wf.id });
}

/** "Your search found nobody" also reaches the bell of the account's users, with the way to the campaign. */
async function notifyFoundNobody(ctx: AppContext, wf: WorkflowRow, searchId: string) {
  await notify(ctx, {
    spaceId: wf.spaceId,
    to: { credentialId: wf.credentialId },
    event: 'search_found_nobody',
    type: 'warning',
    title: `Your search found nobody in ${wf.name}`,
    text: 'Edit the search so the campaign has people to contact.',
    params: { name: wf.name },
    action: {
      type: 'router',
      text: 'Edit the search',
      meta: { path: `/campaign/edit/${wf.id}?selectedCred=${wf.credentialId}&view=prospects` },
    },
    dedupeKey: `found_nobody:${searchId}:${clock.nowMs()}`,
  });
}

export async function rerunSearches(ctx: AppContext, caller: Caller, id: string) {
  const wf = await requireWorkflow(ctx.db, caller, id);
  const searches = (await searchesOf(ctx.db, wf.id)).filter(
    (s) => s.source === 'url' && s.status !== 'stopped',
  );
  if (searches.length) {
    await ctx.db
      .update(workflowSearches)
      .set({ status: 'active', error: null })
      .where(
        inArray(
          workflowSearches.id,
          searches.map((s) => s.id),
        ),
      );
  }
  for (const s of searches) await queueSearch(ctx, s.id);
  return { searches: searches.length };
}

async function requireSearch(ctx: AppContext, caller: Caller, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(CODES.searchNotFound);
  const [search] = await ctx.db
    .select()
    .from(workflowSearches)
    .where(and(eq(workflowSearches.id, id), inSpace(workflowSearches, caller.space.id)));
  if (!search) throw notFound(CODES.searchNotFound);
  await requireWorkflow(ctx.db, caller, search.workflowId);
  return search;
}

/** Stop a search (its people stay) or start it again. */
export async function updateSearchStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  status: 'active' | 'stopped',
) {
  const search = await requireSearch(ctx, caller, id);
  const [row] = await ctx.db
    .update(workflowSearches)
    .set({ status, updatedAt: clock.now() })
    .where(eq(workflowSearches.id, search.id))
    .returning();
  if (status === 'active') await queueSearch(ctx, search.id);
  return toSearchView(row!);
}

/** The people a search brought (or, for a CSV, the import report), as CSV. */
export async function searchCsv(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<{ filename: string; csv: string }> {
  const search = await requireSearch(ctx, caller, id);
  const rows = await ctx.db
    .select({ p: prospects, status: campaignProspects.status })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(eq(campaignProspects.searchId, search.id));
  const header = [
    'profile_link',
    'first_name',
    'last_name',
    'company',
    'position',
    'email',
    'campaign_status',
  ];
  const lines = rows.map(({ p, status }) => [
    p.profileLink,
    p.firstName,
    p.lastName,
    p.company ?? '',
    p.position ?? '',
    p.workEmail ?? p.personalEmail ?? '',
    status,
  ]);
  return { filename: `search-${search.id}.csv`, csv: toCsv([header, ...lines]) };
}

/** RFC 4180 output; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(rows: string[][]): string {
  const cell = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export { MESSAGES };

const queueSearch = (ctx: AppContext, searchId: string) =>
  sendOrRun(ctx, 'search.run', { searchId }, () => runSearch(ctx, searchId));
