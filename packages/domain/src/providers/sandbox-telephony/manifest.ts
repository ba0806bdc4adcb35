import { defineProvider } from '../manifest.js';

/** The dialer's numbers and calls (issue 40): the sandbox carrier, whose far end is a WebRTC peer in the server. */
export const sandboxTelephony = defineProvider({
  kind: 'telephony',
  name: 'sandbox',
  label: 'Sandbox telephony',
  configures: [],
  modes: ['sandbox'],
  feature: 'calling',
});
