import { codeForMessage } from '@leadloop/domain';
/**
 * The one error type services throw. It is mapped to `{ok:false, message, code}` once, in app.ts.
 * `message` is a user-facing text (from @leadloop/domain where the spec fixes it).
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, message, details);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message);
export const paymentRequired = (message: string) => new AppError(402, message);
export const forbidden = (message = 'Forbidden') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new AppError(429, message);

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The key of a failure whose text is not in the catalogue (a provider's or the framework's own words). */
export const UNCATALOGUED_KEY = 'validation';

/**
 * The one failure body: `{ok: false, message, code}` (code = HTTP status, as the spec says) plus `key`, the
 * message's catalogue code (and `params` of a template), so a client translates by key, not by English text;
 * a text outside the catalogue still has a key ('validation'), and the client shows its text.
 */
export function failureBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  const found = codeForMessage(message);
  return {
    ok: false as const,
    message,
    code: status,
    key: found ? found.code : UNCATALOGUED_KEY,
    ...(found && Object.keys(found.params).length ? { params: found.params } : {}),
    ...extra,
  };
}
