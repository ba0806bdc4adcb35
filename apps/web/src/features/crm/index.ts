// The public face of crm: what app/ and other features may use. Everything else is private.
export { MarkAsLeadButton } from './components/mark-as-lead-button';
export { crmRoutes } from './routes';
export { CrmLinks } from './components/crm-links';
export { CrmDuplicates } from './components/crm-duplicates';
export { CRM_BOARD, prefetchCrmBoard } from './api/prefetch';
