import { sql } from 'drizzle-orm';
import type { FinderFilterKey } from '@leadloop/domain/finder/entities';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { clock } from '../../../lib/clock.js';
import { containsPattern } from '../../../lib/like.js';
import { textArray } from '../../../lib/sql-arrays.js';
import type {
  FilterValuesQuery,
  FoundPerson,
  PeoplePage,
  PeopleQuery,
  PeopleSearchProvider,
} from '../provider.js';
import { ensureFinderPopulation } from './population.js';
import { whereOf } from './search.js';

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  seniority: string;
  company: string;
  company_domain: string | null;
  company_size: number;
  industry: string;
  location: string;
  country_code: string;
  keywords: string[];
  has_email: boolean;
  has_phone: boolean;
  job_last_updated: string | Date;
}

/** The sandbox network's profile URLs (its members are the sandbox people). */
const PROFILE_BASE = 'https://network.sandbox.local';

const COLUMNS = sql.raw(`p.id, p.first_name, p.last_name, p.title, p.seniority, p.company, p.company_domain,
  p.company_size, p.industry, p.location, p.country_code, p.keywords, p.email is not null as has_email,
  p.phone is not null as has_phone, p.job_last_updated`);

const toPerson = (r: PersonRow): FoundPerson => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  title: r.title,
  seniority: r.seniority,
  company: r.company,
  companyDomain: r.company_domain,
  companySize: Number(r.company_size),
  industry: r.industry,
  location: r.location,
  countryCode: r.country_code,
  keywords: r.keywords,
  networkId: r.id,
  profileUrl: `${PROFILE_BASE}/in/${r.id}/`,
  hasEmail: Boolean(r.has_email),
  hasPhone: Boolean(r.has_phone),
  jobLastUpdated: new Date(r.job_last_updated),
});

/**
 * The sandbox people database: finder_people, written from the sandbox network's members on first use
 * (`ensureNetwork` makes sure the network's population exists first). Searches are plain SQL over indexes.
 */
export class SandboxPeople implements PeopleSearchProvider {
  readonly name = 'sandbox';
  private ready: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ensureNetwork: () => Promise<unknown>,
  ) {}

  ensureReady(): Promise<unknown> {
    this.ready ??= this.ensureNetwork()
      .then(() => ensureFinderPopulation(this.db, clock.now()))
      .catch((error) => {
        this.ready = undefined;
        throw error;
      });
    return this.ready;
  }

  async search(q: PeopleQuery): Promise<PeoplePage> {
    await this.ensureReady();
    const where = whereOf(q, clock.now());
    const count = sql`select count(*)::int as total from finder_people p where ${where}`;
    if (q.countOnly)
      return {
        people: [],
        total: Number(rowsOf<{ total: number }>(await this.db.execute(count))[0]?.total ?? 0),
      };
    const order = (t: string) =>
      sql.raw(q.sort === 'job_last_updated' ? `${t}.job_last_updated desc, ${t}.seq` : `${t}.seq`);
    // The count and the page in one statement (one round trip): the page joined to the count's one row, so
    // a page past the end still answers the total.
    const rows = rowsOf<PersonRow & { total: number; seq: number | null }>(
      await this.db.execute(
        sql`select c.total, pg.* from (${count}) c left join lateral (
              select ${COLUMNS}, p.seq from finder_people p where ${where} order by ${order('p')}
              limit ${q.pageSize} offset ${q.page * q.pageSize}) pg on true
            order by ${order('pg')}`,
      ),
    );
    const total = Number(rows[0]?.total ?? 0);
    return { people: rows.filter((r) => r.seq !== null).map(toPerson), total };
  }

  async byIds(ids: string[]): Promise<FoundPerson[]> {
    if (!ids.length) return [];
    await this.ensureReady();
    const rows = rowsOf<PersonRow>(
      await this.db.execute(sql`select ${COLUMNS} from finder_people p where p.id = any(${textArray(ids)})`),
    );
    return rows.map(toPerson);
  }

  async filterValues(key: FinderFilterKey, q: FilterValuesQuery) {
    await this.ensureReady();
    const rows = rowsOf<{ value: string; label: string }>(
      await this.db.execute(
        sql`select value, label from finder_filter_values
            where key = ${key} and label ilike ${containsPattern(q.query)} and not (value = any(${textArray(q.excluded)}))
            order by people desc, value limit ${q.limit + 1} offset ${q.offset}`,
      ),
    );
    return { items: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
  }
}
