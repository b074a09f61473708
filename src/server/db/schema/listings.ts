import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '#shared/contracts/listings.contract.ts';
import { MY_LISTING_STATUSES } from '#shared/contracts/my-listings.constants.ts';
import { categories, subcategories } from './catalogue.ts';
import { condominiums } from './condominiums.ts';
import { tsquery, tsvector, xid8 } from './custom-types.ts';
import { media } from './panel.ts';
import { cities } from './places.ts';
import { users } from './users.ts';

export const LISTING_STATUSES = MY_LISTING_STATUSES;

export const listings = pgTable(
  'anuncios',
  {
    code: serial('codigo').primaryKey(),
    title: text('titulo').notNull(),
    subtitle: text('subtitulo').notNull().default(''),
    description: text('descricao').notNull().default(''),
    /** Free text as the advertiser typed it ("A combinar", "R$ 80,00 a hora"). */
    price: text('preco').notNull().default(''),
    /** Parsed from `preco` when it holds a number; drives price filters and sorting. */
    priceCents: bigint('preco_centavos', { mode: 'number' }),
    slug: text('slug').notNull(),
    type: smallint('tipo').notNull(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('rascunho'),
    transactionTypes: text('tipos_transacao')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    condition: text('condicao', { enum: ['novo', 'seminovo'] }),
    categoryCode: integer('categoria')
      .notNull()
      .references(() => categories.code),
    subcategoryCode: integer('subcategoria').references(() => subcategories.code),
    /** Category and subcategory names, copied so the generated search vector can weigh them. */
    categoryText: text('categoria_texto').notNull().default(''),
    cityCode: integer('cidade').references(() => cities.code),
    uf: char('uf', { length: 2 }),
    openingHours: jsonb('horarios').$type<OpeningHours>(),
    mapUrl: text('mapa_url'),
    videoUrl: text('video_url'),
    rules: jsonb('regras').$type<string[]>(),
    highlighted: boolean('destaque').notNull().default(false),
    advertiserCode: integer('anunciante')
      .notNull()
      .references(() => users.code),
    checkoutId: integer('checkout_id'),
    rejectionReason: text('motivo_reprovacao'),
    /**
     * Set when blocking the advertiser took this published ad off the site: the ad is
     * `inativo` while the account is blocked and goes back to `publicado` on unblock.
     */
    suspendedByBlock: boolean('suspenso_por_bloqueio').notNull().default(false),
    /**
     * Set by the expiry (its credit ended) with the status the ad had then, in the statement that
     * makes it `inativo` and sets `atualizado_em` to the same instant: a renewal brings it back to
     * that status only while `atualizado_em` still equals `encerrado_em`, i.e. nothing was edited
     * since, so no unreviewed change goes on the air (ADR 022).
     */
    endedAt: timestamp('encerrado_em', { withTimezone: true }),
    statusWhenEnded: text('status_ao_encerrar', { enum: ['publicado', 'pendente'] }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('publicado_em', { withTimezone: true }),
    /** Weighted search document: title A, subtitle and category B, description C (pt_unaccent config). */
    searchVector: tsvector('busca')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('public.pt_unaccent', coalesce(titulo, '')), 'A') || setweight(to_tsvector('public.pt_unaccent', coalesce(subtitulo, '') || ' ' || coalesce(categoria_texto, '')), 'B') || setweight(to_tsvector('public.pt_unaccent', coalesce(descricao, '')), 'C')`,
      ),
  },
  (t) => [
    check('anuncios_tipo_ck', sql`${t.type} between 1 and 4`),
    // Public reads only ever touch published listings: partial indexes keep them small.
    // Text search with the type, state and city filters in the same GIN (btree_gin): "bolo" in
    // SP, in São Paulo or among Produtos is intersected inside the index instead of rechecked row
    // by row in the heap (docs/performance-log.md §12). A search on the text alone uses it like a
    // plain tsvector GIN. `tipo` must be compared as smallint for the index to apply (see
    // buildFilters).
    index('anuncios_busca_idx')
      .using('gin', t.type, t.uf, t.cityCode, t.searchVector)
      .where(sql`status = 'publicado'`),
    // Quoted phrases: every pair of words one or two positions apart in `busca` (migration 0016,
    // `pares_da_busca`). "recreadora caprichosa" is then one key of this index, read with its
    // 288 matches, instead of the 10k listings holding both words rechecked row by row from the
    // search index (docs/performance-log.md §12). See buildFilters.
    index('anuncios_busca_pares_idx')
      .using('gin', sql`public.pares_da_busca(${t.searchVector})`)
      .where(sql`status = 'publicado'`),
    index('anuncios_publicado_idx')
      .on(t.publishedAt.desc(), t.code.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_tipo_publicado_idx')
      .on(t.type, t.publishedAt.desc(), t.code.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_uf_publicado_idx')
      .on(t.uf, t.publishedAt.desc(), t.code.desc())
      .where(sql`status = 'publicado'`),
    // Type + state is the commonest filter pair: its page and its capped count become
    // index-only (docs/performance-log.md §5.1, §12).
    index('anuncios_tipo_uf_publicado_idx')
      .on(t.type, t.uf, t.publishedAt.desc(), t.code.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_cidade_publicado_idx')
      .on(t.cityCode, t.publishedAt.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_categoria_publicado_idx')
      .on(t.categoryCode, t.publishedAt.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_subcategoria_idx').on(t.subcategoryCode),
    // Price sorting puts "A combinar" (null) last in both directions, hence two indexes.
    index('anuncios_preco_idx')
      .on(t.priceCents.asc().nullsLast(), t.code)
      .where(sql`status = 'publicado'`),
    index('anuncios_preco_desc_idx')
      .on(t.priceCents.desc().nullsLast(), t.code.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_titulo_idx')
      .on(sql`public.immutable_unaccent(lower(${t.title}))`, t.code)
      .where(sql`status = 'publicado'`),
    // The type is the most common filter: with it in front, "tipo=3&sort=preco" walks an index
    // in order instead of sorting a quarter of the table (docs/performance-log.md §12).
    index('anuncios_tipo_preco_idx')
      .on(t.type, t.priceCents.asc().nullsLast(), t.code)
      .where(sql`status = 'publicado'`),
    index('anuncios_tipo_preco_desc_idx')
      .on(t.type, t.priceCents.desc().nullsLast(), t.code.desc())
      .where(sql`status = 'publicado'`),
    index('anuncios_tipo_titulo_idx')
      .on(t.type, sql`public.immutable_unaccent(lower(${t.title}))`, t.code)
      .where(sql`status = 'publicado'`),
    index('anuncios_destaque_idx')
      .on(t.type, t.publishedAt.desc())
      .where(sql`status = 'publicado' and destaque`),
    // An advertiser's own ads, newest first (the panel's list), read backwards: with the
    // code in the key, its page and count read only that advertiser's entries instead of walking
    // the primary key backwards over every listing (docs/performance-log.md §15).
    index('anuncios_anunciante_idx').on(t.advertiserCode, t.code),
    // The admin list filters every status, newest first: by status (its count reads only that
    // status's entries instead of scanning the table) and by type (docs/performance-log.md §16).
    index('anuncios_status_idx').on(t.status, t.code),
    index('anuncios_tipo_idx').on(t.type, t.code),
    // The moderation queue, oldest waiting first; `tipo` in the key so the queue of one type is
    // counted from the index alone (docs/performance.md §3).
    index('anuncios_pendente_idx')
      .on(t.updatedAt, t.code, t.type)
      .where(sql`status = 'pendente'`),
    // The admin's `q`: words anywhere in the title, accents and case ignored (LIKE '%word%'),
    // in every status; a sequential scan of the table without it (docs/performance.md §3).
    index('anuncios_titulo_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.title})) gin_trgm_ops`,
    ),
  ],
);

export const listingCondominiums = pgTable(
  'anuncio_condominios',
  {
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    condominiumCode: integer('condominio')
      .notNull()
      .references(() => condominiums.code, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.listingCode, t.condominiumCode] }),
    index('anuncio_condominios_condominio_idx').on(t.condominiumCode, t.listingCode),
  ],
);

export const REVISION_STATUSES = ['pendente', 'aprovada', 'reprovada'] as const;

/**
 * The reviewed fields of a published ad's edit, as the advertiser proposed them (ADR 018):
 * the live ad keeps its own until an admin approves. Internal names, as in `anuncios`.
 */
export interface RevisionContent {
  title: string;
  subtitle: string;
  description: string;
  type: number;
  categoryCode: number;
  subcategoryCode: number | null;
  mapUrl: string | null;
  videoUrl: string | null;
}

/**
 * Edits of a published ad awaiting review under pre-moderation (ADR 018). At most one
 * `pendente` per ad (a second edit replaces its content); decided ones stay as the ad's history
 * and the advertiser's last answer (`motivo` of a `reprovada`).
 */
export const listingRevisions = pgTable(
  'anuncio_revisoes',
  {
    code: serial('codigo').primaryKey(),
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    status: text('status', { enum: REVISION_STATUSES }).notNull().default('pendente'),
    content: jsonb('conteudo').$type<RevisionContent>().notNull(),
    reason: text('motivo'),
    /** When the advertiser first sent it: the queue's order (re-editing keeps its place). */
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decidido_em', { withTimezone: true }),
    decidedBy: integer('decidido_por').references(() => users.code, { onDelete: 'set null' }),
  },
  (t) => [
    check('anuncio_revisoes_status_ck', sql`${t.status} in ('pendente', 'aprovada', 'reprovada')`),
    uniqueIndex('anuncio_revisoes_pendente_uq')
      .on(t.listingCode)
      .where(sql`status = 'pendente'`),
    // The queue, oldest first; the ad's latest revision for the panel.
    index('anuncio_revisoes_fila_idx')
      .on(t.createdAt, t.code)
      .where(sql`status = 'pendente'`),
    index('anuncio_revisoes_anuncio_idx').on(t.listingCode, t.code),
  ],
);

/** Derived images only (WebP 1000x424 and 300x127, JPEG 1200x630 for og:image); never the original. */
export const listingImages = pgTable(
  'anuncio_imagens',
  {
    code: serial('codigo').primaryKey(),
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbUrl: text('url_thumb').notNull(),
    ogUrl: text('url_og'),
    /** The media-library image it came from; null for images made for the ad alone. */
    mediaId: integer('midia').references((): AnyPgColumn => media.id, { onDelete: 'restrict' }),
    position: smallint('ordem').notNull().default(0),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anuncio_imagens_anuncio_idx').on(t.listingCode, t.position)],
);

/**
 * The search index's postings, in the order searches read them (ADR 006 stage 2): one row per
 * published listing and lexeme of its `busca`, with where the lexeme occurs (`peso` 3 title,
 * 2 subtitle or category names, 1 description only) and the columns single-word searches filter
 * and sort by. Kept by triggers on `anuncios` (migration 0015); a bulk load with triggers off
 * rebuilds it with `public.reconstruir_anuncio_termos()`.
 */
export const listingTerms = pgTable(
  'anuncio_termos',
  {
    term: text('termo').notNull(),
    listingCode: integer('anuncio').notNull(),
    weight: smallint('peso').notNull(),
    publishedAt: timestamp('publicado_em', { withTimezone: true }),
    type: smallint('tipo').notNull(),
    uf: char('uf', { length: 2 }),
  },
  (t) => [
    // "Does listing X have word Y": the intersections, and the trigger's deletes.
    primaryKey({ columns: [t.term, t.listingCode] }),
    // A word's listings by relevance (title first, then newest), read from the index alone. The
    // trailing type and state never change the order (a listing has one row per word); they let
    // the filters and the capped count skip the table.
    index('anuncio_termos_ordem_idx')
      .on(t.term, t.weight.desc(), t.publishedAt.desc(), t.listingCode.desc(), t.type, t.uf)
      .with({ fillfactor: 90 }),
    // The same within one state, the filter searches add most: a word in a state is one range
    // in either order, and its capped count reads only that state's postings
    // (docs/performance-log.md §12).
    index('anuncio_termos_uf_ordem_idx')
      .on(t.term, t.uf, t.weight.desc(), t.publishedAt.desc(), t.listingCode.desc(), t.type)
      .with({ fillfactor: 90 }),
  ],
);

/**
 * The synonym groups of the search (ADR 014), as PostgreSQL analyses them: each a
 * posting term of its own in `anuncio_termos` (`termo`, "~" and a hash of `consulta`), held by
 * every published listing whose `busca` matches `consulta` (any word of the group), at the best
 * `peso` of the group's `lexemas` in it. So a word with synonyms is searched as one word is.
 * Written only by `public.definir_grupos_de_sinonimos(...)` in a migration; a test checks it
 * against synonyms.ts.
 */
export const synonymGroups = pgTable('sinonimos_grupos', {
  term: text('termo').primaryKey(),
  query: tsquery('consulta').notNull(),
  lexemes: text('lexemas').array().notNull(),
});

/**
 * What changed in `anuncio_termos`, for the app's in-memory match index (ADR 006 stage 6): one
 * row per listing whose postings a transaction replaced, with the lexemes it held before, or
 * one row without a listing when `reconstruir_anuncio_termos()` replaced them all. Written by
 * the postings' triggers (migration 0018); each app process reads the rows of transactions its
 * index may not have seen (`transacao` from its last snapshot's xmin) and prunes old ones.
 */
export const listingTermChanges = pgTable(
  'anuncio_termos_alteracoes',
  {
    transaction: xid8('transacao')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    listingCode: integer('anuncio'),
    previousTerms: text('termos_antigos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    recordedAt: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anuncio_termos_alteracoes_transacao_idx').on(t.transaction)],
);

/**
 * Each listing's card, ready to send: the JSON text of one ListingSummary (search results,
 * highlights; the detail starts from it). Built by the view `cartoes_calculados` and kept by
 * triggers on the listing and everything its card shows (migration 0020, ADR 007): reading 12
 * cards is 12 key look-ups and no parsing. A bulk load with triggers off rebuilds them with
 * `public.reconstruir_cartoes()`.
 */
export const listingCards = pgTable('anuncio_cartoes', {
  listingCode: integer('anuncio')
    .primaryKey()
    .references(() => listings.code, { onDelete: 'cascade' }),
  card: text('cartao').notNull(),
});
