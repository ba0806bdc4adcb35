import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { EVENT_TRIGGERS, type EventTrigger, CODES } from '@leadloop/domain';
import {
  labels,
  prospects,
  spaces,
  users,
  webhookEvents,
  webhooks,
  workflows,
} from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { isUuid } from '../../lib/auth-guard.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { normalizeProfileLink, upsertProspects } from '../prospects-core/index.js';
import { enrollProspects } from '../engine/index.js';
import { accountScopeFor, scopeAllows, setLabels, setRelation } from '../prospects/index.js';
import { createWebhook, deleteWebhook } from '../webhooks/index.js';

interface ProspectRef {
  prospect_id?: string;
  email?: string;
  profile_link?: string;
}

export async function zapierMe(ctx: AppContext, scope: WorkspaceScope) {
  const [row] = await ctx.db
    .select({ name: spaces.name, email: users.email })
    .from(spaces)
    .innerJoin(users, eq(users.id, scope.userId!))
    .where(eq(spaces.id, scope.spaceId));
  return { space_id: scope.spaceId, space_name: row?.name ?? '', email: row?.email ?? '' };
}

/** REST hook subscribe: a webhook subscription of the workspace for one trigger, pointing at Zapier. */
export async function subscribeHook(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: { hook_url: string; event: EventTrigger },
) {
  // Webhooks are the admins' (as on the webhooks page); an admin's API token may add them.
  if (!scope.isAdmin) throw forbidden(CODES.forbidden);
  const made = await createWebhook(ctx, scope, { url: body.hook_url, update_types: [body.event] });
  return { id: made._id, event: body.event };
}

export async function unsubscribeHook(ctx: AppContext, scope: WorkspaceScope, id: string) {
  if (!scope.isAdmin) throw forbidden(CODES.forbidden);
  const [row] = isUuid(id)
    ? await ctx.db
        .select({ types: webhooks.updateTypes })
        .from(webhooks)
        .where(and(eq(webhooks.id, id), inSpace(webhooks, scope.spaceId)))
    : [];
  await deleteWebhook(ctx, scope, id);
  return { id, event: (row?.types[0] ?? EVENT_TRIGGERS[0]) as EventTrigger };
}

/** An illustrative item, when the workspace has had no such event yet (Zapier maps fields from it). */
const sample = (type: EventTrigger) => ({
  id: `sample-${type}`,
  type,
  timestamp: clock.now().toISOString(),
  sample: true,
  prospect_id: '00000000-0000-4000-8000-000000000000',
  workflow_id: null,
  credentials_id: null,
});

/**
 * Polling (Zapier's perform list): the workspace's latest events of one trigger from the webhook outbox, newest
 * first, flattened (`{id, type, timestamp, …data}` — the same fields a REST hook delivers). The outbox holds events
 * that some subscription listened to; with none yet, one sample item.
 */
export async function pollEvents(ctx: AppContext, scope: WorkspaceScope, type: EventTrigger, limit: number) {
  const rows = await ctx.db
    .select({ id: webhookEvents.id, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(inSpace(webhookEvents, scope.spaceId), eq(webhookEvents.type, type)))
    .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
    .limit(limit);
  if (!rows.length) return [sample(type)];
  return rows.map((r) => {
    const p = r.payload as { type: EventTrigger; timestamp: string; data: Record<string, unknown> };
    return { ...p.data, id: r.id, type: p.type, timestamp: p.timestamp };
  });
}

/** Campaigns for Zapier's dropdown (not deleted or archived, by name). */
export async function campaignChoices(ctx: AppContext, scope: WorkspaceScope) {
  const acc = await accountScopeFor(ctx.db, scope);
  const rows = await ctx.db
    .select({ id: workflows.id, name: workflows.name, credentialId: workflows.credentialId })
    .from(workflows)
    .where(and(inSpace(workflows, scope.spaceId), isNull(workflows.deletedAt), isNull(workflows.archivedAt)))
    .orderBy(asc(workflows.name));
  return rows
    .filter((r) => !r.credentialId || scopeAllows(acc, r.credentialId))
    .map(({ id, name }) => ({ id, name }));
}

/** Labels the caller sees (shared, or their own). */
export async function labelChoices(ctx: AppContext, scope: WorkspaceScope) {
  return ctx.db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(
      and(inSpace(labels, scope.spaceId), sql`(${labels.isShared} or ${labels.createdBy} = ${scope.userId})`),
    )
    .orderBy(asc(labels.name));
}

async function findProspect(ctx: AppContext, scope: WorkspaceScope, ref: ProspectRef): Promise<string> {
  let where;
  if (ref.prospect_id)
    where = eq(
      prospects.id,
      isUuid(ref.prospect_id) ? ref.prospect_id : '00000000-0000-0000-0000-000000000000',
    );
  else if (ref.email) {
    const email = ref.email.toLowerCase();
    where = sql`${email} in (lower(${prospects.workEmail}), lower(${prospects.personalEmail}), lower(${prospects.enrichedEmail}))`;
  } else if (ref.profile_link) {
    const link = normalizeProfileLink(ref.profile_link);
    if (!link) throw badRequest(CODES.invalidProfileLink);
    where = eq(prospects.profileLink, link.link);
  } else throw badRequest(CODES.prospectRefRequired);
  const [row] = await ctx.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(inSpace(prospects, scope.spaceId), where))
    .orderBy(desc(prospects.updatedAt))
    .limit(1);
  if (!row) throw notFound(CODES.prospectNotFound);
  return row.id;
}

async function labelId(ctx: AppContext, scope: WorkspaceScope, label: string) {
  const choices = await labelChoices(ctx, scope);
  const hit =
    choices.find((c) => c.id === label) ?? choices.find((c) => c.name.toLowerCase() === label.toLowerCase());
  if (!hit) throw notFound(CODES.labelNotFound);
  return hit.id;
}

async function currentLabels(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select({ labels: prospects.labels }).from(prospects).where(eq(prospects.id, id));
  return row?.labels ?? [];
}

/** Action: add a label (by id or name) to a prospect; adding one it has changes nothing. */
export async function addLabel(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: ProspectRef & { label: string },
) {
  const id = await findProspect(ctx, scope, body);
  const label = await labelId(ctx, scope, body.label);
  const acc = await accountScopeFor(ctx.db, scope);
  const view = await setLabels(ctx.db, acc, id, [...new Set([...(await currentLabels(ctx, id)), label])]);
  return resultOf(view);
}

/** Action: remove a label from a prospect. */
export async function removeLabel(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: ProspectRef & { label: string },
) {
  const id = await findProspect(ctx, scope, body);
  const label = await labelId(ctx, scope, body.label);
  const acc = await accountScopeFor(ctx.db, scope);
  const view = await setLabels(
    ctx.db,
    acc,
    id,
    (await currentLabels(ctx, id)).filter((l) => l !== label),
  );
  return resultOf(view);
}

/** Action: mark a prospect as a lead (emits mark_as_lead, like the prospect card). */
export async function markAsLead(ctx: AppContext, scope: WorkspaceScope, body: ProspectRef) {
  const id = await findProspect(ctx, scope, body);
  const acc = await accountScopeFor(ctx.db, scope);
  return resultOf(await setRelation(ctx.db, acc, id, 'lead'));
}

const resultOf = (view: Record<string, unknown>) => ({
  id: view._id as string,
  full_name: (view.full_name as string) ?? '',
  labels: (view.labels as string[]) ?? [],
  relation: (view.relation as string | null) ?? null,
});

/** Action: add a person (by profile link, with what Zapier knows) to a campaign, as a CSV import would. */
export async function addToCampaign(
  ctx: AppContext,
  scope: WorkspaceScope,
  body: {
    campaign_id: string;
    profile_link: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    company?: string;
    position?: string;
  },
) {
  if (!isUuid(body.campaign_id)) throw notFound(CODES.campaignNotFound);
  const [wf] = await ctx.db
    .select()
    .from(workflows)
    .where(
      and(eq(workflows.id, body.campaign_id), inSpace(workflows, scope.spaceId), isNull(workflows.deletedAt)),
    );
  const acc = await accountScopeFor(ctx.db, scope);
  if (!wf || (wf.credentialId && !scopeAllows(acc, wf.credentialId))) throw notFound(CODES.campaignNotFound);
  const link = normalizeProfileLink(body.profile_link);
  if (!link) throw badRequest(CODES.invalidProfileLink);
  const ids = await upsertProspects(ctx.db, scope.spaceId, [
    {
      profileLink: link.link,
      networkId: link.networkId,
      firstName: body.first_name,
      lastName: body.last_name,
      company: body.company ?? null,
      position: body.position ?? null,
      workEmail: body.email ?? null,
    },
  ]);
  const prospectId = [...ids.values()][0]!;
  const outcome = (await enrollProspects(ctx.db, wf, [prospectId], { now: clock.now() })).get(prospectId);
  return {
    id: `${wf.id}:${prospectId}`,
    prospect_id: prospectId,
    campaign_id: wf.id,
    outcome: outcome === 'accepted' ? 'added' : (outcome ?? 'added'),
  };
}
