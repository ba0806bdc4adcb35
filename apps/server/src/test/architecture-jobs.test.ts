import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { AppContext } from '../lib/context.js';
import { declareJobs } from '../lib/job-registry.js';
import { JOB_REGISTRATIONS } from '../modules/jobs.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const UNIT_SECONDS: Record<string, number> = { s: 1, min: 60, h: 3600, d: 86_400 };

/** The rows of ARCHITECTURE.md's job table ("How a job flows"): kind, name and, for a periodic job, its period. */
function documentedJobs(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('## How a job flows'));
  const table = section.slice(section.indexOf('\n| kind')).split('\n\n')[0]!;
  return table
    .split('\n')
    .filter((line) => /^\| `(queue|periodic|continuous)\(/.test(line))
    .flatMap((line) => {
      const [, kindCell, , today] = line.split('|');
      const kind = /`(\w+)\(/.exec(kindCell!)![1];
      return [...today!.matchAll(/`([\w.-]+)`(?: \((\d+) (s|min|h|d)\))?/g)].map(([, name, n, unit]) =>
        n ? `${kind} ${name} ${Number(n) * UNIT_SECONDS[unit!]!}s` : `${kind} ${name}`,
      );
    });
}

describe('ARCHITECTURE.md stays true', () => {
  it('its job table lists every registered job, with its kind and period, and nothing else', () => {
    const registered = declareJobs({ config: loadConfig({}) } as AppContext, JOB_REGISTRATIONS).map((job) =>
      job.kind === 'periodic' ? `${job.kind} ${job.name} ${job.everySeconds}s` : `${job.kind} ${job.name}`,
    );
    const documented = documentedJobs(fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
    expect(registered.length).toBeGreaterThan(20);
    expect(documented.sort()).toEqual(registered.sort());
  });
});
