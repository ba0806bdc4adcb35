import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgencyGroup } from '@leadloop/domain/agency/entities';
import { AgencyGroups } from './agency-groups';

/** The calls the screen made; the server's answers are below. */
const calls: { method: string; path: string; body?: unknown }[] = [];
const group: AgencyGroup = {
  _id: 'g-1',
  name: 'North agency',
  brand: null,
  rule: 'any_channel',
  window_days: 30,
  spaces: [
    { _id: 's-a', name: 'Client A', brand: 'leadloop' },
    { _id: 's-b', name: 'Client B', brand: 'leadloop' },
  ],
};
const answer = async (method: string, path: string): Promise<unknown> => {
  if (path === '/admin/agency-groups') return { items: [group] };
  if (path === '/admin/agency-groups/g-1/overlap')
    return {
      spaces: [
        { _id: 's-a', name: 'Client A', people: 40 },
        { _id: 's-b', name: 'Client B', people: 25 },
      ],
      pairs: [{ a: 's-a', b: 's-b', shared: 7 }],
    };
  if (path === '/admin/customers') return { customers: [], total: 0 };
  return group;
};

vi.mock('../../../lib/api', () => ({
  api: {
    get: (path: string) => (calls.push({ method: 'GET', path }), answer('GET', path)),
    put: (path: string, body: unknown) => (calls.push({ method: 'PUT', path, body }), answer('PUT', path)),
  },
  ApiError: Error,
}));
vi.mock('../../../lib/current-space', () => ({ getCurrentSpace: () => 's-a' }));
// Keys, not texts: the five languages are checked by the locale tests.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, params?: Record<string, string>) => (params ? `${key} ${JSON.stringify(params)}` : key),
    i18n: { language: 'en' },
  }),
}));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  calls.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <MantineProvider>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </MantineProvider>,
    ),
  );
}
const until = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

describe('agency groups on /privacy (admins)', () => {
  it('names the group’s workspaces and shows how many people each pair shares', async () => {
    render(<AgencyGroups spaceId="s-a" />);
    await until(() => expect(container.textContent).toContain('Client B'));
    act(() => button('groups.overlap').click());
    const overlap = () => container.querySelector('[data-testid="agency-overlap"]');
    await until(() => expect(overlap()?.querySelector('tbody')?.textContent).toBe('Client AClient B7'));
    expect(calls).toContainEqual({ method: 'GET', path: '/admin/agency-groups/g-1/overlap' });
  });

  it('removes a workspace from the group: the group is saved without it', async () => {
    render(<AgencyGroups spaceId="s-a" />);
    await until(() => expect(container.textContent).toContain('Client B'));
    act(() => button('groups.removeWorkspace {"name":"Client B"}').click());
    await until(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/admin/agency-groups/g-1',
        body: { name: 'North agency', rule: 'any_channel', window_days: 30, space_ids: ['s-a'] },
      }),
    );
  });
});
