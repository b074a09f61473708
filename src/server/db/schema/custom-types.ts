import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`; only ever written by generated columns, read by search SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** PostgreSQL `xid8`, a 64-bit transaction id (`pg_current_xact_id()`); read as text. */
export const xid8 = customType<{ data: string }>({
  dataType() {
    return 'xid8';
  },
});

/** PostgreSQL `tsquery`; written by SQL only (websearch_to_tsquery), read by search SQL. */
export const tsquery = customType<{ data: string }>({
  dataType() {
    return 'tsquery';
  },
});

/** Raw bytes; written and read as hex in SQL (`decode(..., 'hex')`), the same on pg and PGlite. */
export const bytea = customType<{ data: string }>({
  dataType() {
    return 'bytea';
  },
});
