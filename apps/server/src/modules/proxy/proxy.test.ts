import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';

describe('proxy countries, countries and time zones', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /proxy/v2/countries lists code, count and type, with some out of reserve (count 0)', async () => {
    const call = apiClient(t.app);
    expect((await call('GET', '/api/proxy/v2/countries')).status).toBe(401);
    const { token } = await signUpUser(t.app);
    const res = await call('GET', '/api/proxy/v2/countries', { token });
    const list = res.body.payload as { code: string; count: number; type: string }[];
    expect(list.length).toBeGreaterThan(40);
    expect(
      list.every(
        (c) =>
          /^[A-Z]{2}$/.test(c.code) && Number.isInteger(c.count) && ['basic', 'residential'].includes(c.type),
      ),
    ).toBe(true);
    expect(list.some((c) => c.count === 0)).toBe(true);
    expect(list.find((c) => c.code === 'US' && c.type === 'basic')).toBeTruthy();
    expect((await call('GET', '/api/proxy/v2/countries', { token })).body.payload).toEqual(list);
  });

  it('GET /countries gives ~250 countries with code, code3, name, number and phone_code', async () => {
    const { token } = await signUpUser(t.app);
    expect((await apiClient(t.app)('GET', '/api/countries')).status).toBe(401);
    const list = (await apiClient(t.app)('GET', '/api/countries', { token })).body.payload as Record<
      string,
      string
    >[];
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'FR')).toEqual({
      code: 'FR',
      code3: 'FRA',
      name: 'France',
      number: '250',
      phone_code: '+33',
    });
    expect(list.find((c) => c.code === 'US')).toMatchObject({
      code3: 'USA',
      number: '840',
      phone_code: '+1',
    });
  });

  it('GET /timezones gives IANA ids', async () => {
    const { token } = await signUpUser(t.app);
    const list = (await apiClient(t.app)('GET', '/api/timezones', { token })).body.payload as {
      name: string;
      value: string;
    }[];
    expect(list.length).toBeGreaterThan(300);
    expect(list).toContainEqual({ name: 'America/New York', value: 'America/New_York' });
  });
});
