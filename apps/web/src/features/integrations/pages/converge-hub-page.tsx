import { RecipePage } from './recipe-page';

/** 000 §2 /integrations/converge_hub: Converge hub (GoHighLevel's white label) through Zapier's LeadConnector app. */
export const ConvergeHubPage = () => <RecipePage type="converge_hub" />;
