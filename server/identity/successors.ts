/**
 * Grants replaced by an account switch (token exchange with customer_id): old grant → the grant
 * that replaced it, so a later logout of the old browser session ends the new one too
 * (provider.ts). A link lives as long as the session it belongs to could (the new grant's
 * expiry), so the map is bounded by expiry and by a maximum count (oldest first).
 */
export class Successors {
  private readonly links = new Map<string, { grantId: string; exp: number }>();

  constructor(
    /** Epoch seconds. */
    private readonly now: () => number,
    private readonly max = 20_000,
  ) {}

  set(replaced: string, successor: string, exp: number): void {
    const now = this.now();
    for (const [id, link] of this.links) if (link.exp <= now) this.links.delete(id);
    this.links.set(replaced, { grantId: successor, exp });
    while (this.links.size > this.max) {
      const oldest = this.links.keys().next().value;
      if (oldest === undefined) break;
      this.links.delete(oldest);
    }
  }

  get(replaced: string): string | undefined {
    const link = this.links.get(replaced);
    return link && link.exp > this.now() ? link.grantId : undefined;
  }

  get size(): number {
    return this.links.size;
  }
}
