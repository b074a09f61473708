import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { dbTimeouts } from './client.ts';

// The serving portal's bounds on PostgreSQL (docs/operations.md §4).
describe('database timeouts settings', () => {
  it('default to 10 s per statement, 15 s without an answer, 1 min idle in a transaction', () => {
    expect(dbTimeouts(loadEnv({}))).toEqual({
      statementMs: 10_000,
      queryMs: 15_000,
      idleInTransactionMs: 60_000,
    });
    expect(
      dbTimeouts(
        loadEnv({
          DB_STATEMENT_TIMEOUT_MS: '20000',
          DB_QUERY_TIMEOUT_MS: '25000',
          DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
        }),
      ),
    ).toEqual({ statementMs: 20_000, queryMs: 25_000, idleInTransactionMs: 5_000 });
  });

  it('refuses a query timeout that does not exceed the statement timeout', () => {
    // A slow statement on a live connection would then cost the connection instead of a cancel.
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: '20000' })).toThrow(
      /DB_QUERY_TIMEOUT_MS: use um valor maior que DB_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadEnv({ DB_QUERY_TIMEOUT_MS: '10000' })).toThrow(EnvError);
    expect(() => loadEnv({ DB_STATEMENT_TIMEOUT_MS: '10 s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
