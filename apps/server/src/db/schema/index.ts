// Every table, one file per feature. Add a line here when a feature adds a schema file.
export * from './users.js';
export * from './spaces.js';
export * from './workflows.js';
export * from './prospects.js';
export * from './actions.js';
export * from './credentials.js';
export * from './network.js';
export * from './auth.js';
export * from './mail.js';
export * from './labels.js';
export * from './notes.js';
export * from './credits.js';
export * from './inbox.js';
export * from './integrations.js';
export * from './mailbox.js';
export * from './voice.js';
export * from './sms.js';
