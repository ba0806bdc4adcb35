import type { AgencyOverlap } from '@leadloop/domain/agency/entities';
import type { Db } from '../../db/client.js';
import { prospects } from '../../db/schema/index.js';
import type { AdminScope } from '../../lib/admin-guard.js';
import { personHashesOf } from '../../lib/person-hash.js';
import { inSpace } from '../../lib/scope.js';
import { groupOf, listAgencyGroups } from './groups.js';

/** Every person hash of a workspace's prospects, one set per prospect. */
async function peopleOf(db: Db, spaceId: string): Promise<string[][]> {
  const rows = await db
    .select({
      profileLink: prospects.profileLink,
      networkId: prospects.networkId,
      workEmail: prospects.workEmail,
      personalEmail: prospects.personalEmail,
      enrichedEmail: prospects.enrichedEmail,
      phone: prospects.phone,
    })
    .from(prospects)
    .where(inSpace(prospects, spaceId));
  return rows.map(personHashesOf).filter((hashes) => hashes.length > 0);
}

/**
 * The overlap of an agency group's workspaces (issue 42): for each pair, how many people of the first the
 * second holds too — known by any of the same identifiers (email, phone, profile), compared by hash.
 */
export async function agencyOverlap(db: Db, admin: AdminScope, id: string): Promise<AgencyOverlap> {
  await groupOf(db, admin, id);
  const group = (await listAgencyGroups(db, admin)).items.find((g) => g._id === id)!;
  const people = new Map<string, string[][]>();
  const known = new Map<string, Set<string>>();
  for (const space of group.spaces) {
    const list = await peopleOf(db, space._id);
    people.set(space._id, list);
    known.set(space._id, new Set(list.flat()));
  }
  const pairs: AgencyOverlap['pairs'] = [];
  group.spaces.forEach((a, i) => {
    for (const b of group.spaces.slice(i + 1)) {
      const theirs = known.get(b._id)!;
      const shared = people.get(a._id)!.filter((hashes) => hashes.some((h) => theirs.has(h))).length;
      pairs.push({ a: a._id, b: b._id, shared });
    }
  });
  return {
    spaces: group.spaces.map((s) => ({ _id: s._id, name: s.name, people: people.get(s._id)!.length })),
    pairs,
  };
}
