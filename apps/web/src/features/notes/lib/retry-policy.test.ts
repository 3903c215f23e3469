import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { isRetryable, retryDelay } from './retry-policy.ts';

describe('autosave retry policy', () => {
  it('grows the wait between attempts up to 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries what may pass: no response, server failures, time-outs, rate limits', () => {
    expect(isRetryable(new NetworkError())).toBe(true);
    expect(isRetryable(new ApiError(500, {}))).toBe(true);
    expect(isRetryable(new ApiError(503, {}))).toBe(true);
    expect(isRetryable(new ApiError(408, {}))).toBe(true);
    expect(isRetryable(new ApiError(429, {}))).toBe(true);
  });

  it('does not retry an edit the server refused', () => {
    expect(isRetryable(new ApiError(400, { code: 'VALIDATION_FAILED' }))).toBe(false);
    expect(isRetryable(new ApiError(404, { code: 'NOTE_NOT_FOUND' }))).toBe(false);
    expect(isRetryable(new ApiError(409, { code: 'NOTE_CONFLICT' }))).toBe(false);
  });
});
