import { defineProvider } from '../manifest.js';

/** Apollo's people search (PEOPLE_PROVIDER=apollo) for the prospect finder. */
export const apollo = defineProvider({
  kind: 'people',
  name: 'apollo',
  label: 'Apollo',
  configures: ['PEOPLE_PROVIDER', 'APOLLO_API_URL', 'APOLLO_API_KEY'],
  modes: ['real'],
  feature: 'prospect_finder',
});
