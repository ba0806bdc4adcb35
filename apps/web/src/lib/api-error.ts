import { GENERIC_MESSAGES as MESSAGES } from '@leadloop/domain/messages/generic';

/** What a failed call answered: `key` is the message's catalogue code (translate by it), `params` a template's values. */
export interface ApiFailure {
  key?: string;
  params?: Record<string, string | number>;
  field?: string;
}

/** A failed call: the server's message (spec text), the HTTP status as code (0 = no response) and its catalogue key. */
export class ApiError extends Error {
  readonly code: number;
  readonly field?: string;
  readonly key?: string;
  readonly params?: Record<string, string | number>;
  /** The whole failure body (some failures carry a report, e.g. a CSV import's per-line verdicts). */
  readonly details: object;

  constructor(message: string, code: number, failure: ApiFailure | string | object = {}) {
    super(message || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.code = code;
    const details: ApiFailure = typeof failure === 'string' ? { field: failure } : (failure as ApiFailure);
    this.field = details.field;
    this.key = details.key;
    this.params = details.params;
    this.details = typeof failure === 'object' ? failure : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
