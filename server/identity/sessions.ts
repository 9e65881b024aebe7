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

/** What ending a session by a refresh token did (logout). */
export type EndOutcome = 'ended' | 'already-ended' | 'stale' | 'unknown';

/**
 * Sessions and their refresh tokens. Refresh tokens are opaque random strings (the
 * client never decodes them) and rotate: each use revokes the one presented. A revoked token
 * presented again means two parties hold the session's tokens (one of them stole it), so the
 * whole session ends (OAuth 2.0 Security BCP, refresh token rotation with reuse detection).
 * Sessions past their end are removed (with their refresh tokens) whenever a session starts or
 * a token rotates, so the store holds at most the sessions of one session maximum.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly refreshTokens = new Map<string, RefreshRecord>();

  constructor(private readonly limits: SessionLimits) {}

  start(personaId: string, clientId: string, now: number): { session: Session; refreshToken: string; refreshExpiresAt: number } {
    this.prune(now);
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
    this.prune(now);
    const record = this.refreshTokens.get(refreshToken);
    if (!record) return { ok: false, reason: 'Invalid refresh token' };
    const session = this.sessions.get(record.sid);
    if (!session || session.ended) return { ok: false, reason: 'Session not active' };
    if (record.revoked) {
      this.endSession(session);
      return { ok: false, reason: 'Stale token: this refresh token was already used, so the session has been ended (refresh token reuse)' };
    }
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

  /**
   * Ends the session of a refresh token (logout). Only the session's current token may end a
   * live session: a rotated-out one (a copy somebody kept) is 'stale' and the session lives on.
   * A token of a session that has already ended answers 'already-ended' (logout is idempotent).
   */
  end(refreshToken: string): EndOutcome {
    const record = this.refreshTokens.get(refreshToken);
    const session = record ? this.sessions.get(record.sid) : undefined;
    if (!record || !session) return 'unknown';
    if (session.ended) return 'already-ended';
    if (record.revoked) return 'stale';
    this.endSession(session);
    return 'ended';
  }

  /** How many sessions and refresh tokens are held, to see that pruning bounds them. */
  get size(): { sessions: number; refreshTokens: number } {
    return { sessions: this.sessions.size, refreshTokens: this.refreshTokens.size };
  }

  /** Forgets sessions past their end, and every refresh token of them. */
  prune(now: number): void {
    for (const [sid, session] of this.sessions) if (now >= session.endsAt) this.sessions.delete(sid);
    for (const [token, record] of this.refreshTokens) if (!this.sessions.has(record.sid)) this.refreshTokens.delete(token);
  }

  private endSession(session: Session): void {
    session.ended = true;
    for (const record of this.refreshTokens.values()) {
      if (record.sid === session.sid) record.revoked = true;
    }
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
