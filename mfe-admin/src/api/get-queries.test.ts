import { ApiError } from '@qr/runtime';
import { describe, expect, it } from 'vitest';
import { queriesMessages } from '../features/queries/messages';
import { queriesFailure } from './get-queries';

describe('queriesFailure', () => {
  it('explains a 403', () => {
    expect(queriesFailure(new ApiError('http', 403, null))).toBe('forbidden');
    expect(queriesMessages.en.forbidden).toBe('Access denied. Admin privileges required.');
  });
  it('reports other HTTP failures as failed to fetch', () => {
    expect(queriesFailure(new ApiError('http', 500, 'boom'))).toBe('failed');
    expect(queriesMessages.en.failed).toBe('Failed to fetch queries');
  });
  it('reports network, timeout and format problems as an unknown error', () => {
    expect(queriesFailure(new ApiError('network', null, null))).toBe('unknown');
    expect(queriesFailure(new ApiError('timeout', null, null))).toBe('unknown');
    expect(queriesFailure(new ApiError('format', null, null))).toBe('unknown');
    expect(queriesMessages.en.unknown).toBe('An error occurred');
  });
});
