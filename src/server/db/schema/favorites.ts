import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * A logged-in user's favourite listings: kept on the server so they follow the account,
 * merged with the device's list (spec 1 §3, localStorage) on login. A deleted listing or user takes
 * its rows with it.
 */
export const favorites = pgTable(
  'favoritos',
  {
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userCode, t.listingCode] }),
    // The listing's side: deleting a listing finds its rows without a scan.
    index('favoritos_anuncio_idx').on(t.listingCode),
  ],
);
