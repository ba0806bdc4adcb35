import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Browser, Page } from 'playwright-core';
import { RENDER_HEIGHT, RENDER_WIDTH } from '@leadloop/domain';

/**
 * The website background, captured with the headless Chromium the project already uses (Debian's
 * /usr/bin/chromium; CHROMIUM_PATH overrides). Bounded: one page at 1280×720, 8 s to load, 12 s in all,
 * no downloads, no dialogs. SSRF-safe: the URL and every request the page makes (redirects, images,
 * scripts) must resolve to public addresses, unless the operator allow-lists a host (VIDEO_ALLOW_HOSTS,
 * e.g. 127.0.0.1 for a local test site). A site that fails gets a visible fallback background instead.
 */
const LOAD_MS = 8_000;
const TOTAL_MS = 12_000;
const IDLE_CLOSE_MS = 60_000;

let browser: Promise<Browser> | null = null;
let idle: NodeJS.Timeout | null = null;

async function getBrowser(): Promise<Browser> {
  if (idle) clearTimeout(idle);
  if (!browser) {
    const { chromium } = await import('playwright-core');
    browser = chromium
      .launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--mute-audio',
        ],
      })
      .catch((e: unknown) => {
        browser = null;
        throw e;
      });
  }
  return browser;
}

/** Closes the shared browser after a minute without captures (it is started again when needed). */
function releaseSoon() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => void closeCaptureBrowser(), IDLE_CLOSE_MS);
  idle.unref();
}

export async function closeCaptureBrowser(): Promise<void> {
  const b = browser;
  browser = null;
  if (b) await (await b.catch(() => null))?.close();
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** May the capture reach this URL? http(s) only, every address public (or the host allow-listed). */
export async function isReachableUrl(url: string, allowHosts: readonly string[]): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowHosts.includes(host)) return true;
  const addresses = net.isIP(host)
    ? [host]
    : await dns.promises
        .lookup(host, { all: true })
        .then((all) => all.map((a) => a.address))
        .catch(() => []);
  return addresses.length > 0 && addresses.every((a) => isPublicAddress(a) || allowHosts.includes(a));
}

/** Every request of the page goes through the same check; data: and blob: stay inside the page. */
async function guardPage(page: Page, allowHosts: readonly string[]) {
  const verdicts = new Map<string, Promise<boolean>>();
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return route.abort('blockedbyclient');
    }
    if (!verdicts.has(origin)) verdicts.set(origin, isReachableUrl(url, allowHosts));
    return (await verdicts.get(origin)) ? route.continue() : route.abort('blockedbyclient');
  });
  page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

async function withPage<T>(allowHosts: readonly string[], use: (page: Page) => Promise<T>): Promise<T> {
  const b = await getBrowser();
  const context = await b.newContext({
    viewport: { width: RENDER_WIDTH, height: RENDER_HEIGHT },
    acceptDownloads: false,
    javaScriptEnabled: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await guardPage(page, allowHosts);
    return await withTimeout(use(page), TOTAL_MS);
  } finally {
    await context.close().catch(() => undefined);
    releaseSoon();
  }
}

/** A JPEG of the site as a visitor's first screen shows it, or null when it cannot be reached or loaded. */
export async function captureWebsite(url: string, allowHosts: readonly string[]): Promise<Buffer | null> {
  if (!(await isReachableUrl(url, allowHosts))) return null;
  try {
    return await withPage(allowHosts, async (page) => {
      const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_MS }).catch(async () => {
        // a slow page that has painted is still shown; one that never answered is not
        return page.url() === 'about:blank' ? null : 'partial';
      });
      if (!response || (typeof response === 'object' && response.status() >= 400)) return null;
      return await page.screenshot({ type: 'jpeg', quality: 80, timeout: 3_000 });
    });
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Layer {
  /** What lies under the text: a captured site, an image URL, the fallback, or nothing (the face shows). */
  background:
    | { kind: 'jpeg'; data: Buffer }
    | { kind: 'image'; url: string }
    | { kind: 'fallback'; label: string }
    | { kind: 'none' };
  text: string;
  /** Leave the lower-left corner for the speaker's bubble. */
  bubble: boolean;
}

/** One scene's picture (PNG, 1280×720): its background and the personal text, drawn by Chromium. */
export async function drawLayer(layer: Layer, allowHosts: readonly string[]): Promise<Buffer> {
  const bg = layer.background;
  const background =
    bg.kind === 'jpeg'
      ? `<img class="bg" src="data:image/jpeg;base64,${bg.data.toString('base64')}">`
      : bg.kind === 'image'
        ? `<img class="bg" src="${escapeHtml(bg.url)}">`
        : bg.kind === 'fallback'
          ? `<div class="fallback"><div class="site">${escapeHtml(bg.label)}</div><div class="note">Website preview unavailable</div></div>`
          : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${RENDER_WIDTH}px;height:${RENDER_HEIGHT}px;overflow:hidden;background:transparent;font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif}
    .bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
    .fallback{position:absolute;inset:0;background:linear-gradient(135deg,#1c2541,#3a506b 60%,#5bc0be);color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center}
    .fallback .site{font-size:64px;font-weight:700}.fallback .note{font-size:26px;opacity:.8;margin-top:12px}
    .text{position:absolute;left:${layer.bubble ? 380 : 60}px;right:60px;bottom:60px;display:flex;justify-content:${layer.bubble ? 'flex-start' : 'center'}}
    .text span{background:rgba(17,24,39,.82);color:#fff;font-size:44px;font-weight:700;line-height:1.25;padding:18px 30px;border-radius:18px}
  </style></head><body>${background}${layer.text ? `<div class="text"><span>${escapeHtml(layer.text)}</span></div>` : ''}</body></html>`;
  return withPage(allowHosts, async (page) => {
    await page.setContent(html, { waitUntil: 'load', timeout: LOAD_MS }).catch(() => undefined);
    return page.screenshot({ type: 'png', omitBackground: bg.kind === 'none', timeout: 3_000 });
  });
}
