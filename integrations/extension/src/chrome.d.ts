/** The few chrome.* APIs the extension uses (the project installs no @types/chrome). */
declare namespace chrome {
  const runtime: {
    onInstalled: { addListener(f: () => void): void };
    onStartup: { addListener(f: () => void): void };
    onMessage: {
      addListener(
        f: (message: any, sender: unknown, reply: (answer: unknown) => void) => boolean | void,
      ): void;
    };
    sendMessage(message: unknown): Promise<any>;
  };
  const storage: {
    local: { get(keys: null | string[]): Promise<any>; set(items: object): Promise<void> };
  };
  const alarms: {
    create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): Promise<void>;
    onAlarm: { addListener(f: (alarm: { name: string }) => void): void };
  };
  const tabs: {
    create(p: { url: string; active?: boolean }): Promise<{ id?: number }>;
    update(id: number, p: { url: string }): Promise<unknown>;
    remove(id: number): Promise<void>;
    get(id: number): Promise<{ status?: string; url?: string }>;
    onUpdated: {
      addListener(f: (id: number, info: { status?: string }) => void): void;
      removeListener(f: (id: number, info: { status?: string }) => void): void;
    };
  };
  const scripting: {
    executeScript<A extends unknown[], R>(p: {
      target: { tabId: number };
      func: (...args: A) => R;
      args: A;
    }): Promise<{ result: R }[]>;
  };
  const i18n: { getMessage(name: string, substitutions?: string[]): string };
}
