// The public face of consent (issue 40): opt-outs, consent records, 10DLC registration. The engine's
// gate (engine/consent-gate.ts) reads what these write; the rules are in packages/domain/src/consent.
export { recordOptOut } from './opt-out.js';
export type { OptOut, OptOutSource } from './opt-out.js';
export { consentRecords, recordConsent } from './consents.js';
export type { ConsentGrant } from './consents.js';
export { SANDBOX_TEN_DLC_REVIEW_MS, submitTenDlc, tenDlcOf } from './ten-dlc.js';
