import { ApiError } from '../../lib/api-client.ts';

/** A fresh Idempotency-Key (contract pattern: 8-128 of [A-Za-z0-9_-]; a UUID fits). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt (POST /pagamento/, the event purchase). Sending the same body again after an answer that
 * never arrived (network failure, 5xx) reuses the key, so the server answers the first result instead of charging
 * twice. Once the server has decided (success, a refusal, a field error) or the body changes (another card, amount or
 * method), the next send is a new attempt with a new key: the server refuses a key reused with another body.
 */
export class IdempotencyKeeper {
  private key: string | null = null;
  private body: string | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (!this.key || this.body !== text) {
      this.key = this.make();
      this.body = text;
    }
    return this.key;
  }

  /** After an attempt: keep the key only when its outcome is unknown. */
  settle(error?: unknown): void {
    const unknownOutcome = error !== undefined && !(error instanceof ApiError && error.status < 500);
    if (!unknownOutcome) {
      this.key = null;
      this.body = null;
    }
  }
}
