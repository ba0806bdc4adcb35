import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';

/** 000 §2 /preferences/workspace/appearance/{id}: the workspace's colour and logo shape (001 §3 config). */
describe('workspace appearance: POST /space/{id}/update { space_object: { config } }', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(() => t.close());

  const update = (token: string, spaceId: string, config: Record<string, unknown>) =>
    call('POST', `/api/space/${spaceId}/update`, { token, body: { space_object: { config } } });
  const info = async (token: string, spaceId: string) =>
    (await call('GET', '/api/space/info', { token, query: { space: spaceId } })).body.payload;

  it('an admin sets the colour and the logo shape; every member reads them; null goes back to the brand', async () => {
    const admin = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, admin);
    const brandDefault = (await info(admin.token, admin.spaceId)).config;
    expect(brandDefault.logo_shape).toBe('square');

    const saved = await update(admin.token, admin.spaceId, { color: '#E64', logo_shape: 'rectangle' });
    expect(saved.status).toBe(200);
    // three digits are kept as six, lower case
    expect(saved.body.payload.config).toMatchObject({ color: '#ee6644', logo_shape: 'rectangle' });
    expect((await info(member.token, admin.spaceId)).config).toMatchObject({
      color: '#ee6644',
      logo_shape: 'rectangle',
    });

    // one field at a time leaves the other, and the workspace's name, as they were
    await update(admin.token, admin.spaceId, { logo_shape: 'square' });
    const after = await info(admin.token, admin.spaceId);
    expect(after.config).toMatchObject({ color: '#ee6644', logo_shape: 'square' });
    expect(after.name).toBe((await info(member.token, admin.spaceId)).name);

    await update(admin.token, admin.spaceId, { color: null });
    expect((await info(admin.token, admin.spaceId)).config.color).toBe(brandDefault.color);
  });

  it('refuses a colour that is not hex, an unknown shape, unknown keys and members', async () => {
    const admin = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, admin);
    const badColour = await update(admin.token, admin.spaceId, { color: 'red' });
    expect(badColour.status).toBe(400);
    expect(badColour.body.message).toBe(MESSAGES.invalidColor);
    expect((await update(admin.token, admin.spaceId, { color: '#12345' })).status).toBe(400);
    expect((await update(admin.token, admin.spaceId, { logo_shape: 'circle' })).status).toBe(400);
    expect((await update(admin.token, admin.spaceId, { support: 'x' })).status).toBe(400);
    expect((await update(member.token, admin.spaceId, { color: '#123456' })).status).toBe(403);
    expect((await info(admin.token, admin.spaceId)).config.color).not.toBe('#123456');
  });
});
