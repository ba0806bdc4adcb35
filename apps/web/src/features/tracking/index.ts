// The public face of tracking: what app/ and other features may use. Everything else is private.
export { publicTrackingRoutes } from './routes';
export { TrackingDomainsPage } from './pages/domains-page';
export { SendTestEmailButton } from './components/send-test-email';
