import type { Db } from '../../db/client.ts';

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/** Drizzle's session, whose logger every statement passes (public at runtime, not in its types). */
interface LoggedSession {
  logger: QueryLogger;
  options: { logger?: QueryLogger };
}

/** Transaction control, which PGlite sends itself and node-postgres through Drizzle: left out. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i;

/**
 * The text of every statement `run` sends through `db`, in order, as the driver gets it (with
 * `$1` placeholders, never the values). Recorded at Drizzle's query logger, which both drivers
 * call for every statement, query builder, `execute` and prepared alike: the session's own, and
 * its options' for the sessions a transaction opens.
 */
export async function recordSql(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: LoggedSession }).session;
  const statements: string[] = [];
  const recorder: QueryLogger = { logQuery: (query) => statements.push(query) };
  const saved = { logger: session.logger, option: session.options.logger };
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    await run();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.option;
  }
  return statements.filter((s) => !TRANSACTION_CONTROL.test(s));
}

/** The statements as one `.sql` file: each ended by `;`, a blank line between them. */
export const sqlFile = (statements: string[]): string => statements.map((s) => `${s.trim()};\n`).join('\n');
