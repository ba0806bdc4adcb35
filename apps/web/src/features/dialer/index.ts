// The public face of the dialer: what app/ and other features may use. Everything else is private.
export { DialerButton } from './components/dialer-button';
export { dialerIntegrationRoutes } from './routes';
export { CALL_RECORDINGS_PATH, PHONE_NUMBERS_PATH } from './paths';
