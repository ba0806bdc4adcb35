// The public face of templates: what app/ and other features may use. Everything else is private.
export { templatesRoutes } from './routes';
export { TemplatePicker } from './components/template-picker';
export type { Template } from './types';
