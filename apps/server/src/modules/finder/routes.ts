import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { removedSchema } from '@leadloop/domain/common/api';
import {
  addToWorkflowResultSchema,
  finderFilterValuesSchema,
  finderProfilesSchema,
  savedSearchBody,
  savedSearchListSchema,
  savedSearchSchema,
} from '@leadloop/domain/finder/entities';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { requireSpace } from '../../lib/auth-guard.js';
import { requireScope } from '../../lib/scope.js';
import { addToWorkflow } from './add-to-workflow.js';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.js';
import {
  addToWorkflowBody,
  addToWorkflowQuery,
  filterParams,
  filterQuery,
  profilesQuery,
} from './schemas.js';
import { filterValues, searchProfiles } from './search.js';

/**
 * The prospect finder (001 §7 "Prospect search", feature prospect_finder, gated in lib/route-features.ts):
 * search the people database, type-ahead filter values, add people to a campaign, saved searches.
 */
export async function finderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const space = { auth: 'space' } as const;
  app.get(
    '/v2/looch/profiles',
    { config: space, schema: { querystring: profilesQuery, response: { 200: finderProfilesSchema } } },
    (request) => searchProfiles(app.ctx, requireScope(request), request.query),
  );
  app.get(
    '/looch/filters/:filterKey',
    {
      config: space,
      schema: { params: filterParams, querystring: filterQuery, response: { 200: finderFilterValuesSchema } },
    },
    (request) => filterValues(app.ctx, request.params.filterKey, request.query),
  );
  app.post(
    '/v2/looch/profiles/add_to_workflow',
    {
      config: space,
      schema: {
        querystring: addToWorkflowQuery,
        body: addToWorkflowBody,
        response: { 200: addToWorkflowResultSchema },
      },
    },
    (request) => addToWorkflow(app.ctx, requireSpace(request), request.query, request.body),
  );
  app.get(
    '/looch/saved_searches',
    { config: space, schema: { querystring: spaceQuery, response: { 200: savedSearchListSchema } } },
    (request) => listSavedSearches(app.ctx, requireScope(request)),
  );
  app.post(
    '/looch/saved_searches',
    {
      config: space,
      schema: { querystring: spaceQuery, body: savedSearchBody, response: { 200: savedSearchSchema } },
    },
    (request) => saveSearch(app.ctx, requireScope(request), request.body),
  );
  app.delete(
    '/looch/saved_searches/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: removedSchema } },
    },
    async (request) => {
      await deleteSavedSearch(app.ctx, requireScope(request), request.params.id);
      return { _id: request.params.id };
    },
  );
}
