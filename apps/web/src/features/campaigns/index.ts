// The public face of campaigns: what other areas may use. Everything else in this folder is private.
export { fetchWorkflows, prefetchCampaignList } from './api/fetch-workflows';
export { explainProspect, reasonText, shownStatus } from './lib/explain';
export { campaignsRoutes, clearWorkflowUnlessEditing } from './routes';
export type { CampaignProspect } from './types';
