import { ApiError } from 'shared-ui/runtime';
import { describe, expect, it } from 'vitest';
import { describeQueriesFailure, QUERIES_MESSAGES } from './fetch-queries';

describe('describeQueriesFailure', () => {
  it('sends a 401 back to the start', () => {
    expect(describeQueriesFailure(new ApiError('http', 401, 'Invalid or expired token'))).toEqual({
      kind: 'signed-out',
    });
  });
  it('explains a 403', () => {
    expect(describeQueriesFailure(new ApiError('http', 403, null))).toEqual({ kind: 'message', message: 'forbidden' });
    expect(QUERIES_MESSAGES.forbidden).toBe('Access denied. Admin privileges required.');
  });
  it('reports other HTTP failures as failed to fetch', () => {
    expect(describeQueriesFailure(new ApiError('http', 500, 'boom'))).toEqual({
      kind: 'message',
      message: 'failed',
    });
    expect(QUERIES_MESSAGES.failed).toBe('Failed to fetch queries');
  });
  it('reports network and format problems as an unknown error', () => {
    expect(describeQueriesFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'message', message: 'unknown' });
    expect(describeQueriesFailure(new ApiError('format', null, null))).toEqual({ kind: 'message', message: 'unknown' });
    expect(QUERIES_MESSAGES.unknown).toBe('An error occurred');
  });
});
