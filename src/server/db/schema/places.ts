import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * `nome_busca`: the name lower-cased and without accents, stored so look-ups compare plain
 * text instead of calling unaccent() on every row (docs/performance-log.md §12). Two indexes per table: a
 * trigram GIN (substring and typo matches) and a b-tree in byte order (prefix matches walked in
 * alphabetical order; see src/server/lib/name-lookup.ts pagedByName).
 */
export const searchName = () =>
  text('nome_busca')
    .notNull()
    .generatedAlwaysAs(sql`public.immutable_unaccent(lower(nome))`);
export const searchNameIndexes = (table: string, t: { searchName: AnyPgColumn; code: AnyPgColumn }) => [
  index(`${table}_nome_busca_trgm_idx`).using('gin', sql`${t.searchName} gin_trgm_ops`),
  index(`${table}_nome_busca_idx`).on(sql`(${t.searchName} collate "C")`, t.code),
];

/** The 27 federative units with their IBGE codes (11 RO ... 53 DF). */
export const states = pgTable('estados', {
  code: smallint('codigo').primaryKey(),
  name: text('nome').notNull(),
  uf: char('sigla', { length: 2 }).notNull().unique(),
});

/**
 * Municipalities, keyed by their 7-digit IBGE code. Latitude and longitude are the seat's (the
 * map of /busca places results at their city); null only where the source has none.
 */
export const cities = pgTable(
  'cidades',
  {
    code: integer('codigo').primaryKey(),
    name: text('nome').notNull(),
    searchName: searchName(),
    stateCode: smallint('estado')
      .notNull()
      .references(() => states.code),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('cidades_estado_idx').on(t.stateCode), ...searchNameIndexes('cidades', t)],
);

export const neighbourhoods = pgTable(
  'bairros',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    searchName: searchName(),
    cityCode: integer('cidade')
      .notNull()
      .references(() => cities.code),
  },
  (t) => [uniqueIndex('bairros_cidade_nome_uq').on(t.cityCode, t.name), ...searchNameIndexes('bairros', t)],
);

/** Brazilian postal codes (8 digits, no hyphen). */
export const postalCodes = pgTable(
  'ceps',
  {
    code: serial('codigo').primaryKey(),
    number: char('numero', { length: 8 }).notNull().unique(),
    cityCode: integer('cidade')
      .notNull()
      .references(() => cities.code),
    neighbourhoodCode: integer('bairro').references(() => neighbourhoods.code),
  },
  (t) => [index('ceps_cidade_idx').on(t.cityCode), index('ceps_bairro_idx').on(t.neighbourhoodCode)],
);

export const streets = pgTable(
  'logradouros',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    searchName: searchName(),
    postalCodeCode: integer('cep').references(() => postalCodes.code),
    neighbourhoodCode: integer('bairro').references(() => neighbourhoods.code),
    cityCode: integer('cidade')
      .notNull()
      .references(() => cities.code),
  },
  (t) => [
    index('logradouros_cep_idx').on(t.postalCodeCode),
    index('logradouros_bairro_idx').on(t.neighbourhoodCode),
    index('logradouros_cidade_idx').on(t.cityCode),
    ...searchNameIndexes('logradouros', t),
  ],
);

/**
 * The distinct words of the place names (`nome_busca` split on non-alphanumerics), per table:
 * the dictionary the typo stage of the name look-ups corrects each typed word against
 * (src/server/lib/name-lookup.ts). Kept, with its count of names, by the statement-level triggers that
 * keep nomes_por_palavra (migration 0017); a word whose last name was deleted stays, with a
 * count of 0, which is harmless.
 */
export const placeNameWords = pgTable(
  'palavras_nomes',
  {
    table: text('tabela', { enum: ['cidades', 'bairros', 'logradouros', 'condominios'] }).notNull(),
    word: text('palavra').notNull(),
    /**
     * How many of the table's names hold the word (0 once its last name is gone): the typo stage
     * walks the postings of the rarest corrected word (nomes_por_palavra, migration 0017).
     */
    names: integer('nomes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.table, t.word] }),
    // A small index read on every typo look-up: without the pending list (fastupdate) a fresh
    // bulk of words is searchable at index speed instead of scanned linearly until a vacuum.
    index('palavras_nomes_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // "Is this typed word the start of a known word": a range on the byte-order b-tree.
    index('palavras_nomes_prefixo_idx').on(t.table, sql`(${t.word} collate "C")`),
  ],
);

/**
 * Each place name under each of its words (`nome_busca` split as for `palavras_nomes`), in name
 * order: the typo stage of the name look-ups walks the names holding its rarest corrected word
 * alphabetically and checks the other words on the way, stopping after one page. Over the whole
 * table the names holding two common words ("conjunto residencial") are clustered by their first
 * word, so walking the name b-tree read tens of thousands of names for one page; this walk reads
 * about as many postings as the page needs (docs/performance-log.md §12). Kept by statement-level
 * triggers on insert, update and delete of the four named tables (migration 0017).
 */
export const placeNamePostings = pgTable(
  'nomes_por_palavra',
  {
    table: text('tabela', { enum: ['cidades', 'bairros', 'logradouros', 'condominios'] }).notNull(),
    word: text('palavra').notNull(),
    /** The name's `nome_busca`. */
    name: text('nome').notNull(),
    code: integer('codigo').notNull(),
  },
  (t) => [uniqueIndex('nomes_por_palavra_idx').on(t.table, t.word, sql`(${t.name} collate "C")`, t.code)],
);
