// The step handlers' shapes live beside EngineDeps (deps.ts), which holds the registry: one file, no loop.
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
  StepLookup,
  StepRun,
  Tx,
} from '../deps.js';
