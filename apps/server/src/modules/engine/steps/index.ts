import type { StepHandler } from './handler.js';
import * as registered from './registered.js';

export type {
  ActClaim,
  ActingStepHandler,
  ConditionEvaluator,
  ConditionRun,
  ConditionVerdict,
  MoveRun,
  MoveVerdict,
  MovingStepHandler,
  StepHandler,
  StepRun,
} from './handler.js';
export { StepRegistry, stepRegistry } from './registry.js';
export { done } from './outcome.js';

/** The handlers of the engine's own steps (steps/registered.ts). */
export const ENGINE_STEP_HANDLERS: readonly StepHandler[] = Object.values(registered);

/** An area's step handlers, registered at start-up (modules/steps.ts lists one line per area). */
export type RegisterSteps = (
  registry: import('./registry.js').StepRegistry,
  ctx: import('../../../lib/context.js').AppContext,
) => void;

/** The engine's own steps. */
export const registerEngineSteps: RegisterSteps = (registry) => {
  for (const handler of ENGINE_STEP_HANDLERS) registry.register(handler);
};
