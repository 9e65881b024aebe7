/**
 * Password attempts take turns: per username and per client address, one attempt a delay after
 * the one before. A wrong password was answered after one fixed delay, so guesses sent in
 * parallel cost that delay once (100 in 2 s); now each waits its turn, and 100 parallel guesses
 * at one username, or from one address, take 100 delays. A right password is checked at its
 * turn too (else a parallel guess would learn it at once) and then gives its turn back.
 *
 * Real time on purpose (performance.now by default), not the stack's session clock: tests move
 * that clock by hand, while this spaces requests as they arrive.
 */
export interface ThrottleOptions {
  /** The spacing of attempts of one key, ms. */
  delayMs: number;
  /** Monotonic ms. Default performance.now. */
  now?: () => number;
  /** Keys remembered at most; the least recently tried go first. */
  maxKeys?: number;
}

export class LoginThrottle {
  /** key → the earliest time (ms) its next attempt may be checked. */
  private readonly next = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  readonly delayMs: number;

  constructor(options: ThrottleOptions) {
    this.delayMs = options.delayMs;
    this.now = options.now ?? (() => performance.now());
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** The time (ms) at which an attempt for all of `keys` may be checked; reserves it. */
  reserve(keys: readonly string[]): number {
    const now = this.now();
    this.prune(now);
    const turn = Math.max(now, ...keys.map((key) => this.next.get(key) ?? now));
    for (const key of keys) {
      // Re-inserted: the map's order is "least recently tried first", the order keys are dropped in.
      this.next.delete(key);
      this.next.set(key, turn + this.delayMs);
    }
    while (this.next.size > this.maxKeys) {
      const oldest = this.next.keys().next().value;
      if (oldest === undefined) break;
      this.next.delete(oldest);
    }
    return turn;
  }

  /** A right password at `turn`: its reservation is given back where no later attempt queued behind it. */
  release(keys: readonly string[], turn: number): void {
    for (const key of keys) if (this.next.get(key) === turn + this.delayMs) this.next.delete(key);
  }

  /** Ms from now until `time` (0 if past): how long to wait for a turn. */
  msUntil(time: number): number {
    return Math.max(0, time - this.now());
  }

  get size(): number {
    return this.next.size;
  }

  private prune(now: number): void {
    for (const [key, at] of this.next) if (at <= now) this.next.delete(key);
  }
}
