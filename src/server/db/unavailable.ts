/**
 * Whether an error means the database cannot be reached or cannot serve right now (an outage,
 * a restart, a full connection pool), as opposed to a fault in the query or the data. Such a
 * failure is answered 503 with Retry-After, not 500: the client may try again.
 * Drizzle wraps the driver's error in `cause`, so the whole chain is looked at.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or refusing work (class 08 is matched by prefix). */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout: the server is too busy to answer in time)
  '57P04', // database_dropped (while connecting to it)
]);

/**
 * SQLSTATEs that mean "unavailable" only when a new connection is refused with them (class 55
 * and 3D000 also name ordinary query faults): `ALTER DATABASE ... ALLOW_CONNECTIONS false`
 * (55000, "not currently accepting connections"; it answered 500 before) and a
 * database that does not exist (3D000: dropped, or being restored).
 */
const CONNECT_SQLSTATES = new Set(['55000', '3D000']);

/** Set by markConnectFailure on an error raised while the pool opened a connection. */
const CONNECTING = Symbol('nc.db.connecting');

/** Marks an error as raised while opening a connection, before any statement ran (db/client.ts). */
export function markConnectFailure(error: Error): Error {
  Object.defineProperty(error, CONNECTING, { value: true });
  return error;
}

/** node-postgres' own messages when a connection dies or cannot be had. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // query_timeout: no answer at all, the connection is dead (db/client.ts destroys it).
  'Query read timeout',
  // A query on a client released as dead (a transaction's rollback after the timeout above).
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (CONNECT_SQLSTATES.has(code) && CONNECTING in current) return true;
    }
    if (DRIVER_MESSAGES.some((m) => (current as Error).message.startsWith(m))) return true;
    // AggregateError (a host with several addresses, all refused) keeps its parts in `errors`.
    const parts = (current as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.some((p) => isDatabaseUnavailable(p))) return true;
    current = current.cause;
  }
  return false;
}
