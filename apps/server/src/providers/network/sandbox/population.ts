import { memberSearchTextSql } from './search.js';
import { rowsOf } from '../../../db/rows.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  LOCATIONS,
  POST_TEXTS,
  SKILLS,
  TITLES,
} from './content.js';

/**
 * Creates the sandbox's members and posts once per database, in SQL (INSERT … SELECT over
 * generate_series), so 100,000 members take seconds and nothing crosses the wire row by row.
 * Every attribute is a deterministic function of (seed, seq). The first caller claims the row in
 * sandbox_population; concurrent callers wait on the same transaction.
 */
export async function ensurePopulation(
  db: Db,
  seed: number,
  size: number,
): Promise<{ seed: number; size: number }> {
  const existing = await db.execute(sql`select seed, size from sandbox_population where id = 1`);
  const row = rowsOf<{ seed: number; size: number }>(existing)[0];
  if (row) return { seed: Number(row.seed), size: Number(row.size) };
  if (!Number.isInteger(seed) || !Number.isInteger(size) || size < 1)
    throw new Error('Bad sandbox population options');
  await db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into sandbox_population (id, seed, size) values (1, ${seed}, ${size}) on conflict (id) do nothing returning id`,
    );
    if (rowsOf(claimed).length === 0) return;
    await tx.execute(membersInsert(seed, size));
    await tx.execute(postsInsert(seed));
  });
  return ensurePopulation(db, seed, size);
}

/** A well-spread pseudo-random integer in [0, 2^31) for (seed, seq, salt), portable across PostgreSQL versions. */
function mix(seed: number, salt: number): string {
  const offset = (salt * 40503 + 7 + (seed % 1_000_000) * 1013904223) % 2147483647;
  const a = `((seq::bigint * 2654435761 + ${offset}) % 2147483647)`;
  return `((${a} * 48271 + ${salt}) % 2147483647)`;
}

const pick = (list: string, seedMix: string, n: number) => `(${list}::jsonb ->> (${seedMix} % ${n})::int)`;

function membersInsert(seed: number, size: number) {
  const m = (salt: number) => mix(seed, salt);
  const first = pick('$first', m(1), FIRST_NAMES.length);
  const last = pick('$last', m(2), LAST_NAMES.length);
  const select = `
    select lower(f) || '-' || lower(l) || '-' || to_hex(seq + 4096), seq, f, l,
      t || ' at ' || c, t, c, 'co-' || cid, ind, loc ->> 0, loc ->> 1,
      jsonb_build_array($skills::jsonb ->> (${m(7)} % ${SKILLS.length})::int,
                        $skills::jsonb ->> (${m(8)} % ${SKILLS.length})::int,
                        $skills::jsonb ->> (${m(9)} % ${SKILLS.length})::int),
      case when ${m(10)} % 100 < 70 then lower(f) || '.' || lower(l) || '@' || regexp_replace(lower(c), '[^a-z]', '', 'g') || '.example' end,
      case when ${m(11)} % 100 < 40 then '+1 555 ' || lpad((${m(12)} % 10000000)::text, 7, '0') end,
      ${m(13)} % 100 < 20,
      ${m(14)} % 100 < 10,
      0.05 + (${m(15)} % 1000) / 1000.0 * 0.5,
      0.02 + (${m(16)} % 1000) / 1000.0 * 0.26
    from (
      select seq, ${first} as f, ${last} as l,
        ${pick('$titles', m(3), TITLES.length)} as t,
        ${pick('$words', m(4), COMPANY_WORDS.length)} || ' ' || ${pick('$suffixes', m(5), COMPANY_SUFFIXES.length)} as c,
        ((${m(4)} % ${COMPANY_WORDS.length}) * 100 + ${m(5)} % ${COMPANY_SUFFIXES.length})::text as cid,
        ${pick('$industries', m(6), INDUSTRIES.length)} as ind,
        ($locations::jsonb -> (${m(17)} % ${LOCATIONS.length})::int) as loc
      from generate_series(1, ${size}) as seq
    ) s`;
  const params: Record<string, unknown> = {
    $first: FIRST_NAMES,
    $last: LAST_NAMES,
    $titles: TITLES,
    $words: COMPANY_WORDS,
    $suffixes: COMPANY_SUFFIXES,
    $industries: INDUSTRIES,
    $locations: LOCATIONS,
    $skills: SKILLS,
  };
  return sql.join([
    sql.raw(`insert into sandbox_members (id, seq, first_name, last_name, headline, title, company, company_id, industry,
      location, country_code, skills, email, phone, premium, open_profile, accept_rate, reply_rate, search_text)
      select g.*, `),
    // The folded search text is written with the row (one pass; a later update would double the cost).
    memberSearchTextSql,
    sql.raw(' from ('),
    ...interpolate(select, params),
    sql.raw(`) as g (id, seq, first_name, last_name, headline, title, company, company_id, industry, location,
      country_code, skills, email, phone, premium, open_profile, accept_rate, reply_rate)`),
  ]);
}

function postsInsert(seed: number) {
  const text = `
    insert into sandbox_posts (id, author_id, text, posted_days_ago, likes)
    select 'post-' || to_hex(seq + 4096) || '-' || n, id,
      $texts::jsonb ->> ((seq * 31 + n * 7 + ${seed % 1000}) % ${POST_TEXTS.length})::int,
      (seq * 13 + n * 5) % 60, (seq * 17 + n) % 300
    from sandbox_members cross join generate_series(1, 2) as n
    where (n = 1 and seq % 3 <> 0) or (n = 2 and seq % 5 = 0)`;
  return sql.join(interpolate(text, { $texts: POST_TEXTS }));
}

/** Replaces `$name` placeholders with bound JSON parameters. */
function interpolate(text: string, params: Record<string, unknown>) {
  const parts = text.split(/(\$[a-z]+)/);
  return parts.map((part) => (part in params ? sql`${JSON.stringify(params[part])}` : sql.raw(part)));
}
