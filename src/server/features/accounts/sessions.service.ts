import { ROLES, type Role } from '#shared/contracts/users.contract.ts';
import { DAY, HOUR, MINUTE, type Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { ResolvedSession } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';

export interface SessionSettings {
  /** Absolute life of a browser-session login. */
  hours: number;
  /** Idle limit of a browser-session login. */
  idleMinutes: number;
  /** Absolute life of a remembered login. */
  rememberDays: number;
}

/** lastSeen is written at most this often (one UPDATE per minute per session, not per request). */
const TOUCH_EVERY_MS = MINUTE;

export const roleOf = (level: number): Role => ROLES[level as keyof typeof ROLES] ?? 'USUARIO';

/**
 * Opaque server-side sessions (DESIGN.md "auth"; ADR 005). The token is 32 random bytes handed
 * to the client once; the table holds its SHA-256. A session is valid while not revoked, before
 * its absolute expiry, within the idle limit (browser-session logins only), and while its user
 * is active and confirmed: blocking a user shuts their sessions even before revokeUserSessions.
 */
export function createSessionService(deps: {
  repo: SessionsRepository;
  clock: Clock;
  settings: SessionSettings;
}) {
  const { repo, clock, settings } = deps;
  return {
    settings,
    async createSession(userCode: number, remember: boolean): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const life = remember ? settings.rememberDays * DAY : settings.hours * HOUR;
      const token = generateToken();
      const expiresAt = new Date(now.getTime() + life);
      await repo.createSession({
        tokenHash: hashToken(token),
        userCode,
        remember,
        expiresAt,
        createdAt: now,
      });
      return { token, expiresAt };
    },

    /** The live session of a token, or null (unknown, revoked, expired, idle, user blocked). */
    async resolveSession(token: string): Promise<ResolvedSession | null> {
      if (token.length === 0 || token.length > 256) return null;
      const row = await repo.findSessionByTokenHash(hashToken(token));
      if (!row || row.revokedAt) return null;
      const now = clock.now().getTime();
      if (row.expiresAt.getTime() <= now) return null;
      if (!row.remember && row.lastSeenAt.getTime() + settings.idleMinutes * MINUTE <= now) return null;
      if (!row.user.active || row.user.validation === 0) return null;
      if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(row.id, new Date(now));
      const u = row.user;
      return {
        sessionId: row.id,
        user: {
          code: u.code,
          email: u.email,
          name: `${u.name} ${u.surname}`.trim(),
          role: roleOf(u.level),
          level: u.level,
          type: u.type,
        },
      };
    },

    async revokeSession(sessionId: number): Promise<void> {
      await repo.revokeSession(sessionId, clock.now());
    },

    /**
     * Ends every session of a user at once: on password reset, and for the admin's "block
     * user" (reference A1.3 v5:7.4.2). Answers how many were open.
     */
    async revokeUserSessions(userCode: number): Promise<number> {
      return repo.revokeUserSessions(userCode, clock.now());
    },

    /**
     * The same inside the caller's transaction (`db` is the transaction): the admin's block and
     * password change end the sessions in the transaction that makes the change, so
     * neither can commit without the other.
     */
    async revokeUserSessionsIn(db: Db, userCode: number): Promise<number> {
      return createSessionsRepository(db).revokeUserSessions(userCode, clock.now());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
