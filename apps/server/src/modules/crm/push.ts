import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmLinks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace, systemScope } from '../../lib/scope.js';
import {
  connectedApi,
  CrmAuthError,
  CrmUnavailableError,
  type CrmApi,
  type CrmDeps,
  type CrmPushInput,
  type CrmPushResult,
  type RemoteContact,
  type RemoteCrmPlatform,
  type RemoteDeal,
} from '../../providers/crm/index.js';
import { markAsLead } from './deals.js';

type LinkType = 'contact' | 'deal';

async function linkOf(db: Db, spaceId: string, prospectId: string, platform: string, type: LinkType) {
  const [row] = await db
    .select()
    .from(crmLinks)
    .where(
      and(
        inSpace(crmLinks, spaceId),
        eq(crmLinks.prospectId, prospectId),
        eq(crmLinks.platform, platform),
        eq(crmLinks.recordType, type),
      ),
    );
  return row ?? null;
}

/**
 * Keeps one link per prospect, platform and record type, keyed on the CRM's record id: a second push
 * finds it; a record that vanished on the platform is replaced by the new one.
 */
export async function saveLink(
  db: Db,
  input: {
    spaceId: string;
    prospectId: string;
    platform: string;
    type: LinkType;
    recordId: string;
    name: string | null;
    stageName?: string | null;
    ownerName?: string | null;
    remoteModifiedAt?: Date | null;
  },
) {
  const values = {
    recordId: input.recordId,
    name: input.name,
    stageName: input.stageName ?? null,
    ownerName: input.ownerName ?? null,
    remoteModifiedAt: input.remoteModifiedAt ?? null,
    syncedAt: clock.now(),
  };
  await db
    .insert(crmLinks)
    .values({
      spaceId: input.spaceId,
      prospectId: input.prospectId,
      platform: input.platform,
      recordType: input.type,
      ...values,
    })
    .onConflictDoUpdate({
      target: [crmLinks.prospectId, crmLinks.platform, crmLinks.recordType],
      set: values,
    });
}

const contactInput = (p: CrmPushInput['prospect']) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  company: p.company,
  phone: p.phone,
  title: p.title,
});
const fullName = (p: CrmPushInput['prospect']) => `${p.firstName} ${p.lastName}`.trim();

/** A link written before a contact is created: its record id is not known yet. */
const PENDING = 'pending:';

/**
 * The contact of a prospect on a platform: the linked record (updated by its id, so a changed email
 * updates the same contact). Without one, a pending link is written first; a later attempt that finds
 * it pending (the create's answer was lost, or the process died before keeping the id) looks for the
 * record the earlier attempt may have made — by email, or by exact name — before creating one.
 */
async function upsertContact(
  db: Db,
  api: CrmApi,
  input: CrmPushInput,
  platform: RemoteCrmPlatform,
): Promise<RemoteContact> {
  const { prospect } = input;
  const link = await linkOf(db, input.spaceId, prospect.id, platform, 'contact');
  if (link && !link.recordId.startsWith(PENDING)) {
    const updated = await api.updateContact(link.recordId, contactInput(prospect));
    if (updated) return updated;
  }
  const maybeMade = Boolean(link?.recordId.startsWith(PENDING)) || input.recovering;
  let contact = prospect.email ? await api.findContactByEmail(prospect.email) : null;
  if (!contact && !prospect.email && maybeMade && fullName(prospect))
    contact =
      (await api.searchContacts(fullName(prospect), 10)).find((c) => c.name === fullName(prospect)) ?? null;
  if (contact) contact = (await api.updateContact(contact.id, contactInput(prospect))) ?? contact;
  if (!contact) {
    if (!link)
      await saveLink(db, {
        spaceId: input.spaceId,
        prospectId: prospect.id,
        platform,
        type: 'contact',
        recordId: `${PENDING}${prospect.id}`,
        name: null,
      });
    try {
      contact = await api.createContact(contactInput(prospect));
    } catch (error) {
      // HubSpot answers 409 when the email is already someone's: that contact is the prospect's.
      const existing =
        error instanceof CrmUnavailableError && error.status === 409 && prospect.email
          ? await api.findContactByEmail(prospect.email)
          : null;
      if (!existing) throw error;
      contact = existing;
    }
  }
  await saveLink(db, {
    spaceId: input.spaceId,
    prospectId: prospect.id,
    platform,
    type: 'contact',
    recordId: contact.id,
    name: contact.name,
  });
  return contact;
}

/** The prospect's deal on a platform: the linked one (left as it is: the CRM owns its stage), the open one of the contact with the same name, else a new one. */
async function ensureDeal(
  db: Db,
  api: CrmApi,
  input: CrmPushInput,
  platform: RemoteCrmPlatform,
  contact: RemoteContact,
): Promise<RemoteDeal> {
  const link = await linkOf(db, input.spaceId, input.prospect.id, platform, 'deal');
  const linked = link ? await api.getDeal(link.recordId) : null;
  if (linked && linked.status !== 'deleted') return linked;
  const name = input.prospect.company ? `${contact.name} · ${input.prospect.company}` : contact.name;
  const existing = (await api.dealsOfContact(contact.id)).find((d) => d.name === name && d.status === 'open');
  const deal =
    existing ??
    (await api.createDeal({
      name,
      amount: 0,
      currency: 'usd',
      contactId: contact.id,
      pipelineId: input.pipelineId,
      stageId: input.stageId,
    }));
  const stages = new Map(
    (await api.pipelines()).flatMap((p) => p.stages.map((s) => [s.id, s.name] as const)),
  );
  const owners = deal.ownerId
    ? new Map((await api.owners()).map((o) => [o.id, o.name] as const))
    : new Map<string, string>();
  await saveLink(db, {
    spaceId: input.spaceId,
    prospectId: input.prospect.id,
    platform,
    type: 'deal',
    recordId: deal.id,
    name: deal.name,
    stageName: deal.stageId ? (stages.get(deal.stageId) ?? null) : null,
    ownerName: deal.ownerId ? (owners.get(deal.ownerId) ?? null) : null,
    remoteModifiedAt: deal.modifiedAt,
  });
  return deal;
}

/**
 * The crm_push step's work (the crm_push step's handler calls it, crm-push-step.ts): create or update the prospect's
 * contact, and optionally a deal, in the workspace's CRM. Repeating it (a retry, a crash between the
 * CRM's answer and the engine's commit) finds the same records, so each exists once.
 */
export function createCrmPusher(deps: CrmDeps): (input: CrmPushInput) => Promise<CrmPushResult> {
  return async (input) => {
    if (input.platform === 'default') {
      if (!input.createDeal)
        return { kind: 'done', contactId: input.prospect.id, dealId: null, platform: 'default' };
      const scope = { ...systemScope(input.spaceId), userId: input.userId ?? '', credentialIds: null };
      const deal = await markAsLead(deps.db, scope, input.prospect.id);
      await saveLink(deps.db, {
        spaceId: input.spaceId,
        prospectId: input.prospect.id,
        platform: 'default',
        type: 'deal',
        recordId: deal._id,
        name: deal.name,
        ownerName: deal.owner_name,
        remoteModifiedAt: null,
      });
      return { kind: 'done', contactId: input.prospect.id, dealId: deal._id, platform: 'default' };
    }
    const platform = input.platform;
    try {
      const connected = await connectedApi(deps, input.spaceId, platform);
      if (!connected) return { kind: 'skipped', reason: 'task_failed' };
      const contact = await upsertContact(deps.db, connected.api, input, platform);
      const deal = input.createDeal
        ? await ensureDeal(deps.db, connected.api, input, platform, contact)
        : null;
      return { kind: 'done', contactId: contact.id, dealId: deal?.id ?? null, platform };
    } catch (error) {
      if (error instanceof CrmAuthError) return { kind: 'skipped', reason: 'task_failed' };
      if (error instanceof CrmUnavailableError) return { kind: 'retry', reason: 'unavailable' };
      throw error;
    }
  };
}
