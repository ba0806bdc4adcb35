// The public face of ai-knowledge: what other areas may use. Everything else in this folder is private.
export { aiKnowledgeRoutes } from './routes.js';
