import { ApiError } from '../../../lib/api-client.ts';

/** The API's message (already in the user's language) or, without a response, the generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
