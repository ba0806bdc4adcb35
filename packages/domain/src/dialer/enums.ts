/** 001 §3 call direction. */
export const CALL_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
/** 000 §4 / 001 §4 call states. */
export const CALL_STATES = ['connecting', 'connected', 'disconnected', 'failed'] as const;
export type CallState = (typeof CALL_STATES)[number];
/**
 * 001 §7 GET /dialer/calls result filter (default all). The history keeps only calls that connected (a failed
 * call adds no entry, 001 §4), so what tells its calls apart is whether a recording was kept.
 */
export const CALL_RESULTS = ['all', 'recorded', 'not_recorded'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];
/** 001 §9 audio player speeds. */
export const AUDIO_SPEEDS = [1, 1.5, 2] as const;
