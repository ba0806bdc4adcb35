import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrmDuplicates } from './crm-duplicates';
import { CrmSuggestions } from './crm-suggestions';

/** The calls the screens made, and what the server answers (a test sets it). */
const calls: { method: string; path: string; body?: unknown }[] = [];
let answer: (method: string, path: string) => Promise<unknown> = () => new Promise(() => {});

vi.mock('../../../lib/api', () => ({
  api: {
    get: (path: string) => (calls.push({ method: 'GET', path }), answer('GET', path)),
    post: (path: string, body: unknown) => (calls.push({ method: 'POST', path, body }), answer('POST', path)),
  },
}));
vi.mock('../../../lib/current-space', () => ({ getCurrentSpace: () => 'space-1' }));
vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// Keys, not texts: the five languages are checked by the locale tests.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, params?: Record<string, string>) => (params ? `${key} ${JSON.stringify(params)}` : key),
    i18n: { language: 'en' },
  }),
}));

// The queries settle outside act(); the tests wait for the screen instead (vi.waitFor), so React's act
// warnings would be noise.
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
const text = () => container.textContent ?? '';
const until = (check: () => void) => vi.waitFor(check, { timeout: 3_000, interval: 10 });

describe('export_duplicates on the prospect card', () => {
  const prospect = 'p-1';

  it('without an email asks nothing and says so', () => {
    render(<CrmDuplicates prospectId={prospect} email={null} />);
    expect(text()).toContain('duplicatesNoEmail');
    expect(calls).toEqual([]);
  });

  it('shows a loader while the CRMs are searched', () => {
    answer = () => new Promise(() => {});
    render(<CrmDuplicates prospectId={prospect} email="ada@engines.io" />);
    expect(container.querySelector('[aria-label="duplicates"]')).not.toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/integrations/crm/export_duplicates', body: { email: 'ada@engines.io' } },
    ]);
  });

  it('an error offers to try again, which then lists the other records (not the prospect itself)', async () => {
    answer = () => Promise.reject(new Error('down'));
    render(<CrmDuplicates prospectId={prospect} email="ada@engines.io" />);
    await until(() => expect(text()).toContain('duplicatesError'));
    expect(container.querySelector('[role="alert"]')).not.toBeNull();

    answer = async () => ({
      duplicates: [
        { platform: 'default', record_id: prospect, name: 'Ada Lovelace' },
        { platform: 'default', record_id: 'p-2', name: 'Ada L. (old import)' },
        { platform: 'hubspot', record_id: '1001', name: 'Ada Lovelace' },
      ],
    });
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'retry')!;
    act(() => retry.click());
    await until(() => expect(container.querySelector('[data-testid="crm-duplicates"]')).not.toBeNull());
    expect(text()).toContain('duplicatesFound {"email":"ada@engines.io"}');
    expect(text()).toContain('crmName.hubspot');
    expect(text()).toContain('Ada L. (old import)');
    // Two records besides the prospect: the HubSpot contact and the older native one.
    expect(container.querySelectorAll('[data-testid="crm-duplicates"] .mantine-Badge-root')).toHaveLength(2);
  });

  it('empty: only the prospect itself holds the email', async () => {
    answer = async () => ({ duplicates: [{ platform: 'default', record_id: prospect, name: 'Ada' }] });
    render(<CrmDuplicates prospectId={prospect} email="ada@engines.io" />);
    await until(() => expect(text()).toContain('duplicatesNone {"email":"ada@engines.io"}'));
  });
});

describe('CRM suggestions on /crm/', () => {
  const suggestions = (asked: string[]) => async (method: string, path: string) =>
    method === 'GET' && path === '/integrations/crm/suggestions'
      ? {
          platforms: [
            { platform: 'default', connected: true },
            { platform: 'hubspot', connected: true },
            { platform: 'pipedrive', connected: false },
          ],
          suggestions: asked,
        }
      : { crm_suggestion: 'Salesforce', user_id: 'u', created_at: new Date().toISOString() };

  it('lists the CRMs the team asked for', async () => {
    answer = suggestions(['Salesforce', 'Zoho']);
    render(<CrmSuggestions />);
    await until(() => expect(container.querySelector('[data-testid="crm-suggestions-list"]')).not.toBeNull());
    expect(text()).toContain('Salesforce');
    expect(text()).toContain('Zoho');
  });

  it('says when nobody asked yet, and an error offers to try again', async () => {
    answer = suggestions([]);
    render(<CrmSuggestions />);
    await until(() => expect(text()).toContain('suggestNone'));

    act(() => root.unmount());
    root = createRoot(container);
    answer = () => Promise.reject(new Error('down'));
    render(<CrmSuggestions />);
    await until(() => expect(text()).toContain('suggestLoadError'));
  });

  it('asks for a CRM through POST /space/crm_suggestion, then reads the list again', async () => {
    answer = suggestions([]);
    render(<CrmSuggestions />);
    await until(() => expect(text()).toContain('suggestNone'));
    const input = container.querySelector('input')!;
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '  Salesforce ');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    answer = suggestions(['Salesforce']);
    act(() => container.querySelector('form')!.requestSubmit());
    await until(() => expect(text()).toContain('Salesforce'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/space/crm_suggestion',
      body: { crm_suggestion: 'Salesforce' },
    });
    expect(calls.filter((c) => c.path === '/integrations/crm/suggestions')).toHaveLength(2);
  });
});
