import { defineProvider } from '../manifest.js';

/** Twilio (issue 40): SMS and the dialer's number purchases through Twilio's API when its account is configured. */
export const twilio = defineProvider({
  kind: 'telephony',
  name: 'twilio',
  label: 'Twilio',
  configures: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM', 'TWILIO_API_BASE'],
  modes: ['real'],
  feature: 'calling',
});
