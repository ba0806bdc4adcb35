import { defineProvider } from '../manifest.js';

export const googleSignIn = defineProvider({
  kind: 'sso',
  name: 'google',
  label: 'Google',
  configures: ['SSO_MODE', 'GOOGLE_SIGN_IN_CLIENT_ID', 'GOOGLE_SIGN_IN_CLIENT_SECRET'],
  modes: ['real'],
});
