import {
  ACTING_STEP_TYPES,
  CONNECTION_STEP_TYPES,
  STEP_LIMIT_KIND,
  STEP_WEEKLY_KIND,
} from '@leadloop/domain/campaigns/catalog';
import type { StepType } from './sequence.js';

/** The domain's step catalogue (packages/domain/src/campaigns/catalog.ts), as the engine reads it. */
export { STEP_LIMIT_KIND, STEP_WEEKLY_KIND };

/** Steps that act (and so are spaced, approved and logged). delay/condition only move the prospect. */
export const ACTING_STEPS: ReadonlySet<StepType> = new Set(ACTING_STEP_TYPES);

/** Steps a 1st-degree connection is needed for. */
export const NEEDS_CONNECTION: ReadonlySet<StepType> = new Set<StepType>(CONNECTION_STEP_TYPES);
