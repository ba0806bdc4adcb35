// The handlers of the steps the engine owns: one line per step folder (`npm run new:step <name>` adds
// its line). Steps owned by another area are registered by that area (modules/steps.ts).
export * from './network/handlers.js';
export * from './email/handler.js';
export * from './webhook/handler.js';
export * from './voicemail/handler.js';
export * from './manual-task/handler.js';
export * from './flow/handlers.js';
export * from './sms/handler.js';
export * from './call/handler.js';
