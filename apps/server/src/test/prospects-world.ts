import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaignProspects, credentials, spaceMembers, workflows } from '../db/schema/index.js';
import type { AppContext } from '../lib/context.js';
import { addMemberByCode, userWithSpace } from './fixtures.js';
import { upsertProspects, type ProspectInput } from '../modules/prospects-core/upsert.js';
import { enrollProspects } from '../modules/engine/enroll.js';
import { clock } from '../lib/clock.js';

const person = (id: string, extra: Partial<ProspectInput> = {}): ProspectInput => ({
  profileLink: `https://network.sandbox.local/in/${id}`,
  networkId: id,
  firstName: id.split('-')[0]!,
  lastName: 'Tester',
  ...extra,
});

/**
 * A workspace with two accounts (c1, c2), a member who may use only c1, a campaign per account, and
 * prospects: ada (c1, email), bob (c1, phone), cyd (c2), dee (in no campaign); plus another workspace
 * with its own account and prospect.
 */
export async function prospectsWorld(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const admin = await userWithSpace(app, 'Acme');
  const member = await addMemberByCode(app, admin);
  const other = await userWithSpace(app, 'Other');
  const cred = async (spaceId: string, username: string) =>
    (
      await db
        .insert(credentials)
        .values({ spaceId, username, firstName: 'Sam', lastName: username })
        .returning()
    )[0]!;
  const c1 = await cred(admin.spaceId, 'c1@example.com');
  const c2 = await cred(admin.spaceId, 'c2@example.com');
  const c3 = await cred(other.spaceId, 'c3@example.com');
  await db
    .update(spaceMembers)
    .set({ availableCredentials: [c1.id] })
    .where(and(eq(spaceMembers.spaceId, admin.spaceId), eq(spaceMembers.userId, member.user._id)));
  const wf = async (spaceId: string, credentialId: string, name: string) =>
    (await db.insert(workflows).values({ spaceId, credentialId, name, status: 'active' }).returning())[0]!;
  const w1 = await wf(admin.spaceId, c1.id, 'Founders');
  const w2 = await wf(admin.spaceId, c2.id, 'Agencies');
  const w3 = await wf(other.spaceId, c3.id, 'Elsewhere');
  const ids = await upsertProspects(db, admin.spaceId, [
    person('ada-lovelace', {
      workEmail: 'ada@engines.io',
      company: 'Analytical Engines',
      position: 'Founder',
    }),
    person('bob-builder', { phone: '+44 20 7946 0000', company: 'Builders Ltd', position: 'CTO' }),
    person('cyd-charisse', { company: 'Dance Co', position: 'Head of Sales' }),
    person('dee-dee', { company: 'Ramones' }),
  ]);
  const otherIds = await upsertProspects(db, other.spaceId, [person('eve-other', { company: 'Evil Corp' })]);
  const p = {
    ada: ids.get('ada-lovelace')!,
    bob: ids.get('bob-builder')!,
    cyd: ids.get('cyd-charisse')!,
    dee: ids.get('dee-dee')!,
    eve: otherIds.get('eve-other')!,
  };
  await enrollProspects(db, w1, [p.ada, p.bob], { now: clock.now() });
  await enrollProspects(db, w2, [p.cyd], { now: clock.now() });
  await enrollProspects(db, w3, [p.eve], { now: clock.now() });
  await db
    .update(campaignProspects)
    .set({ status: 'paused', pausedReason: 'got_reply' })
    .where(eq(campaignProspects.prospectId, p.bob));
  const q = { space: admin.spaceId };
  return { db, admin, member, other, c1, c2, c3, w1, w2, w3, p, q };
}
