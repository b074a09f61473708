import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface SessionRow {
  id: number;
  remember: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  user: {
    code: number;
    email: string;
    name: string;
    surname: string;
    level: number;
    type: number;
    active: boolean;
    validation: number;
  };
}

export function createSessionsRepository(db: Db) {
  return {
    async createSession(values: {
      tokenHash: string;
      userCode: number;
      remember: boolean;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(sessions)
        .values({ ...values, lastSeenAt: values.createdAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('createSession: nenhuma linha inserida');
      return row.id;
    },
    async findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          remember: sessions.remember,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          revokedAt: sessions.revokedAt,
          user: {
            code: users.code,
            email: users.email,
            name: users.name,
            surname: users.surname,
            level: users.level,
            type: users.type,
            active: users.active,
            validation: users.validation,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.code, sessions.userCode))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },
    async revokeSession(id: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Revokes every open session of a user; answers how many. */
    async revokeUserSessions(userCode: number, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userCode, userCode), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
