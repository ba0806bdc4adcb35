import type { AddToWorkflowResult } from '@leadloop/domain/finder/entities';
import { FINDER_ADD_LIMIT } from '@leadloop/domain/finder/filters';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { FoundPerson, PeopleSearchProvider } from '../../providers/people/index.js';
import { withPeople } from './people.js';
import { normalizeProfileLink, type ProspectInput } from '../prospects-core/index.js';
import { addFoundPeople, type Caller } from '../workflows/index.js';
import { peopleQueryOf } from './query.js';
import type { addToWorkflowBody, AddToWorkflowQuery } from './schemas.js';

const READ_PAGE = 100;

/** The people a call names: by id, by profile URL, or the first `limit` matching its filters. */
async function peopleOf(
  provider: PeopleSearchProvider,
  spaceId: string,
  q: AddToWorkflowQuery,
): Promise<FoundPerson[]> {
  const byId = (ids: string[]) =>
    provider.byIds(ids).then((found) => {
      const of = new Map(found.map((p) => [p.id, p]));
      return ids.flatMap((id) => (of.has(id) ? [of.get(id)!] : []));
    });
  if (q.ids?.length) return byId(q.ids);
  if (q.linkedin_urls?.length)
    return byId(q.linkedin_urls.flatMap((u) => normalizeProfileLink(u)?.networkId ?? []));
  const limit = Math.min(q.limit, FINDER_ADD_LIMIT);
  const people: FoundPerson[] = [];
  for (let page = 0; people.length < limit; page++) {
    const found = await provider.search(peopleQueryOf(q, spaceId, { page, pageSize: READ_PAGE }));
    people.push(...found.people.slice(0, limit - people.length));
    if (found.people.length < READ_PAGE) break;
  }
  return people;
}

const inputOf = (p: FoundPerson): ProspectInput[] => {
  const link = p.profileUrl ? normalizeProfileLink(p.profileUrl) : null;
  if (!link) return [];
  return [
    {
      profileLink: link.link,
      networkId: link.networkId,
      firstName: p.firstName,
      lastName: p.lastName,
      position: p.title,
      company: p.company || null,
      companyDomain: p.companyDomain,
      location: p.location || null,
    },
  ];
};

/** POST /v2/looch/profiles/add_to_workflow: puts the chosen or matching people into a campaign. */
export async function addToWorkflow(
  ctx: AppContext,
  caller: Caller,
  q: AddToWorkflowQuery,
  body: z.infer<typeof addToWorkflowBody>,
): Promise<AddToWorkflowResult> {
  const people = await withPeople(ctx, (provider) => peopleOf(provider, caller.space.id, q));
  const outcome = await addFoundPeople(ctx, caller, body.workflow_id, people.flatMap(inputOf), {
    includeExisting: body.is_existing_people,
  });
  return {
    workflow_id: outcome.workflowId,
    workflow_name: outcome.workflowName,
    requested: outcome.requested,
    added: outcome.added,
    duplicated: outcome.duplicated,
    skipped_existing: outcome.skippedExisting,
    refused: outcome.refused,
  };
}
