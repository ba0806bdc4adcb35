import type { Page, Response } from 'playwright-core';
import { NETWORK_ERROR_CODES, NetworkError, type NetworkErrorCode } from '../driver.js';
import type { PageMap, PageName, SelectorMap } from './selectors.js';

/** The page's document as the functions below see it inside Chromium (the server compiles without the DOM library). */
interface PageElement {
  attributes: ArrayLike<{ name: string; value: string }>;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
};

/** A page, or an element on it, no longer matches the selector map: the action stops, nothing is guessed. */
export class LayoutChanged extends Error {
  constructor(
    readonly page: PageName,
    readonly version: string,
    readonly selector: string,
  ) {
    super(`page layout changed: ${page} (${version}) has no ${selector}`);
  }
}

const codeOf = (value: string | undefined): NetworkErrorCode =>
  (NETWORK_ERROR_CODES as readonly string[]).includes(value ?? '')
    ? (value as NetworkErrorCode)
    : 'unavailable';

/** Pages that can come instead of the one asked for, and what each means for the action. */
const DETOURS: Partial<Record<PageName, NetworkErrorCode>> = {
  login: 'not_logged_in',
  checkpoint: 'challenge_required',
  restricted: 'account_restricted',
  rateLimited: 'rate_limited',
};

/** Reading pages through a selector map. */
export class PageReader {
  constructor(readonly map: SelectorMap) {}

  /**
   * Which of the expected pages this is. Another page the network may send instead (sign-in, checkpoint,
   * restriction, rate limit, a notice) becomes its NetworkError; a page matching nothing is a layout change
   * of the first expected page.
   */
  async identify<P extends PageName>(page: Page, expected: P[]): Promise<P> {
    const names = [
      ...new Set<PageName>([...expected, 'login', 'checkpoint', 'restricted', 'rateLimited', 'notice']),
    ];
    const found = await page.evaluate(
      (selectors) => selectors.map((s) => document.querySelector(s) !== null),
      names.map((n) => this.map[n].page),
    );
    const hit = names.find((_, i) => found[i]);
    if (hit && (expected as PageName[]).includes(hit)) return hit as P;
    if (hit === 'notice')
      throw new NetworkError(codeOf((await this.data(page, 'notice', 'error'))['error-code']));
    if (hit && DETOURS[hit]) {
      const error = hit === 'login' ? await this.optionalData(page, 'login', 'error') : null;
      throw new NetworkError(error?.['error-code'] ? codeOf(error['error-code']) : DETOURS[hit]!);
    }
    const first = this.map[expected[0]!];
    throw new LayoutChanged(expected[0]!, first.version, first.page);
  }

  /** The element's data values (the map's data prefix stripped); a missing element is a layout change. */
  async data(page: Page, name: PageName, element: string, index = 0): Promise<Record<string, string>> {
    const values = await this.optionalData(page, name, element, index);
    if (!values) throw this.changed(name, element);
    return values;
  }

  async optionalData(page: Page, name: PageName, element: string, index = 0) {
    const map = this.map[name];
    return page.evaluate(
      ([selector, prefix, i]) => {
        const el = document.querySelectorAll(selector as string)[i as number];
        if (!el) return null;
        const out: Record<string, string> = {};
        for (const a of Array.from(el.attributes))
          if (a.name.startsWith(prefix as string)) out[a.name.slice((prefix as string).length)] = a.value;
        return out;
      },
      [this.selector(name, element), map.data, index] as const,
    );
  }

  /** Every item's data values. */
  async items(page: Page, name: PageName, element: string): Promise<Record<string, string>[]> {
    const map = this.map[name];
    return page.evaluate(
      ([selector, prefix]) =>
        Array.from(document.querySelectorAll(selector!)).map((el) => {
          const out: Record<string, string> = {};
          for (const a of Array.from(el.attributes))
            if (a.name.startsWith(prefix!)) out[a.name.slice(prefix!.length)] = a.value;
          return out;
        }),
      [this.selector(name, element), map.data] as const,
    );
  }

  /** The element must be on the page now (server-rendered pages: no waiting). */
  async need(page: Page, name: PageName, element: string): Promise<string> {
    const selector = this.selector(name, element);
    if ((await page.locator(selector).count()) === 0) throw this.changed(name, element);
    return selector;
  }

  async has(page: Page, name: PageName, element: string): Promise<boolean> {
    return (await page.locator(this.selector(name, element)).count()) > 0;
  }

  selector(name: PageName, element: string): string {
    const selector = (this.map[name] as PageMap)[element];
    if (!selector) throw this.changed(name, element);
    return selector;
  }

  changed(name: PageName, element: string): LayoutChanged {
    const map = this.map[name];
    return new LayoutChanged(name, map.version, map[element] ?? element);
  }
}

/**
 * Clicks a form's submit button and waits for the page it leads to. Returns that page's response and the
 * redirect the form's POST answered with (the network's own record of what it did, read even when the
 * page after it is unreadable).
 */
export async function submit(
  page: Page,
  selector: string,
): Promise<{ response: Response | null; location: string | null }> {
  const [response] = await Promise.all([
    page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
    page.click(selector),
  ]);
  const post = response?.request().redirectedFrom();
  const location = post ? ((await post.response())?.headers().location ?? null) : null;
  return { response, location };
}

export const flag = (value: string | undefined) => value === 'true';
export const dateOf = (value: string | undefined) => (value ? new Date(value) : null);
