/** Client and server timings (001 §8, §9; 000 §4). */

/** 001 §8, §9: 'Response timed out, please try again' after 45 s. */
export const RESPONSE_TIMEOUT_MS = 45_000;
/** 001 §8: after a 401 the user is sent to sign-in after 800 ms (1 s reload in a file context). */
export const UNAUTHORIZED_REDIRECT_MS = 800;
export const FILE_CONTEXT_RELOAD_MS = 1_000;
/** 001 §8, §9: 403 on token validation shows a message for 15 s, then the query string is cleared. */
export const FORBIDDEN_REDIRECT_MS = 15_000;
/** 001 §9: snackbars max 3 visible (oldest removed), default 3000 ms; notifications 4000 ms. */
export const SNACKBARS_MAX = 3;
export const SNACKBAR_DURATION_MS = 3_000;
export const NOTIFICATION_DURATION_MS = 4_000;
/** 001 §9: extension email wait 30 s (then the no-email error); extension logout wait 700 ms. */
export const EXTENSION_EMAIL_WAIT_MS = 30_000;
export const EXTENSION_LOGOUT_WAIT_MS = 700;
/** 000 §4, 001 §4, §9: payment polling up to 5 tries, first wait 15 s, doubling. */
export const PAYMENT_POLL_MAX_TRIES = 5;
export const PAYMENT_POLL_FIRST_WAIT_MS = 15_000;
/** The waits before each poll: 15 s, 30 s, 60 s, 120 s, 240 s. */
export const paymentPollDelays = (): number[] =>
  Array.from({ length: PAYMENT_POLL_MAX_TRIES }, (_, i) => PAYMENT_POLL_FIRST_WAIT_MS * 2 ** i);
/** 001 §9: report email up to 5 minutes. */
export const REPORT_EMAIL_MAX_MINUTES = 5;
/** 001 §9: search debounce 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** 001 §9: error tracing sample rate 1. */
export const ERROR_TRACING_SAMPLE_RATE = 1;
/** Public paths: those containing auth, error or /v/ (000 §2, 001 §8), and an email's /unsubscribe/ page (issue 15). */
export const isPublicPath = (path: string) => /auth|error|\/v\/|^\/unsubscribe\//.test(path);
/** 001 §8: navigation errors containing this text are only logged. */
export const NAVIGATION_REDIRECT_ERROR = 'Redirected when going from';
