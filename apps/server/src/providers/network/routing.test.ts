import { describe, expect, it } from 'vitest';
import type { NetworkDriver } from './driver.js';
import { RoutingNetwork, networkPathFor, type AccountKind } from './routing.js';

/** A driver that only says who it is (the routing never looks inside). */
const fake = (name: string) =>
  ({
    name,
    getInvitationState: async () => ({ state: name }),
    checkSubscriptions: async () => ({
      premium: false,
      salesNavigator: false,
      recruiter: false,
      inmailCredits: 0,
      by: name,
    }),
  }) as unknown as NetworkDriver;

describe('network path per account (issue 41: chosen in one place)', () => {
  it('cloud → browser, extension → extension, sample workspace or no web pages → function path', () => {
    const cloud: AccountKind = { automationType: 'cloud', sample: false };
    const extension: AccountKind = { automationType: 'extension', sample: false };
    expect(networkPathFor(cloud, true)).toBe('browser');
    expect(networkPathFor(extension, true)).toBe('extension');
    expect(networkPathFor({ ...cloud, sample: true }, true)).toBe('function');
    expect(networkPathFor({ ...extension, sample: true }, true)).toBe('function');
    expect(networkPathFor(cloud, false)).toBe('function');
    expect(networkPathFor(extension, false)).toBe('function');
  });

  it('each call goes to its account’s driver; a path with no driver here refuses, never falls back', async () => {
    const kinds: Record<string, AccountKind> = {
      c: { automationType: 'cloud', sample: false },
      e: { automationType: 'extension', sample: false },
      s: { automationType: 'cloud', sample: true },
    };
    const looked: string[] = [];
    const routing = new RoutingNetwork({
      drivers: { function: fake('function'), browser: fake('browser') },
      webConfigured: true,
      kindOf: async (id) => {
        looked.push(id);
        return kinds[id]!;
      },
    });
    const acc = (id: string) => ({ credentialId: id, username: `${id}@example.com` });
    expect(await routing.getInvitationState(acc('c'), 'm')).toEqual({ state: 'browser' });
    expect(await routing.getInvitationState(acc('s'), 'm')).toEqual({ state: 'function' });
    await expect(routing.getInvitationState(acc('e'), 'm')).rejects.toMatchObject({ code: 'unavailable' });
    // The kind is remembered: a second call does not read the account again, until forgotten.
    await routing.checkSubscriptions(acc('c'));
    expect(looked.filter((id) => id === 'c')).toHaveLength(1);
    routing.forget('c');
    kinds.c = { automationType: 'extension', sample: false };
    await expect(routing.checkSubscriptions(acc('c'))).rejects.toMatchObject({ code: 'unavailable' });
  });
});
