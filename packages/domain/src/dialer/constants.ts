/** 001 §9 dialer constants. */
export const CALL_TIMER_TICK_MS = 1_000;
export const AUDIO_SKIP_SECONDS = 10;
export const AUDIO_VOLUME = { min: 0, max: 1, step: 0.01 } as const;
/** 001 §9: the last used number is stored as usedNumber. */
export const LAST_USED_NUMBER_KEY = 'usedNumber';
/** 001 §9: prices are in credits. */
export const DIALER_PRICE_UNIT = 'credits';
/** 001 §9: dialer history page 50, calls per phone 200, general calls list 100. */
export const CALL_HISTORY_PAGE = 50;
export const CALLS_PER_PHONE = 200;
export const CALLS_PAGE_DEFAULT = 100;
/** Credits per started minute of a connected call (001 §9 credit category `call`). */
export const CALL_CREDITS_PER_MINUTE = 1;
/** A dialer one-time key (GET /dialer/token) is good for one call within this time. */
export const DIALER_KEY_TTL_MS = 60_000;
