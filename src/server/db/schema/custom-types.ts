import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`; only ever written by generated columns, read by search SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
