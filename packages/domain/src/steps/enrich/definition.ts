import { defineStep } from '../define.js';

/**
 * Enrich (issue 37 item 6): finds the prospect's email and phone through the workspace's enrichment
 * waterfall as they reach the step (1 credit per verified email). Waits, with the reason, when credits run
 * out or no source found an email; not spaced (no one on the network sees it).
 */
export const enrichStep = defineStep({
  type: 'enrich',
  label: 'Enrich',
  order: 115,
  runs: 'act',
  feature: 'enrichment',
  spaced: false,
  fields: {},
});
