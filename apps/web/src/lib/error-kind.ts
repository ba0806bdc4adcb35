import { isRouteErrorResponse } from 'react-router';
import { isApiError } from './api-error';

/** What happened, as an error page says it: the four cases a user can tell apart and act on. */
export const ERROR_KINDS = ['notFound', 'forbidden', 'unreachable', 'unexpected'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const isErrorKind = (value: unknown): value is ErrorKind =>
  (ERROR_KINDS as readonly unknown[]).includes(value);

const byStatus = (status: number): ErrorKind =>
  status === 404 ? 'notFound' : status === 401 || status === 403 ? 'forbidden' : 'unexpected';

/** A failed call (status 0 = no answer at all), a router's error response, or anything thrown. */
export function errorKindOf(error: unknown): ErrorKind {
  if (isApiError(error)) return error.code === 0 ? 'unreachable' : byStatus(error.code);
  if (isRouteErrorResponse(error)) return byStatus(error.status);
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'unreachable';
  return 'unexpected';
}
