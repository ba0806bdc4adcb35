import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { prefetchFirstScreen } from './prefetch';

/** A fake server: answers by path; the user's session answers only when `releaseSession` is called. */
function fakeServer(memberOf: string[], status = 'active') {
  const asked: string[] = [];
  let releaseSession: () => void = () => undefined;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  const answer = (payload: unknown) =>
    new Response(JSON.stringify({ ok: true, payload }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const space = url.searchParams.get('space');
    // a user who has not confirmed their email: only the session answers them
    if (status !== 'active' && url.pathname !== '/api/auth/validate_token' && url.pathname !== '/api/brand')
      return new Response(JSON.stringify({ ok: false, code: 401, message: 'Unauthorized' }), { status: 401 });
    if (space && !memberOf.includes(space))
      return new Response(JSON.stringify({ ok: false, code: 403, message: 'Forbidden' }), { status: 403 });
    switch (url.pathname) {
      case '/api/auth/validate_token':
        await sessionHeld;
        return answer({ user: { _id: 'u1', status, current_space_id: memberOf[0] } });
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

  it('with the workspace and pipeline in the address, the board is asked for before the session answers', async () => {
    const server = fakeServer(['s1']);
    prefetchFirstScreen({ pathname: '/crm/manage/default', search: '?space=s1&pipeline=p1' });
    await settle();
    // the session is still unanswered, yet the workspace, its accounts and its board are already asked for
    expect(server.asked).toContain('/api/auth/validate_token');
    expect(server.asked).toContain('/api/space/info?space=s1');
    expect(server.asked).toContain('/api/credentials/fetch?space=s1');
    expect(server.asked).toContain(
      '/api/integrations/crm/default/stages?space=s1&pipeline_id=p1&status=open',
    );
    expect(queryClient.getQueryData(boardKey('s1', 'p1'))).toMatchObject({ pipeline: { _id: 'p1' } });
    server.releaseSession();
    await settle();
    // neither the board nor the accounts were asked for twice
    expect(server.asked.filter((a) => a.includes('/stages')).length).toBe(1);
    expect(server.asked.filter((a) => a.includes('/credentials/fetch')).length).toBe(1);
  });

  it('a user who has not confirmed their email keeps their token though the early calls are refused', async () => {
    const server = fakeServer(['s1'], 'pending');
    server.releaseSession();
    prefetchFirstScreen({ pathname: '/crm/manage/default', search: '?space=s1&pipeline=p1' });
    await settle();
    await settle();
    expect(server.asked).toContain('/api/users/fetch_spaces');
    expect(server.asked).not.toContain('/api/auth/create_token');
    expect(storage.get(STORAGE_KEYS.token)).toBe('token');
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
