import { ApiError } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { describeQueriesFailure, QUERIES_MESSAGES } from './fetch-queries';

describe('describeQueriesFailure', () => {
  it('sends a 401 back to the start', () => {
    expect(describeQueriesFailure(new ApiError('http', 401, 'Invalid or expired token'))).toEqual({
      kind: 'signed-out',
    });
  });
  it('explains a 403', () => {
    expect(describeQueriesFailure(new ApiError('http', 403, null))).toEqual({
      kind: 'message',
      message: 'Access denied. Admin privileges required.',
    });
  });
  it('reports other HTTP failures as failed to fetch', () => {
    expect(describeQueriesFailure(new ApiError('http', 500, 'boom'))).toEqual({
      kind: 'message',
      message: QUERIES_MESSAGES.failed,
    });
  });
  it('reports network and format problems as an unknown error', () => {
    expect(describeQueriesFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      message: 'An error occurred',
    });
    expect(describeQueriesFailure(new ApiError('format', null, null))).toEqual({
      kind: 'message',
      message: 'An error occurred',
    });
  });
});
