/**
 * Anonymous sign-in starts (an authorization request of a browser without a provider session,
 * which creates an interaction) per client address: a token bucket, `burst` at once and then
 * `perMinute`. Each start holds an entry in the identity store for ten minutes; a flood from
 * one address now gets 429 instead of crowding out other people's sign-ins.
 */
export interface StartLimits {
  burst: number;
  perMinute: number;
}

export const SIGN_IN_START_LIMITS: StartLimits = { burst: 60, perMinute: 30 };

export type StartVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export class SignInStarts {
  /** address → tokens left and when they were counted (ms). */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    /** Epoch ms: the stack's clock, so tests move it instead of waiting. */
    private readonly now: () => number,
    private readonly limits: StartLimits = SIGN_IN_START_LIMITS,
    private readonly maxAddresses = 10_000,
  ) {}

  /** Whether `address` could start one now, without counting it: refused requests then cost nothing more. */
  peek(address: string): StartVerdict {
    const tokens = this.tokens(address, this.now());
    return tokens < 1 ? this.refusal(tokens) : { ok: true };
  }

  /** Counts a start of `address`, or refuses it. */
  take(address: string): StartVerdict {
    const now = this.now();
    const tokens = this.tokens(address, now);
    this.buckets.delete(address);
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at: now });
      return this.refusal(tokens);
    }
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    // Least recently seen first: a full bucket is the same as none, so dropping those costs nothing.
    while (this.buckets.size > this.maxAddresses) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    return { ok: true };
  }

  private tokens(address: string, now: number): number {
    const bucket = this.buckets.get(address) ?? { tokens: this.limits.burst, at: now };
    return Math.min(this.limits.burst, bucket.tokens + Math.max(0, now - bucket.at) * this.perMs);
  }

  private refusal(tokens: number): StartVerdict {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000)) };
  }

  private get perMs(): number {
    return this.limits.perMinute / 60_000;
  }

  get size(): number {
    return this.buckets.size;
  }
}
