// The public face of prospects: what other areas may use. Everything else in this folder is private.
export { useCampaignOptions } from './api/fetch-campaign-options';
export { useProspect } from './api/fetch-prospect';
export { ProspectCampaigns } from './components/prospect-campaigns';
export { ProspectTags } from './components/prospect-tags';
export { LeadStatusBadge } from './components/status-badges';
export { prospectsRoutes } from './routes';
export type { ProspectDetail, Relation } from './types';
