import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.js';
import { spaces } from './spaces.js';
import { users } from './users.js';

/**
 * The prospect finder's people-and-company database (providers/people/sandbox): the sandbox network's
 * population seen as a B2B data provider sees it (seniority, company size and domain, keywords, freshness).
 * Written once per database from sandbox_members (population.ts); nothing here is workspace data.
 */
export const finderPopulation = pgTable('finder_population', {
  id: integer('id').primaryKey(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

export const finderCompanies = pgTable('finder_companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  /** 001 §9 company size code. */
  sizeCode: integer('size_code').notNull(),
  industry: text('industry').notNull(),
});

export const finderPeople = pgTable(
  'finder_people',
  {
    /** The network member id (slug of /in/<id>). */
    id: text('id').primaryKey(),
    seq: integer('seq').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    seniority: text('seniority').notNull(),
    companyId: text('company_id').notNull(),
    company: text('company').notNull(),
    companyDomain: text('company_domain'),
    companySize: integer('company_size').notNull(),
    industry: text('industry').notNull(),
    location: text('location').notNull(),
    countryCode: text('country_code').notNull(),
    keywords: text('keywords').array().notNull(),
    email: text('email'),
    /** verified | catch_all (what the provider knows before any enrichment). */
    emailStatus: text('email_status'),
    phone: text('phone'),
    jobLastUpdated: ts('job_last_updated').notNull(),
  },
  (t) => [
    index('finder_people_seq_idx').on(t.seq),
    index('finder_people_title_idx').on(t.title),
    index('finder_people_seniority_idx').on(t.seniority),
    index('finder_people_company_idx').on(t.company),
    index('finder_people_size_idx').on(t.companySize),
    index('finder_people_industry_idx').on(t.industry),
    index('finder_people_location_idx').on(t.location),
    index('finder_people_keywords_idx').using('gin', t.keywords),
    index('finder_people_fresh_idx').on(t.jobLastUpdated),
    // A three-facet search (seniority, size, industry) counted from the index alone, in seq order for its page.
    index('finder_people_facets_idx').on(t.seniority, t.companySize, t.industry, t.seq),
  ],
);

/** The type-ahead values of each filter key (GET /looch/filters/{filterKey}) and how many people have them. */
export const finderFilterValues = pgTable(
  'finder_filter_values',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.value] })],
);

/** A workspace member's saved finder search. */
export const finderSavedSearches = pgTable(
  'finder_saved_searches',
  {
    id: id(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    contactInfo: jsonb('contact_info').$type<Record<string, boolean>>().notNull(),
    excludeExisting: boolean('exclude_existing').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('finder_saved_searches_space_idx').on(t.spaceId, t.createdAt)],
);
