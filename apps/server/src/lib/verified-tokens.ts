/**
 * Access tokens whose signature and claims already verified, with their expiry, so a caller's next requests skip
 * the HMAC (member tokens: lib/access-token.ts; staff tokens: modules/admin/staff-tokens.ts). A token string is
 * only ever found here after a full verification of that exact string, and never once past its expiry. Whether
 * the session behind it still stands is not remembered: each request still reads it, so logout and revocation end
 * a remembered token at once.
 */
export class VerifiedTokens<C> {
  private readonly tokens = new Map<string, { claims: C; expiresAt: number }>();
  /** Oldest forgotten first beyond `max` tokens. */
  constructor(private readonly max = 10_000) {}

  /** The claims of a token verified before and not expired yet. */
  get(token: string): C | undefined {
    const known = this.tokens.get(token);
    if (!known) return undefined;
    if (Date.now() < known.expiresAt) return known.claims;
    this.tokens.delete(token);
    return undefined;
  }

  /** After a full verification: the token's claims until `expiresAt` (ms; a token without one is not kept). */
  remember(token: string, claims: C, expiresAt: number): void {
    if (!Number.isFinite(expiresAt)) return;
    if (this.tokens.size >= this.max) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { claims, expiresAt });
  }
}
