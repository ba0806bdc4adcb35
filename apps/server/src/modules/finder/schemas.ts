import { z } from 'zod';
import { finderFilterKeySchema, finderFiltersSchema } from '@leadloop/domain/finder/entities';
import { FINDER_ADD_LIMIT, FINDER_FILTER_PAGE_SIZE, FINDER_PAGE_SIZE } from '@leadloop/domain/finder/filters';
import { spaceQuery } from '../../lib/route-schemas.js';

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** `filters` travels as JSON in the query string (001 §7: the search's filters). */
const filtersParam = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(finderFiltersSchema);

/** A comma-separated list in the query string. */
const list = (max: number) =>
  z
    .string()
    .max(max * 300)
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(300)).max(max));

/** The search half of a finder query: filters and contact_info flags (001 §7). */
const searchFields = {
  credentials: z.string().max(100).optional(),
  filters: filtersParam.optional(),
  email: flag,
  work_email: flag,
  phone: flag,
  enriched_only: flag,
  fresh_only: flag,
  li_only: flag,
  /** Leave out people who are already prospects of this workspace. */
  exclude_existing_people: flag,
  sort: z.enum(['job_last_updated']).optional(),
};

export const profilesQuery = spaceQuery.extend({
  ...searchFields,
  count_only: flag,
  page: z.coerce.number().int().min(1).max(400).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(FINDER_PAGE_SIZE),
});
export type ProfilesQuery = z.infer<typeof profilesQuery>;

export const filterParams = z.object({ filterKey: finderFilterKeySchema });
export const filterQuery = spaceQuery.extend({
  query: z.string().max(200).default(''),
  additional_query: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  excluded_values: list(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(FINDER_FILTER_PAGE_SIZE),
  fresh_only: flag,
});

export const addToWorkflowQuery = spaceQuery.extend({
  ...searchFields,
  limit: z.coerce.number().int().min(1).max(FINDER_ADD_LIMIT).default(FINDER_PAGE_SIZE),
  ids: list(FINDER_ADD_LIMIT).optional(),
  linkedin_urls: list(FINDER_ADD_LIMIT).optional(),
});
export type AddToWorkflowQuery = z.infer<typeof addToWorkflowQuery>;
export const addToWorkflowBody = z.strictObject({
  workflow_id: z.string().max(100),
  is_existing_people: z.boolean().default(false),
});
