export { isPublicAddress } from './address.js';
export {
  DEFAULT_EGRESS,
  EgressError,
  pinnedLookup,
  resolveTarget,
  type EgressFailure,
  type EgressPolicy,
  type EgressTarget,
} from './resolve.js';
export { egressRequest, type EgressRequestOptions, type EgressResponse } from './request.js';
export { egressFetch } from './fetch.js';
export { startEgressProxy, type EgressProxy } from './proxy.js';
