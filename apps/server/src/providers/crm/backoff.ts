/** What a failed HTTP call tells the backoff: its status and, on 429, the platform's Retry-After. */
export interface HttpFailure {
  status: number | null;
  retryAfterMs: number | null;
}

export interface BackoffOptions {
  /** Repeats after the first attempt. */
  retries: number;
  /** First wait without a Retry-After (doubled each time). */
  baseMs: number;
  /** Longest single wait (a Retry-After above it is cut to it). */
  maxMs: number;
  sleep(ms: number): Promise<void>;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  retries: 4,
  baseMs: 500,
  maxMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * For a call that writes: only a 429 is repeated (the platform refused it before doing anything); a lost
 * answer or a 5xx may have been carried out, so the caller finds out instead of writing twice.
 */
export const onlyThrottled =
  (failureOf: (error: unknown) => HttpFailure | null) =>
  (error: unknown): HttpFailure | null => {
    const failure = failureOf(error);
    return failure?.status === 429 ? failure : null;
  };

/** Reads Retry-After (seconds or an HTTP date) into milliseconds. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const isRetryable = (status: number | null) => status === null || status === 429 || status >= 500;

/**
 * Runs `call`, repeating it on 429 (after the platform's Retry-After, else exponential backoff with
 * jitter), on 5xx and on network errors; anything else is thrown at once. `failureOf` reads a thrown
 * error (null: not an HTTP failure, rethrow).
 */
export async function withBackoff<T>(
  call: () => Promise<T>,
  failureOf: (error: unknown) => HttpFailure | null,
  options: BackoffOptions = DEFAULT_BACKOFF,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const failure = failureOf(error);
      if (!failure || !isRetryable(failure.status) || attempt >= options.retries) throw error;
      const exponential = options.baseMs * 2 ** attempt * (0.5 + Math.random() / 2);
      await options.sleep(Math.min(options.maxMs, failure.retryAfterMs ?? exponential));
    }
  }
}
