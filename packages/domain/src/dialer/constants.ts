/** 001 §9 dialer constants. */
export const CALL_TIMER_TICK_MS = 1_000;
export const AUDIO_SKIP_SECONDS = 10;
export const AUDIO_VOLUME = { min: 0, max: 1, step: 0.01 } as const;
/** 001 §9: the last used number is stored as usedNumber. */
export const LAST_USED_NUMBER_KEY = 'usedNumber';
/** 001 §9: prices are in credits. */
export const DIALER_PRICE_UNIT = 'credits';
