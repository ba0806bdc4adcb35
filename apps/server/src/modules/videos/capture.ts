import type { Browser, Page } from 'playwright-core';
import { RENDER_HEIGHT, RENDER_WIDTH } from '@leadloop/domain';
import { startEgressProxy, type EgressPolicy, type EgressProxy } from '../../lib/egress/index.js';

/**
 * The website background, captured with the headless Chromium the project already uses (Debian's
 * /usr/bin/chromium; CHROMIUM_PATH overrides). Bounded: one page at 1280×720, 8 s to load, 12 s in all,
 * no downloads, no dialogs. SSRF-safe: Chromium reaches the web only through the egress proxy started with
 * it (lib/egress), so the page, its redirects and every sub-resource (images, scripts, frames, sockets) go
 * through the egress rule — names resolved once by the proxy, private addresses refused, loopback included
 * (`<-loopback>` removes Chromium's own bypass). A site that fails gets a visible fallback background.
 */
const LOAD_MS = 8_000;
const TOTAL_MS = 12_000;
const IDLE_CLOSE_MS = 60_000;

interface Running {
  policyKey: string;
  browser: Promise<{ browser: Browser; proxy: EgressProxy }>;
}
let running: Running | null = null;
let idle: NodeJS.Timeout | null = null;

/** The egress rule captures follow, and the Chromium to run (config.video.chromiumPath, CHROMIUM_PATH). */
export type CapturePolicy = EgressPolicy & { chromiumPath?: string };

async function launch(policy: CapturePolicy): Promise<{ browser: Browser; proxy: EgressProxy }> {
  const { chromium } = await import('playwright-core');
  const proxy = await startEgressProxy(policy);
  try {
    const browser = await chromium.launch({
      executablePath: policy.chromiumPath ?? '/usr/bin/chromium',
      args: [
        `--proxy-server=${proxy.url}`,
        // Chromium never proxies loopback by default; this makes loopback go through the proxy too
        '--proxy-bypass-list=<-loopback>',
        '--disable-quic',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--dns-prefetch-disable',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--mute-audio',
      ],
    });
    return { browser, proxy };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

async function getBrowser(policy: CapturePolicy): Promise<Browser> {
  if (idle) clearTimeout(idle);
  const policyKey = JSON.stringify(policy);
  if (running && running.policyKey !== policyKey) await closeCaptureBrowser();
  if (!running) {
    const started: Running = { policyKey, browser: launch(policy) };
    started.browser.catch(() => {
      if (running === started) running = null;
    });
    running = started;
  }
  return (await running.browser).browser;
}

/** Closes the shared browser after a minute without captures (it is started again when needed). */
function releaseSoon() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => void closeCaptureBrowser(), IDLE_CLOSE_MS);
  idle.unref();
}

export async function closeCaptureBrowser(): Promise<void> {
  const r = running;
  running = null;
  const started = r && (await r.browser.catch(() => null));
  if (started) {
    await started.browser.close();
    await started.proxy.close();
  }
}

const isHttpUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

async function withPage<T>(policy: CapturePolicy, use: (page: Page) => Promise<T>): Promise<T> {
  const b = await getBrowser(policy);
  const context = await b.newContext({
    viewport: { width: RENDER_WIDTH, height: RENDER_HEIGHT },
    acceptDownloads: false,
    javaScriptEnabled: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    page.on('dialog', (d) => void d.dismiss().catch(() => undefined));
    return await withTimeout(use(page), TOTAL_MS);
  } finally {
    await context.close().catch(() => undefined);
    releaseSoon();
  }
}

/** A JPEG of the site as a visitor's first screen shows it, or null when it cannot be reached or loaded. */
export async function captureWebsite(url: string, policy: CapturePolicy): Promise<Buffer | null> {
  if (!isHttpUrl(url)) return null;
  try {
    return await withPage(policy, async (page) => {
      const response = await page
        .goto(url, { waitUntil: 'load', timeout: LOAD_MS })
        // a slow page that has painted is still shown; one that never answered (or was refused) is not
        .catch((error: Error) =>
          error.name === 'TimeoutError' && page.url() !== 'about:blank' ? 'partial' : null,
        );
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
export async function drawLayer(layer: Layer, policy: CapturePolicy): Promise<Buffer> {
  const bg = layer.background;
  const background =
    bg.kind === 'jpeg'
      ? `<img class="bg" src="data:image/jpeg;base64,${bg.data.toString('base64')}">`
      : bg.kind === 'image' && isHttpUrl(bg.url)
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
  return withPage(policy, async (page) => {
    await page.setContent(html, { waitUntil: 'load', timeout: LOAD_MS }).catch(() => undefined);
    return page.screenshot({ type: 'png', omitBackground: bg.kind === 'none', timeout: 3_000 });
  });
}
