import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface PoolOptions {
  /** Starts the worker's one Chromium (shared by every account's context). */
  launch: () => Promise<Browser>;
  /** Memory the worker gives its browser contexts, in MB. */
  memoryBudgetMb: number;
  /** What one open account costs (context + its page), in MB: measured by bench:browser. */
  perContextMb: number;
  /** A context unused this long is closed (its cookies saved first) and reopened on the next action. */
  idleMs: number;
  /** Called before a context closes: persist its cookies. */
  beforeClose: (credentialId: string, context: BrowserContext) => Promise<void>;
}

interface Slot {
  context: BrowserContext;
  page: Page;
  lastUsed: number;
  busy: number;
  /** The account's actions run one after another. */
  queue: Promise<unknown>;
}

/**
 * A browser pool per worker: one Chromium, one context per account (its own cookies, proxy, fingerprint),
 * at most budget / per-context cost open at once; the least recently used idle context is closed to make
 * room, and contexts idle past `idleMs` are closed by `sweep()`. A closed account reopens from its cookies.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private readonly slots = new Map<string, Slot>();
  private readonly opening = new Map<string, Promise<Slot>>();
  opened = 0;
  closed = 0;

  constructor(private readonly options: PoolOptions) {}

  get capacity(): number {
    return Math.max(1, Math.floor(this.options.memoryBudgetMb / this.options.perContextMb));
  }
  get openAccounts(): string[] {
    return [...this.slots.keys()];
  }

  /** Runs `fn` on the account's page, after the account's earlier actions; opens its context if needed. */
  async withPage<T>(
    credentialId: string,
    contextOptions: () => Promise<BrowserContextOptions & { init?: (c: BrowserContext) => Promise<void> }>,
    fn: (page: Page, context: BrowserContext) => Promise<T>,
  ): Promise<T> {
    const slot = await this.slotFor(credentialId, contextOptions);
    slot.busy++;
    const run = slot.queue.then(() => fn(slot.page, slot.context));
    slot.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      slot.busy--;
      slot.lastUsed = Date.now();
    }
  }

  private async slotFor(
    credentialId: string,
    contextOptions: () => Promise<BrowserContextOptions & { init?: (c: BrowserContext) => Promise<void> }>,
  ): Promise<Slot> {
    const open = this.slots.get(credentialId);
    if (open) return open;
    let pending = this.opening.get(credentialId);
    if (!pending) {
      pending = (async () => {
        await this.makeRoom();
        this.browser ??= this.options.launch();
        const { init, ...options } = await contextOptions();
        const context = await (await this.browser).newContext(options);
        await init?.(context);
        const page = await context.newPage();
        const slot: Slot = { context, page, lastUsed: Date.now(), busy: 0, queue: Promise.resolve() };
        this.slots.set(credentialId, slot);
        this.opened++;
        return slot;
      })().finally(() => this.opening.delete(credentialId));
      this.opening.set(credentialId, pending);
    }
    return pending;
  }

  private async makeRoom(): Promise<void> {
    while (this.slots.size + this.opening.size >= this.capacity) {
      const idle = [...this.slots.entries()]
        .filter(([, s]) => s.busy === 0)
        .sort(([, x], [, y]) => x.lastUsed - y.lastUsed)[0];
      if (!idle) return; // every open account is mid-action: go over budget rather than break one
      await this.close(idle[0]);
    }
  }

  /** Saves the account's cookies and closes its context. */
  async close(credentialId: string): Promise<void> {
    const slot = this.slots.get(credentialId);
    if (!slot) return;
    this.slots.delete(credentialId);
    await slot.queue;
    await this.options.beforeClose(credentialId, slot.context).catch(() => undefined);
    await slot.context.close();
    this.closed++;
  }

  /** Closes the contexts idle for longer than idleMs. */
  async sweep(now = Date.now()): Promise<number> {
    const stale = [...this.slots.entries()].filter(
      ([, s]) => s.busy === 0 && now - s.lastUsed >= this.options.idleMs,
    );
    for (const [id] of stale) await this.close(id);
    return stale.length;
  }

  async shutdown(): Promise<void> {
    for (const id of [...this.slots.keys()]) await this.close(id);
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser).close();
  }
}
