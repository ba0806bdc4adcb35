// The public face of mailboxes: what app/ and other features may use. Everything else is private.
export { mailboxesRoutes } from './routes';
