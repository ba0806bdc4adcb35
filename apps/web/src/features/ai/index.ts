// The public face of ai (issue 19): what other areas may use. Everything else in this folder is private.
export { AiAssistant, AiLabel } from './lazy';
export { aiRoutes } from './routes';
