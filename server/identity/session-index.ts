import type Provider from 'oidc-provider';

/**
 * Which grants (sign-ins) of which persona are running, from the provider's model events, for
 * the old login page's "active sessions" count. Bounded: entries past their end are dropped on
 * every count and save, and a grant lives at most one session maximum.
 */
export class SessionIndex {
  private readonly grants = new Map<string, { personaId: string; exp: number }>();

  constructor(
    private readonly now: () => number,
    /** A grant's life when the saved model does not carry its expiry (the provider computes it into the stored payload). */
    private readonly sessionMax: number,
  ) {}

  watch(provider: Provider): void {
    provider.on('grant.saved', (grant) => {
      const { jti, accountId, exp } = grant as { jti: string; accountId?: string; exp?: number };
      this.prune();
      if (accountId) this.grants.set(jti, { personaId: accountId, exp: exp ?? this.now() + this.sessionMax });
    });
    provider.on('grant.destroyed', (grant) => this.grants.delete((grant as { jti: string }).jti));
    provider.on('grant.revoked', (_ctx, grantId) => this.grants.delete(String(grantId)));
  }

  /** `alive`: whether the store still has the grant (one ended with the grant it was handed over from has no event of its own). */
  count(personaId: string, alive: (grantId: string) => boolean = () => true): number {
    this.prune();
    let count = 0;
    for (const [id, grant] of this.grants) {
      if (grant.personaId !== personaId) continue;
      if (alive(id)) count++;
      else this.grants.delete(id);
    }
    return count;
  }

  get size(): number {
    return this.grants.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [id, grant] of this.grants) if (grant.exp <= now) this.grants.delete(id);
  }
}
