// The public face of engine: what other areas may use. Everything else in this folder is private.
export { engineAccountOf, loadEngineAccount, releaseAccountHold } from './account.js';
export { DEFAULT_ENGINE_OPTIONS } from './deps.js';
export type { EngineAccount } from './account.js';
export { campaignMailerFrom } from './campaign-mail.js';
export { STEP_LIMIT_KIND } from './catalog.js';
export { logActionSent } from './outside-actions.js';
export { engineDeps, onInboundReply, runDepsUntil, useSteps, withEngineTurn } from './engine.js';
export { registerEngineJobs } from './jobs.js';
export { DRIVER_WAIT_TO_DOMAIN } from './reasons.js';
export { wakeTaskStep } from './task-step.js';
export { abVariant, localDayStart } from './schedule.js';
export { stepTexts } from './perform.js';
export { loadWaitContext, nextWait } from './wait.js';
export type { WaitContext } from './wait.js';
export {
  linkSchema,
  nextNodeId,
  orderedNodes,
  startNodeId,
  stepDelayMs,
  stepSchema,
  toGraph,
} from './sequence.js';
export type { Step, StepInput, StepType } from './sequence.js';
export { RUNNING_PROSPECT_STATUSES, enrollProspects } from './enroll.js';
export type { EnrollOutcome } from './enroll.js';
export {
  excludeProspects,
  logWorkflowEvent,
  pauseOptedOut,
  pauseProspects,
  resumeProspect,
  setStepApproval,
  stopProspect,
} from './transitions.js';
export {
  moveOffRemovedSteps,
  pauseCampaignProspects,
  purgeCampaignProspects,
  resumeCampaignFromStep,
  resumeCampaignProspects,
  stopCampaignProspects,
} from './campaign-transitions.js';
export { prospectEmail } from './conditions.js';
export { done, registerEngineSteps, StepRegistry, stepRegistry } from './steps/index.js';
export type {
  ActingStepHandler,
  ConditionEvaluator,
  MovingStepHandler,
  RegisterSteps,
  StepHandler,
  StepRun,
} from './steps/index.js';
