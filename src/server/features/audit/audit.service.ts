import type { Db } from '../../db/client.ts';
import { createAuditRepository, type AuditRecord } from './audit.repository.ts';

/**
 * The audit log as the other features write it. A feature enters another only
 * through its service (STYLE.md §3.4, the ESLint zones), so this is that door to
 * audit.repository.ts. Build it over the caller's transaction (`createAuditService(tx)`): the
 * line then commits or rolls back with the change it records.
 */
export function createAuditService(db: Db) {
  const repo = createAuditRepository(db);
  return {
    record: (entry: AuditRecord): Promise<void> => repo.record(entry),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
