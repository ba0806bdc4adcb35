// The public face of spaces: what other areas may use. Everything else in this folder is private.
export { findSpaceByCode } from './code-invites.js';
export { acceptInviteFromToken } from './invites.js';
export { addMember, findMembership } from './membership.js';
export { spacesRoutes } from './routes.js';
export { assertFreeSeat, seatUsage } from './seats.js';
export { listSpaceSummaries } from './space-view.js';
export { assertChoosable, createSpace, notifySpace, requireSpaceRow } from './workspace.js';
