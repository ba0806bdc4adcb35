import { CODES } from '@leadloop/domain';
import type { AgencyGroup, AgencyGroupBody, AgencyGroups } from '@leadloop/domain/agency/entities';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencyGroupSpaces, agencyGroups, spaces } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { inSpaces } from '../../lib/scope.js';
import { recordAudit } from '../../lib/audit.js';
import { brandsOf } from './request-scope.js';

/** The groups an admin sees: a platform admin every group, a brand admin their brand's. */
export async function listAgencyGroups(db: Db, admin: AdminScope): Promise<AgencyGroups> {
  const groups = await db
    .select()
    .from(agencyGroups)
    .where(admin.brand === null ? undefined : eq(agencyGroups.brand, admin.brand))
    .orderBy(agencyGroups.name);
  const members = groups.length
    ? await db
        .select({ groupId: agencyGroupSpaces.groupId, id: spaces.id, name: spaces.name, brand: spaces.brand })
        .from(agencyGroupSpaces)
        .innerJoin(spaces, eq(spaces.id, agencyGroupSpaces.spaceId))
        .where(
          inArray(
            agencyGroupSpaces.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(spaces.name)
    : [];
  return {
    items: groups.map((g): AgencyGroup => ({
      _id: g.id,
      name: g.name,
      brand: g.brand,
      rule: g.rule,
      window_days: g.windowDays,
      spaces: members
        .filter((m) => m.groupId === g.id)
        .map((m) => ({ _id: m.id, name: m.name, brand: m.brand })),
    })),
  };
}

/** A brand admin groups only their brand's workspaces; a workspace is in one group at most. */
async function checkSpaces(db: Db, admin: AdminScope, spaceIds: string[], groupId: string | null) {
  const brands = await brandsOf(db, spaceIds);
  if (brands.size !== new Set(spaceIds).size) throw notFound(CODES.spaceNotFound);
  if (admin.brand !== null && [...brands.values()].some((b) => b !== admin.brand))
    throw forbidden(CODES.otherBrandsCustomer);
  if (!spaceIds.length) return;
  const [taken] = await db
    .select({ spaceId: agencyGroupSpaces.spaceId })
    .from(agencyGroupSpaces)
    .where(
      and(
        inSpaces(agencyGroupSpaces, spaceIds),
        groupId ? ne(agencyGroupSpaces.groupId, groupId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(CODES.agencySpaceTaken);
}

export async function groupOf(db: Db, admin: AdminScope, id: string) {
  const [group] = await db.select().from(agencyGroups).where(eq(agencyGroups.id, id));
  if (!group) throw notFound(CODES.agencyGroupNotFound);
  // As on every admin record: another brand's group is refused as such, not reported missing.
  if (admin.brand !== null && group.brand !== admin.brand) throw forbidden(CODES.otherBrandsCustomer);
  return group;
}

export async function createAgencyGroup(
  db: Db,
  admin: AdminScope,
  body: AgencyGroupBody,
): Promise<AgencyGroup> {
  await checkSpaces(db, admin, body.space_ids, null);
  const id = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(agencyGroups)
      .values({
        name: body.name,
        brand: admin.brand,
        rule: body.rule,
        windowDays: body.window_days,
        createdBy: admin.userId,
      })
      .returning();
    if (body.space_ids.length)
      await tx
        .insert(agencyGroupSpaces)
        .values(body.space_ids.map((spaceId) => ({ spaceId, groupId: group!.id })));
    await recordAudit(tx, {
      action: 'agency_group_change',
      actorId: admin.userId,
      brand: admin.brand,
      target: group!.id,
      details: { created: true, rule: body.rule, workspaces: body.space_ids.length },
    });
    return group!.id;
  });
  return (await listAgencyGroups(db, admin)).items.find((g) => g._id === id)!;
}

export async function updateAgencyGroup(
  db: Db,
  admin: AdminScope,
  id: string,
  body: AgencyGroupBody,
): Promise<AgencyGroup> {
  await groupOf(db, admin, id);
  await checkSpaces(db, admin, body.space_ids, id);
  await db.transaction(async (tx) => {
    await tx
      .update(agencyGroups)
      .set({ name: body.name, rule: body.rule, windowDays: body.window_days })
      .where(eq(agencyGroups.id, id));
    await tx.delete(agencyGroupSpaces).where(eq(agencyGroupSpaces.groupId, id));
    if (body.space_ids.length)
      await tx.insert(agencyGroupSpaces).values(body.space_ids.map((spaceId) => ({ spaceId, groupId: id })));
    await recordAudit(tx, {
      action: 'agency_group_change',
      actorId: admin.userId,
      brand: admin.brand,
      target: id,
      details: { rule: body.rule, workspaces: body.space_ids.length },
    });
  });
  return (await listAgencyGroups(db, admin)).items.find((g) => g._id === id)!;
}

export async function deleteAgencyGroup(db: Db, admin: AdminScope, id: string): Promise<void> {
  await groupOf(db, admin, id);
  await db.transaction(async (tx) => {
    await tx.delete(agencyGroups).where(eq(agencyGroups.id, id));
    await recordAudit(tx, {
      action: 'agency_group_change',
      actorId: admin.userId,
      brand: admin.brand,
      target: id,
      details: { deleted: true },
    });
  });
}
