import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bytea } from './custom-types.ts';
import { listings } from './listings.ts';

/**
 * The advertisers' statistics (ADR 024): one row per ad and day (Brasília's day), written in
 * batches by each process's recorder. Rows older than 400 days are deleted by the daily clean-up.
 */
export const listingDailyStats = pgTable(
  'estatisticas_anuncios',
  {
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    day: date('dia').notNull(),
    views: integer('visualizacoes').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    map: integer('mapa').notNull().default(0),
    site: integer('site').notNull().default(0),
    socials: integer('redes').notNull().default(0),
    favorites: integer('favoritos').notNull().default(0),
    conversations: integer('conversas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingCode, t.day] }), index('estatisticas_anuncios_dia_idx').on(t.day)],
);

/**
 * Who was already counted today, as keys only: a key is a hash of the day's salt, the visitor
 * (IP and user agent, or an account) and the ad and counter. No IP, user agent or account is
 * stored; the day's keys are deleted once the day is over.
 */
export const statsVisitorKeys = pgTable(
  'estatisticas_visitantes',
  {
    key: bytea('chave').primaryKey(),
    day: date('dia').notNull(),
  },
  (t) => [index('estatisticas_visitantes_dia_idx').on(t.day)],
);

/**
 * The day's salt, apart from the keys it salted, deleted once its day is over: from then on no
 * key can be tied to an IP, not even by trying every address.
 */
export const statsSalts = pgTable('estatisticas_sal', {
  day: date('dia').primaryKey(),
  salt: bytea('sal').notNull(),
});
