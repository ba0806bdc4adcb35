import { MESSAGES } from '@leadloop/domain/messages/catalogue';

/** A failed call: the server's message (spec text) and the HTTP status as code (0 = no response). */
export class ApiError extends Error {
  readonly code: number;
  readonly field?: string;

  constructor(message: string, code: number, field?: string) {
    super(message || MESSAGES.somethingWentWrong);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
