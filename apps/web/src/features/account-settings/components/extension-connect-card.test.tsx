import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionConnectCard } from './extension-connect-card';

/** The calls the card made, and the token state the server answers. */
const calls: { method: string; path: string }[] = [];
let state: { issued_at: string | null; last_seen_at: string | null };
const path = '/credentials/c-1/extension_token';
vi.mock('../../../lib/api', () => ({
  api: {
    get: async (p: string) => (calls.push({ method: 'GET', path: p }), state),
    post: async (p: string) => {
      calls.push({ method: 'POST', path: p });
      state = { issued_at: new Date().toISOString(), last_seen_at: null };
      return { token: 'tok-secret-1', credential_id: 'c-1' };
    },
    delete: async (p: string) => {
      calls.push({ method: 'DELETE', path: p });
      return (state = { issued_at: null, last_seen_at: null });
    },
  },
  ApiError: Error,
}));
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

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ExtensionConnectCard credentialId="c-1" />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}
const until = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });
const byText = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const link = () => container.querySelector('[data-testid="extension-link"]')?.textContent;
const token = () => container.querySelector('[data-testid="extension-token"]')?.textContent;

describe("the extension account's token screen", () => {
  it('issues a token and shows it once, with the steps; the state says the extension has not called yet', async () => {
    state = { issued_at: null, last_seen_at: null };
    render();
    await until(() => expect(link()).toBe('extension.link.none'));
    expect(token()).toBeUndefined();
    act(() => byText('extension.issue').click());
    await until(() => expect(token()).toBe('tok-secret-1'));
    expect(calls).toContainEqual({ method: 'POST', path });
    expect(container.textContent).toContain('extension.step2');
    await until(() => expect(link()).toBe('extension.link.waiting'));
    // Hidden, it is gone: nothing reads it back.
    act(() => (container.querySelector('.mantine-Alert-closeButton') as HTMLElement).click());
    await until(() => expect(token()).toBeUndefined());
  });

  it('shows a connected extension and when it was last seen; revoking asks first, then disconnects', async () => {
    const seen = new Date(Date.now() - 30_000).toISOString();
    state = { issued_at: seen, last_seen_at: seen };
    render();
    await until(() => expect(link()).toBe('extension.link.connected'));
    expect(container.textContent).toContain('extension.lastSeen');
    expect(byText('extension.reissue')).toBeTruthy();
    act(() => byText('extension.revoke').click());
    await until(() => expect(document.body.textContent).toContain('extension.revokeText'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = [...document.querySelectorAll('.mantine-Modal-content button')].find(
      (b) => b.textContent === 'extension.revoke',
    ) as HTMLButtonElement;
    act(() => confirm.click());
    await until(() => expect(calls).toContainEqual({ method: 'DELETE', path }));
    await until(() => expect(link()).toBe('extension.link.none'));
  });
});
