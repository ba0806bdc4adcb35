import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { COMPANY_SIZES } from '@leadloop/domain/finder/filters';

/**
 * The finder's people and companies, written once per database from the sandbox network's members (so a
 * person found can be reached on the network by the campaign engine) in SQL, INSERT … SELECT: a million
 * members take one pass each. Every added attribute is a function of the member's seq or company id, so the
 * same network seed gives the same database. The first caller claims the row in finder_population.
 */
export async function ensureFinderPopulation(db: Db, now: Date): Promise<{ size: number }> {
  const existing = rowsOf<{ size: number }>(
    await db.execute(sql`select size from finder_population where id = 1`),
  );
  if (existing[0]) return { size: Number(existing[0].size) };
  const built = await db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into finder_population (id, size) values (1, 0) on conflict (id) do nothing returning id`,
    );
    if (rowsOf(claimed).length === 0) return false;
    await tx.execute(companiesInsert());
    // Built once after the rows are in (maintaining ten indexes row by row costs several times more); the
    // definitions stay the migration's, read back from the catalogue.
    const indexes = rowsOf<{ name: string; def: string }>(
      await tx.execute(
        sql`select indexname as name, indexdef as def from pg_indexes
            where tablename = 'finder_people' and indexname <> 'finder_people_pkey'`,
      ),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await tx.execute(peopleInsert(now));
    for (const index of indexes) await tx.execute(sql.raw(index.def));
    await tx.execute(filterValuesInsert());
    await tx.execute(
      sql`update finder_population set size = (select count(*) from finder_people) where id = 1`,
    );
    return true;
  });
  // Statistics for the planner (PGlite has no autovacuum; PostgreSQL's comes later) and the visibility map,
  // without which a count cannot be answered from an index alone. Outside the transaction: VACUUM must be.
  if (built) for (const table of FINDER_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return ensureFinderPopulation(db, now);
}

const FINDER_TABLES = ['finder_companies', 'finder_people', 'finder_filter_values'];

/** Company sizes weighted toward small companies, as a B2B database is (codes of 001 §9). */
const SIZE_WHEEL = [3, 3, 3, 1, 1, 1, 4, 4, 2, 2, 5, 7, 8, 9];
/** A well-spread integer in [0, 2^31) of an integer expression (portable across PostgreSQL versions). */
const spread = (n: string, salt: number) =>
  `((((${n})::bigint * 2654435761 + ${salt}) % 2147483647) * 48271 % 2147483647)`;

function companiesInsert() {
  // company_id is 'co-<n>'; the domain is the one the network's work emails use.
  return sql.raw(`
    insert into finder_companies (id, name, domain, size_code, industry)
    select company_id, name, regexp_replace(lower(name), '[^a-z]', '', 'g') || '.example',
      (array[${SIZE_WHEEL.join(',')}])[1 + ${spread('substr(company_id, 4)::int', 17)} % ${SIZE_WHEEL.length}],
      industry
    from (
      select company_id, min(company) as name, (array_agg(industry order by seq))[1] as industry
      from sandbox_members group by company_id
    ) c`);
}

function peopleInsert(now: Date) {
  return sql`
    with seniority as (
      select title, case
        when title ~* '(founder|owner|partner|board)' then 'owner'
        when title ~* '(^c[a-z]o$|chief|president)' then 'c_level'
        when title ~* '(^vp|vice president)' then 'vp'
        when title ~* '(director|head of)' then 'director'
        when title ~* '(manager|lead)' then 'manager'
        when title ~* '(senior|principal|staff|architect)' then 'senior'
        else 'entry' end as level
      from (select distinct title from sandbox_members) t
    )
    insert into finder_people (id, seq, first_name, last_name, title, seniority, company_id, company, company_domain,
      company_size, industry, location, country_code, keywords, email, email_status, phone, job_last_updated)
    select m.id, m.seq, m.first_name, m.last_name, m.title, s.level, m.company_id, m.company, c.domain,
      c.size_code, c.industry, m.location, m.country_code,
      array(select jsonb_array_elements_text(m.skills)),
      m.email,
      case when m.email is null then null when ${sql.raw(spread('m.seq', 5))} % 10 = 0 then 'catch_all' else 'verified' end,
      m.phone,
      ${now.toISOString()}::timestamptz - make_interval(days => (${sql.raw(spread('m.seq', 11))} % 540)::int)
    from sandbox_members m
    join finder_companies c on c.id = m.company_id
    join seniority s on s.title = m.title`;
}

function filterValuesInsert() {
  const sizes = COMPANY_SIZES.map((s) => `(${s.code}, '${s.label}')`).join(', ');
  return sql.raw(`
    insert into finder_filter_values (key, value, label, people)
    select 'title', title, title, count(*) from finder_people group by title
    union all select 'seniority', seniority, seniority, count(*) from finder_people group by seniority
    union all select 'company', company, company, count(*) from finder_people group by company
    union all select 'industry', industry, industry, count(*) from finder_people group by industry
    union all select 'location', location, location, count(*) from finder_people group by location
    union all select 'company_size', size_code::text, label, count(*)
      from finder_people p join (values ${sizes}) as s (size_code, label) on s.size_code = p.company_size
      group by size_code, label
    union all select 'keywords', k, k, count(*) from finder_people, unnest(keywords) as k group by k`);
}
