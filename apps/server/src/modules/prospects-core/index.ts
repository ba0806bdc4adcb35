// The public face of prospects-core: what other areas may use. Everything else in this folder is private.
export { normalizeProfileLink } from './profile-link.js';
export { upsertProspects } from './upsert.js';
export type { ProspectInput } from './upsert.js';
export { placeholderValuesOf } from './placeholder-values.js';
export { researchValuesOf } from './research-values.js';
export {
  applyLabelRule,
  markProspectOptedOut,
  markProspectReplied,
  removeLabelFromProspects,
  saveFoundEmail,
  saveFoundPhone,
} from './transitions.js';
