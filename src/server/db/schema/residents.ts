import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * A saved search with its alert (issue 36 item 1): the page it was saved on and its query string
 * (text and every filter, as the page's URL carries them), how often to e-mail (`imediata`: at most
 * one e-mail an hour; `diaria`: one digest a day), paused or not. `verificada_ate` is the
 * high-water mark of the publications already looked at; `token_cancelar_hash` the SHA-256 of the
 * one-click unsubscribe link's token (RFC 8058). A user keeps at most 20.
 */
export const savedSearches = pgTable(
  'buscas_salvas',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    name: text('nome').notNull(),
    page: text('pagina', { enum: ['anuncios', 'busca'] }).notNull(),
    query: text('consulta').notNull(),
    frequency: text('frequencia', { enum: ['imediata', 'diaria'] }).notNull(),
    paused: boolean('pausada').notNull().default(false),
    createdAt: timestamp('criada_em', { withTimezone: true }).notNull(),
    updatedAt: timestamp('atualizada_em', { withTimezone: true }).notNull(),
    checkedUntil: timestamp('verificada_ate', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('ultimo_envio_em', { withTimezone: true }),
    unsubscribeTokenHash: text('token_cancelar_hash').notNull(),
  },
  (t) => [
    index('buscas_salvas_usuario_idx').on(t.userCode),
    index('buscas_salvas_frequencia_idx').on(t.frequency, t.paused),
    uniqueIndex('buscas_salvas_token_cancelar_uq').on(t.unsubscribeTokenHash),
  ],
);

/** The ads an alert already sent, so none is sent twice for one saved search. */
export const savedSearchSent = pgTable(
  'buscas_salvas_enviados',
  {
    searchId: integer('busca')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    sentAt: timestamp('enviado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingCode] }),
    index('buscas_salvas_enviados_anuncio_idx').on(t.listingCode),
  ],
);

/**
 * "Meus dados" (issue 36 item 2): an export of everything NC holds about a user, prepared in the
 * background as a ZIP (JSON plus the photos) in the file storage under `arquivo`, downloadable
 * with the session until `expira_em` (7 days). At most one a day per user.
 */
export const dataExports = pgTable(
  'exportacoes_dados',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pendente', 'pronta', 'falhou'] }).notNull(),
    createdAt: timestamp('criada_em', { withTimezone: true }).notNull(),
    readyAt: timestamp('pronta_em', { withTimezone: true }),
    expiresAt: timestamp('expira_em', { withTimezone: true }),
    file: text('arquivo'),
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (t) => [index('exportacoes_dados_usuario_idx').on(t.userCode, t.createdAt)],
);
