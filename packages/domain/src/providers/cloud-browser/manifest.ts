import { defineProvider } from '../manifest.js';

/**
 * The network driven through its web pages by a Chromium per cloud account (issue 41): each account in its
 * own browser context, through its own proxy exit. Chosen per account by its automation type.
 */
export const cloudBrowser = defineProvider({
  kind: 'network',
  name: 'browser',
  label: 'Cloud browser',
  configures: ['NETWORK_WEB_URL', 'BROWSER_MEMORY_MB', 'CHROMIUM_PATH'],
  modes: ['sandbox', 'real'],
});
