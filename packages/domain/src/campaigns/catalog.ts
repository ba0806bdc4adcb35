import type { DailyLimitKind, WeeklyLimitKind } from '../credentials/limits.js';
import { RUNNABLE_STEP_TYPES, type RunnableStepType } from './enums.js';

/**
 * The step catalogue: what each step counts against and how it runs. The engine applies it and the
 * forecasts (server and builder) read it, so a forecast is computed with the rules the engine follows.
 */

/** The daily limit each acting step counts against (001 §9 daily limit kinds); others are not limited. */
export const STEP_LIMIT_KIND: Partial<Record<RunnableStepType, DailyLimitKind>> = {
  view_profile: 'profile_views',
  connection_request: 'connection_requests',
  connect_by_email: 'connections_by_email',
  message: 'messages',
  inmail: 'inmails',
  email: 'emails',
  voicemail: 'voicemails',
};

/** The rolling 7-day limit a step also counts against. */
export const STEP_WEEKLY_KIND: Partial<Record<RunnableStepType, WeeklyLimitKind>> = {
  connection_request: 'connection_requests',
  connect_by_email: 'connection_requests',
  inmail: 'inmails',
};

/**
 * Steps that only move the prospect (no action on the network, no spacing, no limit, no approval).
 * `manual_task` creates a task for a person (once per prospect and step) and waits until the task is
 * done or its due date passes.
 */
export const MOVING_STEP_TYPES = [
  'delay',
  'condition',
  'manual_task',
] as const satisfies readonly RunnableStepType[];

/** Steps that wait for a person's task (see MOVING_STEP_TYPES). */
export const TASK_STEP_TYPES = ['manual_task'] as const satisfies readonly RunnableStepType[];

/** Steps that act: spaced, approved and logged. Every runnable step but the moving ones. */
export const ACTING_STEP_TYPES = RUNNABLE_STEP_TYPES.filter(
  (type) => !(MOVING_STEP_TYPES as readonly string[]).includes(type),
) as readonly RunnableStepType[];

/** Steps that need a 1st-degree connection. */
export const CONNECTION_STEP_TYPES = ['message'] as const satisfies readonly RunnableStepType[];
