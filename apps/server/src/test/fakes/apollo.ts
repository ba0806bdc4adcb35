import type http from 'node:http';
import { startHttp, trouble, type Trouble } from './oauth-server.js';

/** One person as the fake holds them (the fields Apollo's search answers). */
export interface FakeApolloPerson {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
  seniority: string;
  linkedin_url: string | null;
  email_status: 'verified' | 'unavailable';
  city: string;
  country: string;
  organization: { name: string; primary_domain: string; industry: string; estimated_num_employees: number };
}

/**
 * A local stateful fake of Apollo's people search, `POST /api/v1/mixed_people/search` (key in `x-api-key`,
 * JSON body, pages of at most 100, `{people, pagination}` answers, Apollo's 401/422 error shapes). It holds
 * its people, filters them as Apollo's documented fields say (titles and locations by words, seniorities,
 * employee ranges, keywords), and records every request it received.
 */
export interface FakeApollo {
  url: string;
  apiKey: string;
  trouble: Trouble;
  people: FakeApolloPerson[];
  requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

const SENIORITIES = ['c_suite', 'vp', 'director', 'manager', 'senior', 'entry', 'owner'];
const TITLES = [
  'CEO',
  'VP of Sales',
  'Director of Marketing',
  'Sales Manager',
  'Senior Engineer',
  'Analyst',
  'Owner',
];

/** `count` people, deterministic: the i-th has title and seniority i mod 7, a company of 5 to 5000 people. */
export function fakeApolloPeople(count: number): FakeApolloPerson[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `apollo-${i + 1}`,
    first_name: `First${i + 1}`,
    last_name: `Last${i + 1}`,
    title: TITLES[i % 7]!,
    seniority: SENIORITIES[i % 7]!,
    linkedin_url: i % 10 === 9 ? null : `http://www.linkedin.com/in/apollo-person-${i + 1}`,
    email_status: i % 3 === 0 ? 'unavailable' : 'verified',
    city: i % 2 ? 'Berlin' : 'Austin',
    country: i % 2 ? 'Germany' : 'United States',
    organization: {
      name: `Company ${i % 13}`,
      primary_domain: `company${i % 13}.example`,
      industry: i % 2 ? 'Software Development' : 'Financial Services',
      estimated_num_employees: [5, 30, 120, 300, 800, 2000][i % 6]!,
    },
  }));
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const hasWords = (text: string, query: string) => words(query).every((w) => words(text).includes(w));

export async function startFakeApollo(
  people: FakeApolloPerson[] = fakeApolloPeople(60),
): Promise<FakeApollo> {
  const state = { apiKey: 'apollo-test-key', people, requests: [] as FakeApollo['requests'] };
  const t = trouble();
  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = await startHttp((req, raw, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (req.method !== 'POST' || path !== '/api/v1/mixed_people/search') return false;
    if (t.answer(res, (status) => ({ error: `fake apollo ${status}` }))) return true;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    state.requests.push({ headers: req.headers, body });
    if (req.headers['x-api-key'] !== state.apiKey) {
      json(res, 401, { error: 'Invalid access credentials.' });
      return true;
    }
    const perPage = Number(body.per_page ?? 10);
    const page = Number(body.page ?? 1);
    if (perPage > 100 || perPage < 1 || page < 1) {
      json(res, 422, { error: 'per_page must be between 1 and 100' });
      return true;
    }
    const list = (key: string) => (body[key] as string[] | undefined) ?? [];
    const ranges = list('organization_num_employees_ranges').map((r) =>
      r.split(',').map((n) => (n ? Number(n) : Infinity)),
    );
    const matching = state.people.filter((p) => {
      const titles = list('person_titles');
      if (titles.length && !titles.some((q) => hasWords(p.title, q))) return false;
      const seniorities = list('person_seniorities');
      if (seniorities.length && !seniorities.includes(p.seniority)) return false;
      const locations = list('person_locations');
      if (locations.length && !locations.some((q) => hasWords(`${p.city} ${p.country}`, q))) return false;
      const n = p.organization.estimated_num_employees;
      if (ranges.length && !ranges.some(([min, max]) => n >= min! && n <= max!)) return false;
      if (list('contact_email_status').length && !list('contact_email_status').includes(p.email_status))
        return false;
      const keywords = body.q_keywords as string | undefined;
      if (keywords && !hasWords(`${p.title} ${p.organization.name} ${p.organization.industry}`, keywords))
        return false;
      return true;
    });
    json(res, 200, {
      people: matching.slice((page - 1) * perPage, page * perPage),
      pagination: {
        page,
        per_page: perPage,
        total_entries: matching.length,
        total_pages: Math.ceil(matching.length / perPage),
      },
    });
    return true;
  });
  return {
    url: server.url,
    apiKey: state.apiKey,
    trouble: t,
    people: state.people,
    requests: state.requests,
    close: server.close,
  };
}
