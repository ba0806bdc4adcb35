import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { prefetchFirstScreen } from './prefetch';

/** A fake server: answers by path; the user's session answers only when `releaseSession` is called. */
function fakeServer(memberOf: string[]) {
  const asked: string[] = [];
  let releaseSession: () => void = () => undefined;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  const answer = (payload: unknown) =>
    new Response(JSON.stringify({ ok: true, payload }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const space = url.searchParams.get('space');
    if (space && !memberOf.includes(space))
      return new Response(JSON.stringify({ ok: false, code: 403, message: 'Forbidden' }), { status: 403 });
    switch (url.pathname) {
      case '/api/auth/validate_token':
        await sessionHeld;
        return answer({ user: { _id: 'u1', status: 'active', current_space_id: memberOf[0] } });
      case '/api/users/fetch_spaces':
        return answer(memberOf.map((_id) => ({ _id, name: _id })));
      case '/api/integrations/crm/default/pipelines':
        return answer([{ _id: `first-of-${space}`, name: 'Sales' }]);
      case '/api/integrations/crm/default/stages':
        return answer({ pipeline: { _id: url.searchParams.get('pipeline_id') }, stages: [] });
      default:
        return answer(url.pathname.endsWith('/fetch') ? [] : {});
    }
  });
  return { asked, releaseSession: () => releaseSession() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const boardKey = (space: string, pipeline: string) => ['crm', space, 'board', pipeline, 'all', 'open'];

describe('first screen calls on the CRM board', () => {
  beforeEach(() => {
    queryClient.clear();
    storage.set(STORAGE_KEYS.token, 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.remove(STORAGE_KEYS.token);
  });

  it('nothing is asked for in a workspace before the user is known to be active; then the board at once', async () => {
    const server = fakeServer(['s1']);
    prefetchFirstScreen({ pathname: '/crm/manage/default', search: '?space=s1&pipeline=p1' });
    await settle();
    // a refused call would drop the token (a user who has not confirmed their email would lose it)
    expect(server.asked.filter((a) => a.includes('space='))).toEqual([]);
    server.releaseSession();
    await settle();
    expect(server.asked).toContain('/api/space/info?space=s1');
    expect(server.asked).toContain('/api/credentials/fetch?space=s1');
    expect(server.asked).toContain(
      '/api/integrations/crm/default/stages?space=s1&pipeline_id=p1&status=open',
    );
    expect(queryClient.getQueryData(boardKey('s1', 'p1'))).toMatchObject({ pipeline: { _id: 'p1' } });
    // neither the board nor the accounts were asked for twice
    expect(server.asked.filter((a) => a.includes('/stages')).length).toBe(1);
    expect(server.asked.filter((a) => a.includes('/credentials/fetch')).length).toBe(1);
  });

  it('without a pipeline in the address, the first pipeline is shown', async () => {
    const server = fakeServer(['s1']);
    server.releaseSession();
    prefetchFirstScreen({ pathname: '/crm/manage/default', search: '?space=s1' });
    await settle();
    expect(queryClient.getQueryData(boardKey('s1', 'first-of-s1'))).toBeTruthy();
  });

  it("a workspace in the address the user does not belong to: the user's own workspace's board is read", async () => {
    const server = fakeServer(['mine']);
    server.releaseSession();
    prefetchFirstScreen({ pathname: '/crm/manage/default', search: '?space=theirs&pipeline=p9' });
    await settle();
    await settle();
    expect(queryClient.getQueryData(boardKey('theirs', 'p9'))).toBeUndefined();
    expect(queryClient.getQueryData(boardKey('mine', 'first-of-mine'))).toBeTruthy();
  });
});
