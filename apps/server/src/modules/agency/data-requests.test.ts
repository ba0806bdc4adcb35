import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart, signUpUser, userWithSpace } from '../../test/fixtures.js';
import { rowsOf } from '../../db/rows.js';
import {
  auditLog,
  credentials,
  dataSuppressions,
  notifications,
  prospectNotes,
  spaces,
  smsMessages,
  users,
  webhookDeliveries,
  webhookEvents,
  webhooks,
  whitelabels,
} from '../../db/schema/index.js';
import { upsertProspects } from '../prospects-core/index.js';
import { unzip } from '../../lib/zip.js';
import { personHash } from '../../lib/person-hash.js';

/**
 * Issue 42: a person in three workspaces under two brands is found, exported and erased everywhere; only a
 * suppression hash is left, and a later CSV import of them is refused.
 */
const EMAIL = 'zora.quillfeather@example.org';
const PHONE = '+44 20 7946 0958';
const NAME = 'Zora Quillfeather';

/** Every table of the database (not only the schema's), every row whose text names the person. */
async function scanEverything(t: TestApp): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = rowsOf<{ name: string }>(
    await t.ctx.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const hits = new Map<string, Record<string, unknown>[]>();
  const phone = '44[^0-9]{0,3}20[^0-9]{0,3}7946[^0-9]{0,3}0958';
  for (const { name } of tables) {
    const rows = rowsOf<Record<string, unknown>>(
      await t.ctx.db.execute(sql`select * from ${sql.identifier(name)} t
        where t::text ~* ${EMAIL.replaceAll('.', '\\.')} or t::text ~* ${phone} or t::text ~* 'quillfeather'`),
    );
    if (rows.length) hits.set(name, rows);
  }
  return hits;
}

describe('data-subject requests', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let adminToken: string;
  const owners: Awaited<ReturnType<typeof userWithSpace>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    const admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.user._id));
    adminToken = admin.token;
    for (const name of ['Agency A', 'Agency B', 'Other brand C'])
      owners.push(await userWithSpace(t.app, name));
    const [leadloop] = await t.ctx.db.select().from(whitelabels).where(eq(whitelabels.brand, 'leadloop'));
    await t.ctx.db
      .insert(whitelabels)
      .values({ ...leadloop!, brand: 'acme', name: 'Acme' })
      .onConflictDoNothing();
    await t.ctx.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, owners[2]!.spaceId));

    // The person: by email and profile in A, by email only in B (another profile), by phone and profile in C.
    const people = [
      { profileLink: 'https://linkedin.com/in/zora-quill', networkId: 'zora-quill', workEmail: EMAIL },
      { profileLink: 'https://linkedin.com/in/zq-b', networkId: 'zq-b', personalEmail: EMAIL.toUpperCase() },
      { profileLink: 'https://linkedin.com/in/zora-quill', networkId: 'zora-quill', phone: PHONE },
    ];
    for (const [i, owner] of owners.entries()) {
      const db = t.ctx.db;
      const spaceId = owner.spaceId;
      const ids = await upsertProspects(db, spaceId, [
        { ...people[i]!, firstName: 'Zora', lastName: 'Quillfeather' },
        {
          profileLink: `https://linkedin.com/in/someone-else-${i}`,
          networkId: `someone-else-${i}`,
          firstName: 'Sam',
          lastName: 'Else',
        },
      ]);
      const prospectId = ids.get(people[i]!.networkId)!;
      await db.insert(prospectNotes).values({ spaceId, prospectId, text: 'Met at the fair' });
      const [hook] = await db
        .insert(webhooks)
        .values({ spaceId, url: 'https://hooks.example.com/x', updateTypes: ['reply'], secretEnc: 'x' })
        .returning();
      const [event] = await db
        .insert(webhookEvents)
        .values({
          spaceId,
          type: 'reply',
          key: `k-${i}`,
          payload: { prospect: { email: EMAIL, name: NAME } },
        })
        .returning();
      await db
        .insert(webhookDeliveries)
        .values({ spaceId, webhookId: hook!.id, eventId: event!.id, eventType: 'reply' });
      await db.insert(notifications).values({
        spaceId,
        userId: owner.user._id,
        event: 'reply_received',
        title: 'New reply',
        text: `${NAME} replied`,
      });
      const [cred] = await db
        .insert(credentials)
        .values({ spaceId, username: `dsr-${i}@example.com`, timezone: 'UTC' })
        .returning();
      const now = new Date();
      await db.insert(smsMessages).values({
        spaceId,
        credentialId: cred!.id,
        clientKey: `sms-${i}`,
        fromNumber: '+15550100',
        toNumber: '0044 (20) 7946-0958',
        text: 'Hello',
        encoding: 'gsm7',
        segments: 1,
        sentAt: now,
        settledAt: now,
        outcome: 'delivered',
      });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('finds, exports and erases the person everywhere; a later CSV import is refused', async () => {
    const before = await scanEverything(t);
    expect([...before.keys()].sort()).toEqual(
      expect.arrayContaining(['prospects', 'webhook_events', 'notifications', 'sms_messages']),
    );

    const opened = await call('POST', '/api/admin/data-requests', {
      token: adminToken,
      body: { kind: 'email', value: ` ${EMAIL.toUpperCase()} ` },
    });
    expect(opened.status).toBe(200);
    const request = opened.body.payload as { _id: string; found: Record<string, number>; total: number };
    expect(request.found.prospects).toBe(3);
    expect(request.found.prospect_notes).toBe(3);
    expect(request.found.webhook_deliveries).toBe(3);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/data-requests/${request._id}/export`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const files = unzip(exported.rawPayload);
    const json = JSON.parse(files.get('records.json')!.toString()) as {
      tables: Record<string, { id?: string }[]>;
    };
    // Every row the whole-database scan found (but the open request itself) is in the export.
    for (const [table, rows] of before) {
      if (table === 'data_requests') continue;
      const exportedIds = new Set((json.tables[table] ?? []).map((r) => r.id));
      for (const row of rows)
        expect(exportedIds.has(row.id as string), `${table} ${String(row.id)}`).toBe(true);
      expect(files.get(`csv/${table}.csv`)!.toString().split('\r\n').length).toBe(rows.length + 2);
    }
    // Linked rows that never name the person are exported too: the notes and the deliveries.
    expect(json.tables.prospect_notes).toHaveLength(3);
    expect(json.tables.webhook_deliveries).toHaveLength(3);
    expect(json.tables.prospects!.length).toBe(3);

    const wrong = await call('POST', `/api/admin/data-requests/${request._id}/erase`, {
      token: adminToken,
      body: { confirm: 'someone@example.org' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ key: CODES.dataRequestConfirmMismatch });

    const erased = await call('POST', `/api/admin/data-requests/${request._id}/erase`, {
      token: adminToken,
      body: { confirm: EMAIL },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.payload).toMatchObject({ status: 'erased' });

    // No row names them any more; what is left is the suppression of their hashes.
    const after = await scanEverything(t);
    expect([...after.keys()]).toEqual([]);
    const suppressed = await t.ctx.db.select().from(dataSuppressions);
    expect(suppressed.map((s) => s.hash)).toEqual(
      expect.arrayContaining([
        personHash('email', EMAIL),
        personHash('phone', '442079460958'),
        personHash('profile', 'zora-quill'),
        personHash('profile', 'zq-b'),
      ]),
    );
    // The other prospects of those workspaces stay.
    const others = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from prospects where last_name = 'Else'`),
    );
    expect(others[0]!.n).toBe(3);

    // The audit log says who exported and erased, without naming the person.
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.target, request._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['data_erasure', 'data_export']);

    // A later CSV import of the person is refused, by profile link or by email.
    const owner = owners[0]!;
    const [cred] = await t.ctx.db
      .insert(credentials)
      .values({ spaceId: owner.spaceId, username: 'dsr-csv@example.com', timezone: 'UTC' })
      .returning();
    const wf = await call('POST', '/api/workflows', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { credentials_id: cred!.id, name: 'Again', sequence: [{ type: 'view_profile' }] },
    });
    const file = multipart(
      'file',
      'leads.csv',
      'text/csv',
      Buffer.from(
        [
          'name,profile,email',
          `Zora,https://linkedin.com/in/zora-quill,`,
          `Z,https://linkedin.com/in/new-zq,${EMAIL}`,
        ].join('\n'),
      ),
    );
    const imported = await call(
      'POST',
      `/api/workflows/${(wf.body.payload as { _id: string })._id}/set_data_from_csv_file`,
      {
        token: owner.token,
        query: { space: owner.spaceId },
        body: file.body,
        headers: { 'content-type': file.contentType },
      },
    );
    expect(imported.status).toBe(400);
    const refusal = imported.body as unknown as { lines: { status: string; reason: string }[] };
    expect(refusal.lines).toEqual([
      expect.objectContaining({ status: 'refused', reason: CODES.csvLineSuppressed }),
      expect.objectContaining({ status: 'refused', reason: CODES.csvLineSuppressed }),
    ]);
    // Nor do they come back by any other way in (the finder, the API): the upsert refuses them too.
    const upserted = await upsertProspects(t.ctx.db, owner.spaceId, [
      {
        profileLink: 'https://linkedin.com/in/zq-new',
        networkId: 'zq-new',
        workEmail: EMAIL,
        lastName: 'Quillfeather',
      },
    ]);
    expect(upserted.size).toBe(0);
    expect([...(await scanEverything(t)).keys()]).toEqual([]);
  });

  it('an owner reaches only their workspace; a brand admin only their brand', async () => {
    const [a, , c] = owners;
    await upsertProspects(t.ctx.db, c!.spaceId, [
      { profileLink: 'https://linkedin.com/in/ola-n', networkId: 'ola-n', workEmail: 'ola@example.net' },
    ]);
    const mine = await call('POST', '/api/privacy/data-requests', {
      token: a!.token,
      query: { space: a!.spaceId },
      body: { kind: 'email', value: 'ola@example.net' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.payload).toMatchObject({ scope: 'space', total: 0 });
    const theirs = await call('POST', '/api/privacy/data-requests', {
      token: c!.token,
      query: { space: c!.spaceId },
      body: { kind: 'email', value: 'ola@example.net' },
    });
    expect(theirs.body.payload).toMatchObject({ found: { prospects: 1 } });
    const foreign = await call(
      'GET',
      `/api/privacy/data-requests/${(theirs.body.payload as { _id: string })._id}`,
      {
        token: a!.token,
        query: { space: a!.spaceId },
      },
    );
    expect(foreign.status).toBe(404);
    const invalid = await call('POST', '/api/privacy/data-requests', {
      token: a!.token,
      query: { space: a!.spaceId },
      body: { kind: 'email', value: 'not an email' },
    });
    expect(invalid.status).toBe(400);
  });
});
