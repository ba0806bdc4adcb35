// Step text and delay limits without zod (rules.ts builds the schemas), for screens that only show them.
/** 001 §5, outreach guide: InMail body ≤ 1900, subject ≤ 200; connection note ≤ 200 (reset value 300). */
export const INMAIL_MAX = 1900;
export const INMAIL_SUBJECT_MAX = 200;
export const CONNECTION_NOTE_MAX = 200;
export const CONNECTION_CHARS_RESET_VALUE = 300;
/** Ceiling for a message or email body (not in spec). */
export const MESSAGE_MAX = 8000;
export const EMAIL_SUBJECT_MAX = 255;
/** 001 §9: follow-ups 1 to 5 (AI Employee); 001 §9 AI Employee creates up to 5 campaigns. */
export const FOLLOW_UPS_MIN = 1;
export const FOLLOW_UPS_MAX = 5;
/** 001 §3 step delay in days and hours; a delay shorter than this is refused ("too-small delay", 001 §5). */
export const MIN_STEP_DELAY_HOURS = 1;
export const MAX_STEP_DELAY_DAYS = 365;
