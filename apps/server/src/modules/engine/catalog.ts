import {
  ACTING_STEP_TYPES,
  CONNECTION_STEP_TYPES,
  STEP_LIMIT_KIND,
  STEP_WEEKLY_KIND,
} from '@leadloop/domain/campaigns/catalog';
import { STEP_DEFINITIONS } from '@leadloop/domain/steps/registry';
import type { StepType } from './sequence.js';

/** The domain's step catalogue (packages/domain/src/campaigns/catalog.ts), as the engine reads it. */
export { STEP_LIMIT_KIND, STEP_WEEKLY_KIND };

/** Steps that act (and so are spaced, approved and logged). delay/condition only move the prospect. */
export const ACTING_STEPS: ReadonlySet<StepType> = new Set(ACTING_STEP_TYPES);

/** Steps a 1st-degree connection is needed for. */
export const NEEDS_CONNECTION: ReadonlySet<StepType> = new Set<StepType>(CONNECTION_STEP_TYPES);

/**
 * Steps no one on the network sees (their definition's `spaced: false`, the webhook): they run at any hour,
 * and neither wait for the account's spacing nor count as its last action.
 */
export const UNSPACED: ReadonlySet<string> = new Set(
  STEP_DEFINITIONS.filter((d) => d.spaced === false).map((d) => d.type),
);
