// The public face of account-settings: what other areas may use. Everything else in this folder is private.
export { useSignatures } from './api/signatures';
export { useVoicemails } from './api/voicemails';
export { accountSettingsRoutes } from './routes';
