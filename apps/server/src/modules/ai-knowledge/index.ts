// The public face of ai-knowledge: what other areas may use. Everything else in this folder is private.
export { aiKnowledgeRoutes } from './routes.js';
export { registerAiKnowledgeJobs } from './jobs.js';
export { indexKnowledge, listKnowledge, searchPassages } from './knowledge.js';
export { getSupervision, putSupervision } from './supervision.js';
export { forgetEmployee } from './forget.js';
export { draftPendingReplies } from './draft.js';
export { groundedDraft } from './ground.js';
