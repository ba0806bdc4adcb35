export * from './mailer.js';
export { activationMail, inviteMail, restoreMail } from './templates.js';
