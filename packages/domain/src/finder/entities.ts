import { z } from 'zod';
import { FINDER_FILTER_KEYS, FINDER_MAX_VALUES, SENIORITIES, COMPANY_SIZE_CODES } from './filters.js';

const values = z.array(z.string().min(1).max(200)).max(FINDER_MAX_VALUES);

/** The `filters` of a finder search: each key holds saved values picked from the type-ahead. */
export const finderFiltersSchema = z
  .object({
    title: values,
    seniority: z.array(z.enum(SENIORITIES)),
    company: values,
    company_size: z.array(
      z.coerce
        .number()
        .int()
        .refine((c) => COMPANY_SIZE_CODES.includes(c as never)),
    ),
    industry: values,
    location: values,
    keywords: values,
  })
  .partial()
  .strict();
export type FinderFilters = z.infer<typeof finderFiltersSchema>;

/** 001 §7 contact_info flags (each "only people who have it"). */
export const contactInfoSchema = z.object({
  email: z.boolean().optional(),
  work_email: z.boolean().optional(),
  phone: z.boolean().optional(),
  enriched_only: z.boolean().optional(),
  fresh_only: z.boolean().optional(),
  li_only: z.boolean().optional(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** One person of the people database as a search shows them: contact details stay hidden until enriched. */
export const finderPersonSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  title: z.string(),
  seniority: z.string(),
  company: z.string(),
  company_domain: z.string().nullable(),
  company_size: z.string(),
  industry: z.string(),
  location: z.string(),
  country_code: z.string(),
  keywords: z.array(z.string()),
  linkedin_url: z.string().nullable(),
  has_email: z.boolean(),
  has_phone: z.boolean(),
  job_last_updated: z.string(),
  /** Already a prospect of this workspace. */
  in_workspace: z.boolean(),
});
export type FinderPerson = z.infer<typeof finderPersonSchema>;

/** GET /v2/looch/profiles: a page of people and the total count (count_only: the count alone). */
export const finderProfilesSchema = z.object({
  items: z.array(finderPersonSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type FinderProfiles = z.infer<typeof finderProfilesSchema>;

/** GET /looch/filters/{filterKey}: type-ahead values (shown text and the value a filter saves). */
export const finderFilterValuesSchema = z.object({
  items: z.array(z.object({ string_value: z.string(), saved_value: z.string() })),
  has_more: z.boolean(),
});
export type FinderFilterValues = z.infer<typeof finderFilterValuesSchema>;
export const finderFilterKeySchema = z.enum(FINDER_FILTER_KEYS);
export type { FinderFilterKey } from './filters.js';

/** POST /v2/looch/profiles/add_to_workflow: how many entered the campaign and why the others did not. */
export const addToWorkflowResultSchema = z.object({
  workflow_id: z.string(),
  workflow_name: z.string(),
  requested: z.number().int(),
  added: z.number().int(),
  duplicated: z.number().int(),
  skipped_existing: z.number().int(),
  refused: z.number().int(),
});
export type AddToWorkflowResult = z.infer<typeof addToWorkflowResultSchema>;

/** A saved search: a name and the query (filters and contact flags) it stands for. */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: finderFiltersSchema,
  contact_info: contactInfoSchema,
  exclude_existing: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
export const savedSearchBody = z.object({
  name: z.string().trim().min(1).max(100),
  filters: finderFiltersSchema,
  contact_info: contactInfoSchema.default({}),
  exclude_existing: z.boolean().default(false),
});
