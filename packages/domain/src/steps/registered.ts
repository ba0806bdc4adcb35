// Every campaign step type: one line per step folder (`npm run new:step <name>` adds its line).
export * from './network/definitions.js';
export * from './email/definition.js';
export * from './webhook/definition.js';
export * from './voicemail/definition.js';
export * from './manual-task/definition.js';
export * from './crm-push/definition.js';
export * from './ai-comment/definition.js';
export * from './flow/definitions.js';
export * from './enrich/definition.js';
export * from './sms/definition.js';
export * from './call/definition.js';
