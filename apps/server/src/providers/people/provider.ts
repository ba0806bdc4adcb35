import type { ContactInfo, FinderFilterKey, FinderFilters } from '@leadloop/domain/finder/entities';

/**
 * People search (the prospect finder's database): who matches filters, how many, and the type-ahead values
 * of each filter. The sandbox (./sandbox.ts, the sandbox network's population in SQL) is the default; Apollo's
 * people search (./apollo.ts) is the real one. Enrichment (another provider kind) reads a found person's
 * id, name, company and domain from `FoundPerson`.
 */
export interface PeopleQuery {
  filters: FinderFilters;
  contactInfo: ContactInfo;
  /** Leave out people who are already prospects of this workspace. */
  excludeSpaceId?: string;
  /** 0-based page of `pageSize`. */
  page: number;
  pageSize: number;
  sort?: 'job_last_updated';
  /** The count only (no page is read). */
  countOnly?: boolean;
}

export interface FoundPerson {
  id: string;
  firstName: string;
  lastName: string;
  title: string;
  seniority: string;
  company: string;
  companyDomain: string | null;
  /** 001 §9 company size code (0: unknown). */
  companySize: number;
  industry: string;
  location: string;
  countryCode: string;
  keywords: string[];
  /** The network member id (slug of /in/<id>), when the person has a network profile. */
  networkId: string | null;
  /** The person's network profile URL (null: none known). */
  profileUrl: string | null;
  hasEmail: boolean;
  hasPhone: boolean;
  jobLastUpdated: Date;
}

export interface PeoplePage {
  people: FoundPerson[];
  total: number;
}

export interface FilterValuesQuery {
  query: string;
  excluded: string[];
  offset: number;
  limit: number;
}

export interface PeopleSearchProvider {
  readonly name: string;
  search(query: PeopleQuery): Promise<PeoplePage>;
  /** People by id (ids this provider gave), in any order; unknown ids are left out. */
  byIds(ids: string[]): Promise<FoundPerson[]>;
  filterValues(
    key: FinderFilterKey,
    query: FilterValuesQuery,
  ): Promise<{ items: { label: string; value: string }[]; hasMore: boolean }>;
}
