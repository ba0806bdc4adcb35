/**
 * Bulk data for `npm run bench:engine`, in SQL (INSERT … SELECT over generate_series), not the API:
 * `accounts` sandbox accounts (logged in, 10 per workspace, work hours 9–18 in six time zones, the
 * domain's default limits), one active campaign per account, `perCampaign` prospects each (distinct
 * sandbox members, ~1 % of them closed profiles the network refuses), enrolled 'pending' as the
 * audience import leaves them (each gets the engine's first look before its first step).
 * Sequences (ENGINE_BENCH_SEQUENCE): 'connect' (default) — a connection request with a personalised
 * note; 'three-step' — view profile → connection request → 1 day → like their last post.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { ensurePopulation } from '../src/providers/network/sandbox/population.js';
import { toGraph, type StepInput } from '../src/modules/engine/sequence.js';

const NOTE = 'Hi {first_name}, I work with teams at companies like {company} — happy to connect.';
export const BENCH_SEQUENCES: Record<string, StepInput[]> = {
  connect: [{ type: 'connection_request', delay_days: 0, delay_hours: 0, content: NOTE }],
  'three-step': [
    { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    { type: 'connection_request', delay_days: 0, delay_hours: 0, content: NOTE },
    { type: 'like_last_post', delay_days: 1, delay_hours: 0 },
  ],
};

export const BENCH_TIMEZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
];

const uuidOf = (prefix: string, expr: string) => `('${prefix}' || lpad(to_hex(${expr}), 12, '0'))::uuid`;
const SPACE = (g: string) => uuidOf('00000000-0000-4000-a000-', `((${g}) - 1) / 10 + 1`);
const CRED = (g: string) => uuidOf('00000000-0000-4000-b000-', g);
const FLOW = (g: string) => uuidOf('00000000-0000-4000-c000-', g);

export async function generateEngineBenchData(
  db: Db,
  input: { accounts: number; perCampaign: number; start: Date; seed: number; sequence: string },
): Promise<Record<string, number>> {
  const { accounts, perCampaign } = input;
  const steps = BENCH_SEQUENCES[input.sequence];
  if (!steps) throw new Error(`Unknown bench sequence ${input.sequence}`);
  const graph = toGraph({ sequence: steps });
  const start = input.start.toISOString();
  const timings: Record<string, number> = {};
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    timings[name] = Math.round(performance.now() - t0);
  };
  // Member seq 1..500 are the accounts' own profiles; prospects are the members after them.
  const population = 500 + accounts * perCampaign;
  await step('sandbox population', () => ensurePopulation(db, input.seed, population));
  await step('accounts and campaigns', async () => {
    await db.execute(
      sql.raw(`insert into spaces (id, name)
        select ${SPACE('g * 10 - 9')}, 'Bench workspace ' || g from generate_series(1, ${Math.ceil(accounts / 10)}) g`),
    );
    const zones = `array[${BENCH_TIMEZONES.map((z) => `'${z}'`).join(',')}]`;
    await db.execute(
      sql.raw(`insert into credentials (id, space_id, username, first_name, last_name, timezone, work_hours_start, work_hours_end, last_activity_at)
        select ${CRED('g')}, ${SPACE('g')}, 'bench' || g || '@example.com', 'Bench', 'Account ' || g,
          (${zones})[1 + g % ${BENCH_TIMEZONES.length}], 9, 18, '${start}'::timestamptz
        from generate_series(1, ${accounts}) g`),
    );
    await db.execute(
      sql.raw(`insert into sandbox_accounts (credential_id, username, member_id, premium, sales_navigator, recruiter, inmail_credits, login_count, logged_in_at)
        select ${CRED('g')}::text, 'bench' || g || '@example.com', m.id, false, false, false, 0, 1, '${start}'::timestamptz
        from generate_series(1, ${accounts}) g join sandbox_members m on m.seq = 1 + g % 500`),
    );
    await db.execute(
      sql`insert into workflows (id, space_id, credential_id, name, status, sequences_type, nodes, links)
        select ${sql.raw(FLOW('g'))}, ${sql.raw(SPACE('g'))}, ${sql.raw(CRED('g'))}, 'Bench campaign ' || g, 'active', 'linear',
          ${JSON.stringify(graph.nodes)}::jsonb, ${JSON.stringify(graph.links)}::jsonb
        from generate_series(1, ${accounts}) g`,
    );
  });
  await step('prospects', () =>
    db.execute(
      sql.raw(`insert into prospects (space_id, profile_link, network_id, first_name, last_name, full_name, position, company, work_email, is_premium, search_text)
        select ${SPACE('c')}, 'https://network.sandbox.local/in/' || m.id, m.id, m.first_name, m.last_name,
          m.first_name || ' ' || m.last_name, m.title, m.company, m.email, m.premium,
          lower(m.first_name || ' ' || m.last_name || ' ' || m.company)
        from generate_series(1, ${accounts}) c
          cross join generate_series(1, ${perCampaign}) k
          join sandbox_members m on m.seq = 500 + (c - 1) * ${perCampaign} + k`),
    ),
  );
  await step('campaign prospects', () =>
    db.execute(
      sql.raw(`insert into campaign_prospects (space_id, workflow_id, prospect_id, credential_id, status, next_run_at, created_at)
        select p.space_id, ${FLOW('c')}, p.id, ${CRED('c')}, 'pending', '${start}'::timestamptz, '${start}'::timestamptz
        from prospects p
          join sandbox_members m on m.id = p.network_id
          cross join lateral (select (m.seq - 501) / ${perCampaign} + 1 as c) x`),
    ),
  );
  await step('analyze', () => db.execute(sql`analyze`));
  return timings;
}
