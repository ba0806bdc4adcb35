// What translating server and validation messages needs beyond the generic texts: the whole catalogue
// (English), its reverse lookup and the templates. Its own chunk (lib/i18n.ts loadMessageRuntime).
export { fillTemplate } from '@leadloop/domain/messages/format';
export { en } from '@leadloop/domain/messages/i18n/en';
export { codeForMessage } from '@leadloop/domain/messages/i18n/lookup';
