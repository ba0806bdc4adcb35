import { defineProvider } from '../manifest.js';

/** The consent screen of the sandbox: grants an identity, so only with SANDBOX_GRANTS=1. */
export const sandboxSignIn = defineProvider({
  kind: 'sso',
  name: 'sandbox',
  label: 'Sandbox sign-in',
  configures: ['SANDBOX_GRANTS'],
  modes: ['sandbox'],
});
