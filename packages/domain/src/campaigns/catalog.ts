import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { STEP_DEFINITIONS } from '../steps/registry.js';
import type { RunnableStepType } from './enums.js';

/**
 * The step catalogue: what each step counts against and how it runs, read from the step definitions
 * (packages/domain/src/steps). The engine applies it and the forecasts (server and builder) read it, so a
 * forecast is computed with the rules the engine follows.
 */

const typesWhere = (keep: (d: (typeof STEP_DEFINITIONS)[number]) => boolean) =>
  STEP_DEFINITIONS.filter(keep).map((d) => d.type) as readonly RunnableStepType[];

/** The daily limit each acting step counts against (001 §9 daily limit kinds); others are not limited. */
export const STEP_LIMIT_KIND: Partial<Record<RunnableStepType, DailyLimitKind>> = Object.fromEntries(
  STEP_DEFINITIONS.filter((d) => d.dailyLimit).map((d) => [d.type, d.dailyLimit]),
);

/** The rolling 7-day limit a step also counts against. */
export const STEP_WEEKLY_KIND: Partial<Record<RunnableStepType, WeeklyLimitKind>> = Object.fromEntries(
  STEP_DEFINITIONS.filter((d) => d.weeklyLimit).map((d) => [d.type, d.weeklyLimit]),
);

/**
 * Steps that only move the prospect (no action on the network, no spacing, no limit, no approval).
 * `manual_task` creates a task for a person (once per prospect and step) and waits until the task is
 * done or its due date passes.
 */
export const MOVING_STEP_TYPES = typesWhere((d) => d.runs === 'move');

/** Steps that act: spaced, approved and logged. Every runnable step but the moving ones. */
export const ACTING_STEP_TYPES = typesWhere((d) => d.runs === 'act');

/** Steps that need a 1st-degree connection. */
export const CONNECTION_STEP_TYPES = typesWhere((d) => d.needsConnection === true);
