// The public face of credits: what other areas may use. Everything else in this folder is private.
export { creditsChart, creditsHistory, creditsSummary, grantCredits, spendCredits } from './credits.js';
export { creditsRoutes } from './routes.js';
