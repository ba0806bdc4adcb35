// The consent engine's rules (issue 40): channels, quiet hours, opt-out keywords, the decision.
export * from './channels.js';
export * from './quiet-hours.js';
export * from './us-area-codes.js';
export * from './recipient.js';
export * from './opt-out.js';
export * from './decide.js';
