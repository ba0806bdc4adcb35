import type { AppContext } from '../lib/context.js';
import { registerAiSteps } from './ai/index.js';
import { registerCrmSteps } from './crm/index.js';
import { registerEnrichmentSteps } from './enrichment/index.js';
import { registerEngineSteps, StepRegistry, useSteps, type RegisterSteps } from './engine/index.js';

/** Every area's campaign steps (engine/steps/registry.ts). Add one line per area that owns some. */
export const STEP_REGISTRATIONS: readonly RegisterSteps[] = [
  registerEngineSteps,
  registerCrmSteps,
  registerAiSteps,
  registerEnrichmentSteps,
];

/**
 * Registers every campaign step's handler for this app, at start-up (before routes and jobs). A step type
 * with a definition (packages/domain/src/steps) but no handler stops the start.
 */
export function installSteps(ctx: AppContext, registrations = STEP_REGISTRATIONS): StepRegistry {
  const registry = new StepRegistry();
  for (const register of registrations) register(registry, ctx);
  useSteps(ctx, registry.assertComplete());
  return registry;
}
