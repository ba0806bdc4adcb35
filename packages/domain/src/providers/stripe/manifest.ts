import { defineProvider } from '../manifest.js';

export const stripe = defineProvider({
  kind: 'payments',
  name: 'stripe',
  label: 'Stripe',
  configures: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  modes: ['real'],
});
