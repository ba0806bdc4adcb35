import { companySizeLabel } from '@leadloop/domain/finder/filters';
import type { AppContext } from '../../lib/context.js';
import { peopleFor } from '../../providers/people/index.js';

export interface DirectoryCompany {
  name: string;
  domain: string | null;
  summary: string;
  points: string[];
}

/** The most frequent values of a list, most frequent first. */
function top(values: string[], n: number): string[] {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([v]) => v);
}

/**
 * The user's company found by its name alone in the people directory (the finder's provider: the sandbox
 * population offline, Apollo when configured): the exact name (any case) among the directory's companies,
 * described by what its people show — industry, size, where they are, what they do. Null when no company
 * has that name.
 */
export async function lookupCompanyByName(ctx: AppContext, name: string): Promise<DirectoryCompany | null> {
  const people = peopleFor(ctx);
  const wanted = name.trim().toLowerCase();
  const values = await people.filterValues('company', {
    query: name.trim(),
    excluded: [],
    offset: 0,
    limit: 20,
  });
  const match = values.items.find((v) => v.label.toLowerCase() === wanted);
  if (!match) return null;
  const { people: staff, total } = await people.search({
    filters: { company: [match.value] },
    contactInfo: {},
    page: 0,
    pageSize: 50,
  });
  const first = staff[0];
  if (!first) return null;
  const industry = top(
    staff.map((p) => p.industry),
    1,
  )[0];
  const size = companySizeLabel(first.companySize);
  const places = top(
    staff.map((p) => p.location),
    3,
  );
  const roles = top(
    staff.map((p) => p.title),
    3,
  );
  const summary = `${match.label} is ${industry ? `a ${industry} company` : 'a company'}${size ? ` of ${size} employees` : ''}.`;
  return {
    name: match.label,
    domain: first.companyDomain,
    summary,
    points: [
      ...(places.length ? [`${match.label} has people in ${places.join(', ')}.`] : []),
      ...(roles.length ? [`Its ${total} people in the directory include ${roles.join(', ')}.`] : []),
    ],
  };
}
