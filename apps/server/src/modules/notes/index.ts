// The public face of notes: what other areas may use. Everything else in this folder is private.
export { notesRoutes } from './routes.js';
