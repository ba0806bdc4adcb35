// The public face of prospects: what other areas may use. Everything else in this folder is private.
export { loadProspect, notesOf, prospectDetail, setLabels, setRelation } from './detail.js';
export { likePattern, scopeCondition } from './filters.js';
export { prospectsRoutes } from './routes.js';
export { accountScope, accountScopeFor, scopeAllows } from './scope.js';
export type { AccountScope } from './scope.js';
export { rowToView } from './view.js';
export type { ProspectRow } from './view.js';
