// The public face of ai-knowledge: what app/ and other features may use. Everything else is private.
export { aiKnowledgeRoutes } from './routes';
