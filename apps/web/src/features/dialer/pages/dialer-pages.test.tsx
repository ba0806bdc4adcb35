import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIERS } from '@leadloop/domain/tiers/enums';
import { CallRecordingsPage } from './call-recordings-page';
import { PhoneNumbersPage } from './phone-numbers-page';

const calls: { method: string; path: string; query?: Record<string, unknown> }[] = [];
let answer: (method: string, path: string) => Promise<unknown> = () => new Promise(() => {});
let tier: number = TIERS.supreme;

vi.mock('../../../lib/api', () => ({
  api: {
    get: (path: string, options?: { query?: Record<string, unknown> }) => (
      calls.push({ method: 'GET', path, query: options?.query }),
      answer('GET', path)
    ),
  },
  ApiError: Error,
}));
vi.mock('../../../lib/current-space', () => ({ getCurrentSpace: () => 'space-1' }));
vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../spaces', () => ({ useAppSessionContext: () => ({ workspace: { tier } }) }));
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
  tier = TIERS.supreme;
  answer = () => new Promise(() => {});
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
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}
const text = () => container.textContent ?? '';
const until = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });

const phone = {
  id: 'ph-1',
  number: '+13055550100',
  status: 'active',
  country: { country_code: 'US' },
  state: { name: 'Florida' },
  region: { name: 'Miami' },
  category: 'local',
  is_sms_supported: true,
  number_to_redirect: null,
  monthly_price: 3,
  installation_price: 1,
  paid_until: '2027-01-06T00:00:00.000Z',
  created_at: '2026-12-06T00:00:00.000Z',
};

describe('phone numbers page (000 §2 /integrations dialer phone-numbers)', () => {
  it('loads, then lists the numbers with where they are and what they cost', async () => {
    let resolve: (v: unknown) => void = () => {};
    answer = () => new Promise((r) => (resolve = r));
    render(<PhoneNumbersPage />);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    resolve({ data: [phone] });
    await until(() => expect(container.querySelectorAll('[data-testid="phone-row"]')).toHaveLength(1));
    expect(text()).toContain('+13055550100');
    expect(text()).toContain('Miami');
    expect(text()).toContain('pages.yes');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/dialer/phones' });
  });

  it("says 'There are no items' without numbers, and shows an error when the list fails", async () => {
    answer = () => Promise.resolve({ data: [] });
    render(<PhoneNumbersPage />);
    await until(() => expect(text()).toContain('There are no items'));
    act(() => root.unmount());
    root = createRoot(container);
    answer = () => Promise.reject(new Error('down'));
    render(<PhoneNumbersPage />);
    await until(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('pages.loadError'),
    );
  });

  it('is replaced by the upgrade placeholder when the plan lacks calling, asking the server nothing', () => {
    tier = TIERS.free;
    render(<PhoneNumbersPage />);
    expect(text()).toContain('upgrade.title');
    expect(container.querySelector('a[href="/billing"]')).not.toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('call recordings page (000 §2 /integrations dialer call-recordings)', () => {
  it('asks GET /dialer/calls for everything, 100 a page, and lists each call with its player buttons', async () => {
    answer = () =>
      Promise.resolve({
        total: 1,
        data: [
          {
            id: 'c-1',
            direction: 'outgoing',
            duration: 42,
            start_date: '2026-12-06T10:00:00.000Z',
            phone_number: '+13055550100',
            prospect_phone_number: '+14045550777',
            record_url: '/api/dialer/calls/c-1/recording',
            name: 'Ada Lovelace',
            created_at: '2026-12-06T10:00:00.000Z',
            profile: null,
          },
        ],
      });
    render(<CallRecordingsPage />);
    await until(() => expect(container.querySelectorAll('[data-testid="recording-row"]')).toHaveLength(1));
    expect(text()).toContain('Ada Lovelace');
    expect(text()).toContain('pages.recordings.listen');
    expect(calls[0]).toMatchObject({
      path: '/dialer/calls',
      query: { result: 'all', skip: 0, limit: 100 },
    });
  });

  it("says 'There are no items' when nothing matches", async () => {
    answer = () => Promise.resolve({ total: 0, data: [] });
    render(<CallRecordingsPage />);
    await until(() => expect(text()).toContain('There are no items'));
  });
});
