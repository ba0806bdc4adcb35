// The public face of workflows: what other areas may use. Everything else in this folder is private.
export type { Caller } from './access.js';
export { explainProspect, holdOf } from './explain.js';
export { remainingActionsOfAccount } from './forecast.js';
export { registerWorkflowJobs } from './jobs.js';
export { workflowsRoutes } from './routes.js';
export { runSearch } from './searches.js';
export { createWorkflowBody } from './schemas.js';
export { createWorkflow, updateWorkflowStatus } from './service.js';
export { addFoundPeople, type FoundPeopleOutcome } from './found-people.js';
