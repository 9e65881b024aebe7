import { randomBytes, randomUUID } from 'node:crypto';

export interface Session {
  sid: string;
  personaId: string;
  clientId: string;
  /** Epoch seconds of login: the session maximum counts from here. */
  startedAt: number;
  /** Epoch seconds after which no token of this session is valid. */
  endsAt: number;
  ended: boolean;
}

interface RefreshRecord {
  sid: string;
  expiresAt: number;
  revoked: boolean;
}

export type RefreshOutcome =
  | { ok: true; session: Session; refreshToken: string; refreshExpiresAt: number }
  | { ok: false; reason: string };

export interface SessionLimits {
  refreshLifetime: number;
  sessionMax: number;
}

/**
 * Sessions and their refresh tokens. Refresh tokens are opaque random strings (the
 * client never decodes them) and rotate: each use revokes the one presented, so a
 * replayed token is detectable, as with Keycloak's "revoke refresh token" setting.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly refreshTokens = new Map<string, RefreshRecord>();

  constructor(private readonly limits: SessionLimits) {}

  start(personaId: string, clientId: string, now: number): { session: Session; refreshToken: string; refreshExpiresAt: number } {
    const session: Session = {
      sid: randomUUID(),
      personaId,
      clientId,
      startedAt: now,
      endsAt: now + this.limits.sessionMax,
      ended: false,
    };
    this.sessions.set(session.sid, session);
    return { session, ...this.issueRefresh(session, now) };
  }

  /** Consumes a refresh token and hands out its successor. */
  rotate(refreshToken: string, now: number): RefreshOutcome {
    const record = this.refreshTokens.get(refreshToken);
    if (!record) return { ok: false, reason: 'Invalid refresh token' };
    const session = this.sessions.get(record.sid);
    if (!session || session.ended) return { ok: false, reason: 'Session not active' };
    if (record.revoked) return { ok: false, reason: 'Stale token' };
    if (now >= record.expiresAt) return { ok: false, reason: 'Token is not active' };
    if (now >= session.endsAt) return { ok: false, reason: 'Session reached its maximum length' };
    record.revoked = true;
    return { ok: true, session, ...this.issueRefresh(session, now) };
  }

  /** The session a refresh token belongs to, whatever its state; undefined if never issued. */
  sessionOf(refreshToken: string): Session | undefined {
    const record = this.refreshTokens.get(refreshToken);
    return record ? this.sessions.get(record.sid) : undefined;
  }

  /** Ends the session of a known refresh token (revoked or expired ones included: logout is idempotent). */
  end(refreshToken: string): boolean {
    const session = this.sessionOf(refreshToken);
    if (!session) return false;
    session.ended = true;
    for (const record of this.refreshTokens.values()) {
      if (record.sid === session.sid) record.revoked = true;
    }
    return true;
  }

  isActive(sid: string, now: number): boolean {
    const session = this.sessions.get(sid);
    return session !== undefined && !session.ended && now < session.endsAt;
  }

  /** Sessions of a persona that are still running, for the login page. */
  activeCount(personaId: string, now: number): number {
    let count = 0;
    for (const session of this.sessions.values()) {
      if (session.personaId === personaId && !session.ended && now < session.endsAt) count++;
    }
    return count;
  }

  private issueRefresh(session: Session, now: number): { refreshToken: string; refreshExpiresAt: number } {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = Math.min(now + this.limits.refreshLifetime, session.endsAt);
    this.refreshTokens.set(refreshToken, { sid: session.sid, expiresAt: refreshExpiresAt, revoked: false });
    return { refreshToken, refreshExpiresAt };
  }
}
