import { useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * What to tell the user when a request failed: the server's message for a refusal (4xx, already in the user's
 * language), else the screen's `fallback` (a server fault or no answer: the message would not help them).
 */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status < 500 ? err.message : fallback;
}

/**
 * An action the user confirmed (delete, retry...): `attempt` runs it and answers whether it succeeded; when it
 * failed, `failure` holds the text to show (failureText) until an attempt succeeds or `dismiss`. A retry keeps
 * the previous failure on screen while it runs (a dialog showing it stays open, with its button busy).
 */
export function useActionFailure(fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  async function attempt(action: () => Promise<unknown>): Promise<boolean> {
    try {
      await action();
      setFailure(null);
      return true;
    } catch (err) {
      setFailure(failureText(err, fallback));
      return false;
    }
  }
  return { failure, attempt, dismiss: () => setFailure(null) };
}
