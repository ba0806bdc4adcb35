import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../lib/paths.js';

/**
 * The server's test files share a worker's modules (`isolate: false`, vitest.config.ts), so what a module
 * keeps at its top level outlives a test file. Each such binding is listed here: either reset before each
 * file (src/test/per-file-setup.ts) or safe to carry over, with why. A new one fails this test until it
 * is added to one list or the other.
 */
const RESET_PER_FILE: Record<string, string[]> = {
  'src/lib/clock.ts': ['offsetMs'],
  'src/lib/plans.ts': ['cached', 'notified'],
  'src/lib/auth-cache.ts': ['noticesHeard'],
  'src/lib/passwords.ts': ['cost'],
  'src/modules/brand/brand-config.ts': ['snapshot', 'source', 'notified', 'loading', 'generation'],
  'src/providers/telephony/index.ts': ['twilio'],
  'src/providers/sms/index.ts': ['carrier'],
};

const CARRIES_OVER: Record<string, Record<string, string>> = {
  'src/lib/passwords.ts': { dummyHash: 'compared against, never matched; any cost will do' },
  'src/lib/auth-cache.ts': { noticeListeners: 'registered once at module load (the brand copy)' },
  'src/lib/secrets.ts': { cache: 'keyed by the app context (WeakMap)' },
  'src/modules/crm/webhooks.ts': { keys: 'keyed by the app context (WeakMap)' },
  'src/modules/dialer/calls.ts': { keys: 'one-time keys, keyed by the app context (WeakMap)' },
  'src/providers/telephony/index.ts': {
    providers: 'keyed by the database (WeakMap); live calls are held in it',
  },
  'src/modules/enrichment/deps.ts': { built: 'keyed by the app context (WeakMap)' },
  'src/providers/ai/offline.ts': { classifierModule: 'the classifier module, loaded on first use' },
  'src/providers/mailbox/sns.ts': { certs: 'signing certificates by their URL, as fetched' },
  'src/modules/workflows/forecast.ts': {
    RUNS: 'keyed by the whole forecast input; a hit is the same run, at most a minute older on the clock',
  },
  'src/lib/egress/resolve.ts': { resolvers: 'one DNS resolver per server list, no answers kept' },
  'src/db/named.ts': {
    names: 'statement names derived from the text',
    templates: 'query shapes built once, run on any handle',
  },
  'src/db/pglite-thread.ts': {
    open: 'the PGlite thread’s own (a worker thread, not a test file’s)',
    ends: 'the PGlite thread’s own',
    unlisteners: 'the PGlite thread’s own',
  },
  'src/modules/admin/customers.ts': { triggerFilter: 'the same function whichever app registers it' },
  'src/modules/crm/crm-deps.ts': { wired: 'keyed by a per-app runtime (WeakSet)' },
  'src/modules/engine/engine.ts': {
    lastTickFull: 'written by every pass before it is read',
    depsByContext: 'keyed by the app context (WeakMap)',
    stepsByContext: 'keyed by the app context (WeakMap)',
    exclusive: 'a queue of passes; each file awaits its own',
  },
  'src/modules/voicemail/usage.ts': { counter: 'voicemail.test.ts puts the real one back in `finally`' },
  'src/modules/reports/detailed.ts': { listeners: 'reports.test.ts unsubscribes its listener' },
  'src/modules/inbox/email-watch.ts': { running: 'watcher sets remove themselves when stopped' },
  'src/modules/proxy/countries.ts': { cached: 'a static list' },
  'src/modules/videos/capture.ts': {
    running: 'one shared Chromium, re-launched when the policy differs, closed when idle',
    idle: 'the idle close of that Chromium',
  },
  'src/modules/videos/render.ts': { maskFile: 'a constant image in the temp directory' },
  'src/modules/videos/ffmpeg.ts': { packagedPath: 'the installed binary’s path' },
  'src/providers/ai/classifier.ts': { shared: 'trained on the shipped sets only' },
  'src/providers/ai/reply-language.ts': { INDEX: 'built from constants at load' },
  'src/providers/crm/index.ts': { runtimes: 'keyed by the app context (WeakMap)' },
  'src/providers/voice/index.ts': { providers: 'keyed by the app context (WeakMap)' },
  'src/providers/enrichment/index.ts': { providers: 'keyed by the app context (WeakMap)' },
  'src/providers/people/index.ts': { providers: 'keyed by the app context (WeakMap)' },
  'src/providers/sms/index.ts': { providers: 'keyed by the app context (WeakMap)' },
  'src/providers/mailbox/index.ts': { cache: 'keyed by the app context (WeakMap)' },
  'src/providers/mail/transport.ts': { brandTransports: 'keyed by the whole SMTP setting' },
  'src/test/fixtures.ts': { counter: 'only makes e-mail addresses unique' },
  'src/test/harness.ts': {
    templateDump: 'the run’s one migrated dump (global-setup.ts)',
    postgresTemplate: 'the run’s one template database (global-setup.ts)',
  },
  'src/test/sim/sim-audit.ts': { hourFormats: 'formatters per time zone' },
};

/** Top-level `let`/`var`, and top-level `const` Maps and Sets built empty or filled at load. */
const STATE =
  /^(?:export )?(?:(?:let|var) (\w+)|const (\w+)(?: *: *(?:Map|Set|WeakMap|WeakSet)<[^=]*)? *= *new (?:Map|Set|WeakMap|WeakSet)\b(?!\(\s*\[|\(\s*$))/gm;

function moduleState(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const names = [...fs.readFileSync(file, 'utf8').matchAll(STATE)].map((m) => m[1] ?? m[2]!);
        if (names.length) found.set(path.relative(SERVER_ROOT, file), names);
      }
    }
  };
  walk(path.join(SERVER_ROOT, 'src'));
  // sim-worker.ts runs as a child process of its own
  found.delete('src/test/sim/sim-worker.ts');
  return found;
}

describe('module-level state of the server (test files share a worker’s modules)', () => {
  it('every top-level mutable binding is reset before each test file or listed as safe to carry over', () => {
    const unlisted: string[] = [];
    for (const [file, names] of moduleState())
      for (const name of names)
        if (!RESET_PER_FILE[file]?.includes(name) && !CARRIES_OVER[file]?.[name])
          unlisted.push(`${file}: ${name}`);
    expect(
      unlisted,
      'reset it in src/test/per-file-setup.ts (and list it in RESET_PER_FILE), or list it in CARRIES_OVER with why',
    ).toEqual([]);
  });

  it('lists nothing that is gone', () => {
    const state = moduleState();
    const listed = [
      ...Object.entries(RESET_PER_FILE).flatMap(([file, names]) => names.map((n) => [file, n] as const)),
      ...Object.entries(CARRIES_OVER).flatMap(([file, names]) =>
        Object.keys(names).map((n) => [file, n] as const),
      ),
    ];
    expect(listed.filter(([file, name]) => !state.get(file)?.includes(name))).toEqual([]);
  });
});
