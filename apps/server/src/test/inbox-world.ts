import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  credentials,
  sandboxInvitations,
  sandboxMembers,
  sandboxMessages,
  spaceMembers,
  workflows,
} from '../db/schema/index.js';
import type { AppContext } from '../lib/context.js';
import { clock } from '../lib/clock.js';
import { SandboxNetwork } from '../providers/network/sandbox/sandbox-network.js';
import { addMemberByCode, userWithSpace } from './fixtures.js';
import { enrollProspects } from '../modules/engine/enroll.js';
import { upsertProspects } from '../modules/prospects-core/upsert.js';

/**
 * Inbox tests: a workspace with accounts c1, c2 logged in to a small sandbox network, a member who may
 * use only c1, prospects who are sandbox members, and another workspace with its own account c3.
 */
export async function inboxWorld(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const network = new SandboxNetwork(db, { seed: 7, population: 600, challengeRate: 0 });
  await network.ensureReady();
  ctx.network = network;
  const admin = await userWithSpace(app, 'Acme');
  const member = await addMemberByCode(app, admin);
  const other = await userWithSpace(app, 'Other');
  const cred = async (spaceId: string, username: string) => {
    const [row] = await db
      .insert(credentials)
      .values({ spaceId, username, firstName: 'Sam', lastName: 'Sender' })
      .returning();
    const login = await network.login({ account: { credentialId: row!.id, username }, password: 'secret' });
    if (login.status !== 'logged_in') throw new Error('sandbox login failed');
    return row!;
  };
  const c1 = await cred(admin.spaceId, 'c1@example.com');
  const c2 = await cred(admin.spaceId, 'c2@example.com');
  const c3 = await cred(other.spaceId, 'c3@example.com');
  await db
    .update(spaceMembers)
    .set({ availableCredentials: [c1.id] })
    .where(and(eq(spaceMembers.spaceId, admin.spaceId), eq(spaceMembers.userId, member.user._id)));
  const [w1] = await db
    .insert(workflows)
    .values({ spaceId: admin.spaceId, credentialId: c1.id, name: 'Founders', status: 'active' })
    .returning();
  const [w2] = await db
    .insert(workflows)
    .values({ spaceId: admin.spaceId, credentialId: c2.id, name: 'Agencies', status: 'active' })
    .returning();
  const people = (await db.select().from(sandboxMembers).orderBy(asc(sandboxMembers.seq)).limit(40))
    .filter((m) => m.openProfile || true)
    .slice(0, 6);
  const ids = await upsertProspects(
    db,
    admin.spaceId,
    people.slice(0, 4).map((m) => ({
      profileLink: `https://network.sandbox.local/in/${m.id}`,
      networkId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      company: m.company,
      position: m.title,
      customFields: { pet: 'Rex' },
    })),
  );
  const pid = (i: number) => ids.get(people[i]!.id)!;
  await enrollProspects(db, w1!, [pid(0), pid(1)], { now: clock.now() });
  await enrollProspects(db, w2!, [pid(2)], { now: clock.now() });
  await db.update(workflows).set({ status: 'active' });

  /** The member accepted an invitation from the account (so messages may be sent). */
  const connect = async (credentialId: string, i: number) => {
    const at = new Date(clock.nowMs() - 3600_000);
    await db.insert(sandboxInvitations).values({
      id: `inv-${credentialId}-${i}`,
      credentialId,
      memberId: people[i]!.id,
      sentAt: at,
      acceptAt: at,
    });
  };
  let n = 0;
  /** The member writes to the account (the network now holds an inbound message). */
  const reply = async (credentialId: string, i: number, text: string, agoMs = 60_000) => {
    await db.insert(sandboxMessages).values({
      id: `msg-test-${++n}`,
      credentialId,
      memberId: people[i]!.id,
      direction: 'inbound',
      kind: 'message',
      text,
      sentAt: new Date(clock.nowMs() - agoMs),
    });
  };
  const q = { space: admin.spaceId };
  return { db, network, admin, member, other, c1, c2, c3, w1: w1!, w2: w2!, people, pid, connect, reply, q };
}
