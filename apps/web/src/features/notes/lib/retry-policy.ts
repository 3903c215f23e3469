import { ApiError } from '../../../lib/api-client.ts';

/** 1 s, 2 s, 4 s... up to 30 s between attempts while the network or server is failing. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** No response, a server failure or a rate limit may pass; a refused edit (4xx) will not by retrying. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}
