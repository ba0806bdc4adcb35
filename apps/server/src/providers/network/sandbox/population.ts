import { ACCENTED, PLAIN, memberSearchTextSql } from './search.js';
import { REGIONS } from './people.js';
import { rowsOf } from '../../../db/rows.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { COMPANY_SUFFIXES, COMPANY_WORDS, INDUSTRIES, POST_TEXTS, SKILLS, TITLES } from './content.js';

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

/**
 * Like mix, but independent from one salt to the next: mix's values for two salts differ by a constant, so
 * a member's first name fixed its last name, title and company (a search listed the same few people again
 * and again). Squaring modulo the prime breaks that (two salts' squares differ by a term in the value
 * itself); the product stays below 2^62.
 */
function draw(seed: number, salt: number): string {
  const a = mix(seed, salt);
  return `((${a} * ${a} + ${salt * 7919 + 1}) % 2147483647)`;
}

const pick = (list: string, seedMix: string, n: number) => `(${list}::jsonb ->> (${seedMix} % ${n})::int)`;
/** An entry of a region's list (the lists differ in length). */
const pickIn = (list: string, seedMix: string) =>
  `(${list}::jsonb -> r ->> (${seedMix} % jsonb_array_length(${list}::jsonb -> r))::int)`;
/** Region index per percent of the population, from the regions' weights. */
const REGION_OF_PERCENT = REGIONS.flatMap((region, i) => Array<number>(region.weight).fill(i));
const fold = (text: string) =>
  `regexp_replace(translate(lower(${text}), '${ACCENTED}', '${PLAIN}'), '[^a-z]', '', 'g')`;

function membersInsert(seed: number, size: number) {
  const m = (salt: number) => mix(seed, salt);
  const d = (salt: number) => draw(seed, salt);
  const select = `
    select ${fold('f')} || '-' || ${fold('l')} || '-' || to_hex(seq + 4096), seq, f, l,
      t || ' at ' || c, t, c, 'co-' || cid, ind, loc ->> 0, loc ->> 1,
      jsonb_build_array($skills::jsonb ->> (${d(7)} % ${SKILLS.length})::int,
                        $skills::jsonb ->> (${d(8)} % ${SKILLS.length})::int,
                        $skills::jsonb ->> (${d(9)} % ${SKILLS.length})::int),
      case when ${m(10)} % 100 < 70 then ${fold('f')} || '.' || ${fold('l')} || '@' || regexp_replace(lower(c), '[^a-z]', '', 'g') || '.example' end,
      case when ${m(11)} % 100 < 40 then '+1 555 ' || lpad((${m(12)} % 10000000)::text, 7, '0') end,
      ${m(13)} % 100 < 20,
      ${m(14)} % 100 < 10,
      0.05 + (${m(15)} % 1000) / 1000.0 * 0.5,
      0.02 + (${m(16)} % 1000) / 1000.0 * 0.26
    from (
      select seq, ${pickIn('$first', d(1))} as f, ${pickIn('$last', d(2))} as l,
        ${pick('$titles', d(3), TITLES.length)} as t,
        ${pick('$words', d(4), COMPANY_WORDS.length)} || ' ' || ${pick('$suffixes', d(5), COMPANY_SUFFIXES.length)} as c,
        ((${d(4)} % ${COMPANY_WORDS.length}) * 100 + ${d(5)} % ${COMPANY_SUFFIXES.length})::text as cid,
        ${pick('$industries', d(6), INDUSTRIES.length)} as ind,
        ${`($locations::jsonb -> r -> (${d(17)} % jsonb_array_length($locations::jsonb -> r))::int)`} as loc
      from (
        select seq, ($regions::jsonb ->> (${d(18)} % 100)::int)::int as r from generate_series(1, ${size}) as seq
      ) by_region
    ) s`;
  const params: Record<string, unknown> = {
    $first: REGIONS.map((r) => r.firstNames),
    $last: REGIONS.map((r) => r.lastNames),
    $regions: REGION_OF_PERCENT,
    $titles: TITLES,
    $words: COMPANY_WORDS,
    $suffixes: COMPANY_SUFFIXES,
    $industries: INDUSTRIES,
    $locations: REGIONS.map((r) => r.locations),
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
