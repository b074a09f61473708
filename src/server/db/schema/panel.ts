import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the advertiser panel keeps besides the listings: the media library, the
 * postal-code look-ups' cache and the condominium suggestions sent from the settings page.
 */

/**
 * An advertiser's uploaded image ("Minhas Imagens", spec 2 §2 "Local media"), stored on the
 * server, reusable in ads. Only the derived files exist (WebP 1000x424 and 300x127, JPEG
 * 1200x630 for og:image), under `chave` in the storage (local disk or S3): the original, with
 * its metadata, is never kept. An ad's image that came from here names it in
 * `anuncio_imagens.midia` (RESTRICT: an image in use is not deleted).
 */
export const media = pgTable(
  'midias',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    /** The storage key prefix of its three files (content-unique). */
    key: text('chave').notNull().unique(),
    url: text('url').notNull(),
    thumbUrl: text('url_thumb').notNull(),
    ogUrl: text('url_og').notNull(),
    /** The name the file had on the advertiser's device, for the library's list (no path). */
    originalName: text('nome_original').notNull().default(''),
    bytes: integer('bytes').notNull(),
    width: smallint('largura').notNull(),
    height: smallint('altura').notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('midias_usuario_idx').on(t.userCode, t.createdAt.desc())],
);

/**
 * ViaCEP answers by postal code (DESIGN.md §1 "postal codes"): `resposta` null when ViaCEP said
 * the code does not exist. Read before asking ViaCEP again.
 */
export const postalCodeLookups = pgTable('ceps_consultados', {
  postalCode: char('cep', { length: 8 }).primaryKey(),
  answer: jsonb('resposta').$type<{
    logradouro: string;
    complemento: string;
    bairro: string;
    localidade: string;
    uf: string;
    ddd: string;
  } | null>(),
  fetchedAt: timestamp('consultado_em', { withTimezone: true }).notNull(),
});

/**
 * A condominium an advertiser could not find and suggested from the settings page (spec 2 §2
 * "Settings"; the spec's modal sent nothing, here the admins review it).
 */
export const condominiumSuggestions = pgTable(
  'sugestoes_condominio',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    name: text('nome').notNull(),
    postalCode: char('cep', { length: 8 }),
    street: text('logradouro').notNull().default(''),
    number: text('numero').notNull().default(''),
    neighbourhood: text('bairro').notNull().default(''),
    city: text('cidade').notNull().default(''),
    uf: char('uf', { length: 2 }),
    note: text('observacao').notNull().default(''),
    status: text('status', { enum: ['nova', 'aceita', 'recusada'] })
      .notNull()
      .default('nova'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sugestoes_condominio_status_idx').on(t.status, t.createdAt),
    check('sugestoes_condominio_nome_ck', sql`length(${t.name}) between 1 and 200`),
  ],
);
