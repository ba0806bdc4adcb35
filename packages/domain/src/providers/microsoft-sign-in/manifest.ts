import { defineProvider } from '../manifest.js';

export const microsoftSignIn = defineProvider({
  kind: 'sso',
  name: 'microsoft',
  label: 'Microsoft',
  configures: [
    'SSO_MODE',
    'MICROSOFT_SIGN_IN_CLIENT_ID',
    'MICROSOFT_SIGN_IN_CLIENT_SECRET',
    'MICROSOFT_SIGN_IN_TENANT',
  ],
  modes: ['real'],
});
