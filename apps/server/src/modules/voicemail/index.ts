// The public face of voicemail: what other areas may use. Everything else in this folder is private.
export { voicemailRoutes } from './routes.js';
export { copyVoicemailToAccount } from './service.js';
export { checkVoicemailSteps } from './usage.js';
