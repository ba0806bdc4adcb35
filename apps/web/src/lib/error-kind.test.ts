import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorKindOf, isErrorKind } from './error-kind';

describe('errorKindOf', () => {
  it('tells not found, no permission, no answer and the rest apart', () => {
    expect(errorKindOf(new ApiError('Not found', 404))).toBe('notFound');
    expect(errorKindOf(new ApiError('Forbidden', 403))).toBe('forbidden');
    expect(errorKindOf(new ApiError('Failed to fetch', 0))).toBe('unreachable');
    expect(errorKindOf(new ApiError('Something went wrong', 500))).toBe('unexpected');
    expect(errorKindOf(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(errorKindOf(new Error('boom'))).toBe('unexpected');
    expect(isErrorKind('notFound')).toBe(true);
    expect(isErrorKind('teapot')).toBe(false);
  });
});
