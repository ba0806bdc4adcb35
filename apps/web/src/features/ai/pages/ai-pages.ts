// The AI screens in one chunk (the routes table in the shell then holds one loader for both).
export { AutoLabelsPage } from './auto-labels-page';
export { CompanyResearchPage } from './company-research-page';
