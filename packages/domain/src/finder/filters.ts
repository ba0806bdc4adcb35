import { COMPANY_SIZES } from '../ai/enums.js';
/**
 * The prospect finder's filters (000 §2 /profiles/search-prospects; 001 §7 "Prospect search"). A filter key
 * is both a search filter and a `GET /looch/filters/{filterKey}` type-ahead source.
 */
export const FINDER_FILTER_KEYS = [
  'title',
  'seniority',
  'company',
  'company_size',
  'industry',
  'location',
  'keywords',
] as const;
export type FinderFilterKey = (typeof FINDER_FILTER_KEYS)[number];

/** Seniority levels, highest first (derived from a person's title). */
export const SENIORITIES = ['owner', 'c_level', 'vp', 'director', 'manager', 'senior', 'entry'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** 001 §9 company sizes and their codes, in size order: one list, the ai area's. */
export { COMPANY_SIZES };
export const COMPANY_SIZE_CODES = COMPANY_SIZES.map((s) => s.code);
export const companySizeLabel = (code: number): string =>
  COMPANY_SIZES.find((s) => s.code === code)?.label ?? '';

/** 001 §9: prospect page size 25, filter page 20, search debounce 500 ms. */
export const FINDER_PAGE_SIZE = 25;
export const FINDER_FILTER_PAGE_SIZE = 20;
export const FINDER_SEARCH_DEBOUNCE_MS = 500;
/** At most this many people are added to a campaign by one add_to_workflow call. */
export const FINDER_ADD_LIMIT = 1000;
/** "Fresh only": the person's job was confirmed within this many days. */
export const FINDER_FRESH_DAYS = 90;
/** Values one filter may hold (each a saved value from the type-ahead). */
export const FINDER_MAX_VALUES = 50;
