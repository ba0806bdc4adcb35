// Campaign step definitions: one per step type (steps/<folder>/definition.ts), listed in registered.ts.
export { defineStep, type StepDefinition } from './define.js';
export {
  REGISTERED_STEP_TYPES,
  STEP_DEFINITIONS,
  STEP_FIELDS,
  stepDefinition,
  type RegisteredStepType,
  type StepFields,
} from './registry.js';
