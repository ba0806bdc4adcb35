import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_LIST_MAX,
  templateProblems,
  type TemplateBody,
  type TemplateImport,
  type TemplateQuery,
  type TemplateUpdate,
  CODES,
} from '@leadloop/domain';
import type {
  Template,
  TemplateExport,
  TemplateList,
  TemplateUsage,
} from '@leadloop/domain/templates/entities';
import { labels, templates, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, invalid, notFound } from '../../lib/errors.js';
import type { AppContext } from '../../lib/context.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { containsPattern } from '../../lib/like.js';

type Row = typeof templates.$inferSelect;
interface Actor {
  spaceId: string;
  userId: string;
  isAdmin: boolean;
}

/** The caller as a template actor (a workspace route always has a user). */
export const actorOf = (scope: WorkspaceScope): Actor => ({
  spaceId: scope.spaceId,
  userId: scope.userId ?? '',
  isAdmin: scope.isAdmin,
});

/** A personal template is its author's alone; a shared one is also the workspace admins' to change. */
const mayEdit = (actor: Actor, row: Row) => row.createdBy === actor.userId || (row.isShared && actor.isAdmin);

/** What a member sees: the workspace's shared templates and their own; never another workspace's. */
const visible = (actor: Actor) =>
  and(
    inSpace(templates, actor.spaceId),
    or(eq(templates.isShared, true), eq(templates.createdBy, actor.userId)),
  );

const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

function toView(actor: Actor, row: Row, author: string | null): Template {
  return {
    _id: row.id,
    channel: row.type,
    name: row.name,
    subject: row.subject,
    text: row.text,
    html: row.html,
    label_ids: row.labelIds,
    is_shared: row.isShared,
    created_by: row.createdBy,
    author_name: author,
    can_edit: mayEdit(actor, row),
    usage_count: row.usageCount,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /templates: filtered by channel, label, owner and a search in name, subject and text. */
export async function listTemplates(
  ctx: AppContext,
  actor: Actor,
  query: TemplateQuery,
): Promise<TemplateList> {
  const filters: (SQL | undefined)[] = [visible(actor)];
  if (query.owner === 'mine') filters.push(eq(templates.createdBy, actor.userId));
  if (query.owner === 'shared') filters.push(eq(templates.isShared, true));
  if (query.label) filters.push(sql`${query.label}::uuid = any(${templates.labelIds})`);
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(
      or(ilike(templates.name, like), ilike(templates.subject, like), ilike(templates.text, like)),
    );
  }
  const counts = await ctx.db
    .select({ channel: templates.type, n: sql<number>`count(*)::int` })
    .from(templates)
    .where(and(...filters))
    .groupBy(templates.type);
  const byChannel: Record<string, number> = Object.fromEntries(TEMPLATE_CHANNELS.map((c) => [c, 0]));
  for (const c of counts) byChannel[c.channel] = c.n;
  if (query.channel) filters.push(eq(templates.type, query.channel));
  const order =
    query.sort === 'name'
      ? [asc(sql`lower(${templates.name})`), asc(templates.id)]
      : query.sort === 'usage'
        ? [desc(templates.usageCount), asc(sql`lower(${templates.name})`)]
        : [desc(templates.updatedAt), asc(templates.id)];
  const rows = await ctx.db
    .select({ row: templates, author: authorName })
    .from(templates)
    .leftJoin(users, eq(users.id, templates.createdBy))
    .where(and(...filters))
    .orderBy(...order)
    .limit(TEMPLATE_LIST_MAX);
  return {
    items: rows.map((r) => toView(actor, r.row, r.author)),
    total: query.channel ? (byChannel[query.channel] ?? 0) : counts.reduce((sum, c) => sum + c.n, 0),
    by_channel: byChannel,
  };
}

async function findVisible(ctx: AppContext, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound(CODES.templateNotFound);
  const [found] = await ctx.db
    .select({ row: templates, author: authorName })
    .from(templates)
    .leftJoin(users, eq(users.id, templates.createdBy))
    .where(and(eq(templates.id, id), visible(actor)));
  if (!found) throw notFound(CODES.templateNotFound);
  return found;
}

async function findWritable(ctx: AppContext, actor: Actor, id: string) {
  const found = await findVisible(ctx, actor, id);
  if (!mayEdit(actor, found.row)) throw forbidden(CODES.templateReadOnly);
  return found;
}

export async function getTemplate(ctx: AppContext, actor: Actor, id: string): Promise<Template> {
  const found = await findVisible(ctx, actor, id);
  return toView(actor, found.row, found.author);
}

/** Labels must be template labels the caller sees in this workspace (001 §3 Label type template). */
async function checkLabels(ctx: AppContext, actor: Actor, ids: string[] | undefined) {
  const unique = [...new Set(ids ?? [])];
  if (!unique.length) return unique;
  const rows = await ctx.db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        inSpace(labels, actor.spaceId),
        inArray(labels.id, unique),
        eq(labels.type, 'template'),
        or(eq(labels.isShared, true), eq(labels.createdBy, actor.userId)),
      ),
    );
  if (rows.length !== unique.length) throw badRequest(CODES.labelNotFound);
  return unique;
}

export async function createTemplate(ctx: AppContext, actor: Actor, body: TemplateBody): Promise<Template> {
  const labelIds = await checkLabels(ctx, actor, body.label_ids);
  const [row] = await ctx.db
    .insert(templates)
    .values({
      spaceId: actor.spaceId,
      createdBy: actor.userId,
      type: body.channel,
      name: body.name,
      subject: body.subject ?? null,
      text: body.text,
      html: body.channel === 'email' ? (body.html ?? null) : null,
      labelIds,
      isShared: body.is_shared ?? false,
    })
    .returning();
  return getTemplate(ctx, actor, row!.id);
}

/** PUT /templates/:id: the channel's rules run on the template as it will be. */
export async function updateTemplate(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: TemplateUpdate,
): Promise<Template> {
  const { row } = await findWritable(ctx, actor, id);
  const channel = body.channel ?? row.type;
  const next = {
    channel,
    subject: body.subject !== undefined ? body.subject : row.subject,
    text: body.text ?? row.text,
    html: channel !== 'email' ? null : body.html !== undefined ? body.html : row.html,
  };
  // A channel without a subject drops the old one rather than refusing the change of channel.
  if (body.subject === undefined && channel !== 'email' && channel !== 'inmail') next.subject = null;
  const problem = templateProblems(next)[0];
  if (problem) throw invalid(problem.message);
  const labelIds = body.label_ids !== undefined ? await checkLabels(ctx, actor, body.label_ids) : undefined;
  // Only the author decides whether a template is shared (an admin may edit a shared one, not take it back).
  if (body.is_shared !== undefined && body.is_shared !== row.isShared && row.createdBy !== actor.userId)
    throw forbidden(CODES.templateReadOnly);
  await ctx.db
    .update(templates)
    .set({
      type: next.channel,
      subject: next.subject ?? null,
      text: next.text,
      html: next.html ?? null,
      ...(body.name !== undefined && { name: body.name }),
      ...(labelIds !== undefined && { labelIds }),
      ...(body.is_shared !== undefined && { isShared: body.is_shared }),
      updatedAt: clock.now(),
    })
    .where(and(eq(templates.id, row.id), inSpace(templates, actor.spaceId)));
  return getTemplate(ctx, actor, row.id);
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: string) {
  const { row } = await findWritable(ctx, actor, id);
  await ctx.db.delete(templates).where(and(eq(templates.id, row.id), inSpace(templates, actor.spaceId)));
  return { _id: row.id };
}

/** POST /templates/:id/use: a member inserted it into a step or a reply (any template they see). */
export async function useTemplate(ctx: AppContext, actor: Actor, id: string): Promise<TemplateUsage> {
  const { row } = await findVisible(ctx, actor, id);
  const [updated] = await ctx.db
    .update(templates)
    .set({ usageCount: sql`${templates.usageCount} + 1`, lastUsedAt: clock.now() })
    .where(and(eq(templates.id, row.id), inSpace(templates, actor.spaceId)))
    .returning({ usageCount: templates.usageCount });
  return { _id: row.id, usage_count: updated!.usageCount };
}

/** GET /templates/export: the templates the caller sees, portable (JSON). */
export async function exportTemplates(ctx: AppContext, actor: Actor): Promise<TemplateExport> {
  const rows = await ctx.db
    .select()
    .from(templates)
    .where(visible(actor))
    .orderBy(asc(templates.type), asc(sql`lower(${templates.name})`))
    .limit(TEMPLATE_LIST_MAX);
  return {
    version: 1,
    templates: rows.map((r) => ({
      channel: r.type,
      name: r.name,
      subject: r.subject,
      text: r.text,
      html: r.html,
      is_shared: r.isShared,
    })),
  };
}

/** POST /templates/import: every template is checked first; all are created or none. */
export async function importTemplates(ctx: AppContext, actor: Actor, body: TemplateImport) {
  const values = body.templates.map((t) => ({
    spaceId: actor.spaceId,
    createdBy: actor.userId,
    type: t.channel,
    name: t.name,
    subject: t.subject ?? null,
    text: t.text,
    html: t.channel === 'email' ? (t.html ?? null) : null,
    isShared: t.is_shared ?? false,
  }));
  await ctx.db.insert(templates).values(values);
  return { created: values.length };
}
