import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND, type Brand } from './index';

const brand = (patch: Partial<Brand>): Brand => ({ ...DEFAULT_BRAND, ...patch });
type Support = Brand['support'];

/** The scripts a loader appends, caught before they reach the page (so nothing is fetched). */
function catchScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return added;
}

describe("a brand's document and support chat", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
    document.head.querySelectorAll('link[rel="icon"]').forEach((l) => l.remove());
  });

  it('puts the brand favicon and name on the document; no chat without an integration', async () => {
    const added = catchScripts();
    const { applyBrandExtras } = await import('./brand-extras');
    document.title = 'Leadloop';
    applyBrandExtras(brand({ name: 'Acme Reach', favicon_url: '/api/uploads/acme.png' }));
    expect(document.title).toBe('Acme Reach');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/api/uploads/acme.png',
    );
    expect(added).toEqual([]);
  });

  it("loads the configured vendor's own snippet once, with the brand's id", async () => {
    const added = catchScripts();
    const { loadSupportChat } = await import('./support-chat');
    const crisp: Support = { type: 'crisp', name: 'Acme help', app_id: 'site-123', user_id: null };
    loadSupportChat(crisp);
    loadSupportChat(crisp);
    expect(added.map((s) => s.src)).toEqual(['https://client.crisp.chat/l.js']);
    expect((window as unknown as Record<string, unknown>).CRISP_WEBSITE_ID).toBe('site-123');
  });

  it('loads nothing for no integration or an integration without its id', async () => {
    const added = catchScripts();
    const { loadSupportChat } = await import('./support-chat');
    loadSupportChat({ type: 'none', name: null, app_id: null, user_id: null });
    loadSupportChat({ type: 'intercom', name: null, app_id: null, user_id: null });
    expect(added).toEqual([]);
    loadSupportChat({ type: 'tawk', name: null, app_id: 'prop/widget', user_id: null });
    expect(added.map((s) => s.src)).toEqual(['https://embed.tawk.to/prop/widget']);
  });
});
