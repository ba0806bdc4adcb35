import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents, webhooks } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { userWithSpace } from '../../test/fixtures.js';
import { upsertProspects } from '../prospects-core/index.js';

/** Issue 36: every label change emits its event, bulk ones included (one per prospect whose labels change). */
describe('webhook events of bulk label changes', { timeout: 120_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let a: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    a = await userWithSpace(t.app, 'Bulk');
    await t.ctx.db.insert(webhooks).values({
      spaceId: a.spaceId,
      url: 'https://hooks.example.com/in',
      updateTypes: ['add_label', 'delete_label'],
      secretEnc: 'x',
    });
  });
  afterAll(() => t.close());

  const eventsOf = async (type: string) =>
    (
      await t.ctx.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.spaceId, a.spaceId), eq(webhookEvents.type, type)))
    ).map((e) => (e.payload as { data: { prospect_id: string; label_id: string } }).data);

  it('adding, removing and deleting a label on N prospects emits exactly one event per prospect changed', async () => {
    const N = 7;
    const ids = [
      ...(
        await upsertProspects(
          t.ctx.db,
          a.spaceId,
          Array.from({ length: N }, (_, i) => ({
            profileLink: `https://network.sandbox.local/in/bulk-${i}`,
            networkId: `bulk-${i}`,
            firstName: `P${i}`,
            lastName: 'B',
          })),
        )
      ).values(),
    ];
    expect(ids).toHaveLength(N);
    const q = { token: a.token, query: { space: a.spaceId } };
    const label = await call('POST', '/api/labels/create', {
      ...q,
      body: { name: 'Warm', color: '#1a2b3c', is_shared: true },
    });
    const labelId = label.body.payload._id as string;
    // Two of them have the label already: adding it again changes nothing for them.
    const first = await call('POST', '/api/profiles/bulk', {
      ...q,
      body: { action: 'add_label', ids: ids.slice(0, 2), label_id: labelId },
    });
    expect(first.status).toBe(200);
    const all = await call('POST', '/api/profiles/bulk', {
      ...q,
      body: { action: 'add_label', ids, label_id: labelId },
    });
    expect(all.body.payload).toMatchObject({ selected: N, affected: N });
    const added = await eventsOf('add_label');
    expect(added).toHaveLength(N);
    expect(added.map((d) => d.prospect_id).sort()).toEqual([...ids].sort());
    expect(new Set(added.map((d) => d.label_id))).toEqual(new Set([labelId]));

    const removed = await call('POST', '/api/profiles/bulk', {
      ...q,
      body: { action: 'remove_label', ids: ids.slice(0, 3), label_id: labelId },
    });
    expect(removed.status).toBe(200);
    expect((await eventsOf('delete_label')).map((d) => d.prospect_id).sort()).toEqual(ids.slice(0, 3).sort());

    // Deleting the label takes it off the N - 3 prospects that still have it: one delete_label each.
    expect((await call('DELETE', `/api/labels/${labelId}/delete`, q)).status).toBe(200);
    const deleted = await eventsOf('delete_label');
    expect(deleted).toHaveLength(N);
    expect(deleted.map((d) => d.prospect_id).sort()).toEqual([...ids].sort());
  });
});
