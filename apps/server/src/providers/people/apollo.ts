import { COMPANY_SIZES } from '@leadloop/domain/finder/filters';
import type { FinderFilterKey } from '@leadloop/domain/finder/entities';
import { egressRequest, type EgressPolicy } from '../../lib/egress/index.js';
import type {
  FilterValuesQuery,
  FoundPerson,
  PeoplePage,
  PeopleQuery,
  PeopleSearchProvider,
} from './provider.js';

/** Our seniorities in Apollo's words (`person_seniorities`). */
const TO_APOLLO: Record<string, string[]> = {
  owner: ['owner', 'founder', 'partner'],
  c_level: ['c_suite'],
  vp: ['vp'],
  director: ['director', 'head'],
  manager: ['manager'],
  senior: ['senior'],
  entry: ['entry', 'intern'],
};
const FROM_APOLLO = Object.fromEntries(
  Object.entries(TO_APOLLO).flatMap(([ours, theirs]) => theirs.map((t) => [t, ours])),
);
/** 001 §9 size codes as Apollo's `organization_num_employees_ranges` ("min,max"). */
const RANGE_OF: Record<number, string> = Object.fromEntries(
  COMPANY_SIZES.map((s) => {
    const [min, max] = s.label.replace(/,/g, '').replace('+', '-').split('-');
    return [s.code, `${min},${max || ''}`];
  }),
);
const codeOfEmployees = (n: number | null | undefined): number => {
  if (!n) return 0;
  return (
    COMPANY_SIZES.find((s) => {
      const [min, max] = RANGE_OF[s.code]!.split(',').map((x) => (x ? Number(x) : Infinity));
      return n >= min! && n <= max!;
    })?.code ?? 0
  );
};

export interface ApolloPerson {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  title?: string | null;
  seniority?: string | null;
  linkedin_url?: string | null;
  email_status?: string | null;
  has_email?: boolean;
  has_direct_phone?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  updated_at?: string | null;
  organization?: {
    name?: string | null;
    primary_domain?: string | null;
    industry?: string | null;
    estimated_num_employees?: number | null;
    keywords?: string[] | null;
  } | null;
}

/** The request body of Apollo's people search for a finder query (documented REST fields). */
export function apolloSearchBody(q: PeopleQuery): Record<string, unknown> {
  const f = q.filters;
  const body: Record<string, unknown> = { page: q.page + 1, per_page: q.countOnly ? 1 : q.pageSize };
  if (f.title?.length) body.person_titles = f.title;
  if (f.seniority?.length) body.person_seniorities = f.seniority.flatMap((s) => TO_APOLLO[s] ?? []);
  if (f.company?.length) body.organization_names = f.company;
  if (f.company_size?.length) body.organization_num_employees_ranges = f.company_size.map((c) => RANGE_OF[c]);
  if (f.location?.length) body.person_locations = f.location;
  if (f.industry?.length) body.q_organization_keyword_tags = f.industry;
  if (f.keywords?.length) body.q_keywords = f.keywords.join(' ');
  if (q.contactInfo.enriched_only || q.contactInfo.email || q.contactInfo.work_email)
    body.contact_email_status = ['verified'];
  return body;
}

const networkIdOf = (url: string | null | undefined): string | null =>
  url?.match(/\/in\/([^/?#]+)/)?.[1]?.toLowerCase() ?? null;

function toPerson(p: ApolloPerson): FoundPerson {
  const o = p.organization ?? {};
  return {
    id: p.id,
    firstName: p.first_name ?? '',
    lastName: p.last_name ?? '',
    title: p.title ?? '',
    seniority: FROM_APOLLO[p.seniority ?? ''] ?? 'entry',
    company: o.name ?? '',
    companyDomain: o.primary_domain ?? null,
    companySize: codeOfEmployees(o.estimated_num_employees),
    industry: o.industry ?? '',
    location: [p.city, p.state, p.country].filter(Boolean).join(', '),
    countryCode: '',
    keywords: o.keywords ?? [],
    networkId: networkIdOf(p.linkedin_url),
    profileUrl: p.linkedin_url ?? null,
    hasEmail: Boolean(p.has_email) || p.email_status === 'verified',
    hasPhone: (p.has_direct_phone ?? '').startsWith('Yes'),
    jobLastUpdated: new Date(p.updated_at ?? 0),
  };
}

/**
 * Apollo's people search (`POST /api/v1/mixed_people/search`, key in `x-api-key`) through the guarded
 * egress. Search answers no email or phone (enrichment reveals them); type-ahead values come from the
 * local catalogue (`catalogue`), as Apollo's filters take free text. People already in the workspace are
 * left out by the caller after the page is read (Apollo cannot know them).
 */
export class ApolloPeople implements PeopleSearchProvider {
  readonly name = 'apollo';
  private readonly seen = new Map<string, FoundPerson>();

  constructor(
    private readonly options: { baseUrl: string; apiKey: string; egress: EgressPolicy },
    private readonly catalogue: Pick<PeopleSearchProvider, 'filterValues'>,
  ) {}

  async search(q: PeopleQuery): Promise<PeoplePage> {
    const response = await egressRequest(
      `${this.options.baseUrl}/api/v1/mixed_people/search`,
      this.options.egress,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'cache-control': 'no-cache',
          'x-api-key': this.options.apiKey,
        },
        body: JSON.stringify(apolloSearchBody(q)),
        timeoutMs: 20_000,
        maxBytes: 5_000_000,
      },
    );
    if (response.status !== 200) throw new Error(`Apollo people search answered ${response.status}`);
    const data = JSON.parse(response.body.toString('utf8')) as {
      people?: ApolloPerson[];
      pagination?: { total_entries?: number };
    };
    const people = q.countOnly ? [] : (data.people ?? []).map(toPerson);
    for (const p of people) this.seen.set(p.id, p);
    return { people, total: Number(data.pagination?.total_entries ?? 0) };
  }

  /** People this provider has answered in a search (Apollo's search has no fetch-by-id without enrichment). */
  async byIds(ids: string[]): Promise<FoundPerson[]> {
    return ids.flatMap((id) => (this.seen.has(id) ? [this.seen.get(id)!] : []));
  }

  filterValues(key: FinderFilterKey, q: FilterValuesQuery) {
    return this.catalogue.filterValues(key, q);
  }
}
