import { createHash } from 'node:crypto';

/**
 * Which refresh tokens the stack has handed out (as SHA-256 hashes, until they expire), so the
 * spec's logout stays idempotent: the provider forgets every token of a grant that refresh token
 * reuse revoked, yet a logout with one of them must answer 204 ("already ended"), while a token
 * never issued gets 400. Bounded by expiry and by a maximum count (oldest forgotten first).
 */
export class IssuedRefreshTokens {
  private readonly expiries = new Map<string, number>();

  constructor(
    /** Epoch seconds. */
    private readonly now: () => number,
    private readonly max = 10_000,
  ) {}

  remember(token: string, expiresAt: number): void {
    this.prune();
    this.expiries.set(hash(token), expiresAt);
    while (this.expiries.size > this.max) {
      const oldest = this.expiries.keys().next().value;
      if (oldest === undefined) break;
      this.expiries.delete(oldest);
    }
  }

  wasIssued(token: string): boolean {
    const expiresAt = this.expiries.get(hash(token));
    return expiresAt !== undefined && expiresAt > this.now();
  }

  get size(): number {
    return this.expiries.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(key);
  }
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
