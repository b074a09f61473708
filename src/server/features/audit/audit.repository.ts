import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '#shared/contracts/audit.contract.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** One admin action to log. */
export interface AuditRecord {
  /** The admin's account code. */
  actorCode: number;
  entity: AuditEntity;
  entityId: number;
  /** The API's verb: aprovar, reprovar, inativar, destaque, bloquear, ativar, editar, remover, ... */
  action: string;
  /** The fields the action changed, as they were and as they are (null when created or removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The audit log of the admins' actions. `record` takes the caller's transaction (pass `tx`), so
 * the log line and the change it describes commit or roll back together.
 */
export function createAuditRepository(db: Db) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        actorCode: entry.actorCode,
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before,
        after: entry.after,
      });
    },

    /** One entity's log, newest first (at most `limit` lines). */
    async list(entity: AuditEntity, entityId: number, limit = 100): Promise<AuditEntry[]> {
      const rows = await db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          actorCode: auditLog.actorCode,
          actorName: users.name,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.code, auditLog.actorCode))
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        acao: r.action,
        autor: r.actorCode === null ? null : { codigo: r.actorCode, nome: r.actorName ?? '' },
        antes: r.before ?? null,
        depois: r.after ?? null,
        criadoEm: r.createdAt.toISOString(),
      }));
    },
  };
}
