import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Name normalised for accent- and case-insensitive look-ups (see the custom migration). */
export const unaccentLower = (column: unknown) => sql`public.immutable_unaccent(lower(${column}))`;

/** The 27 federative units with their IBGE codes (11 RO ... 53 DF). */
export const states = pgTable('estados', {
  code: smallint('codigo').primaryKey(),
  name: text('nome').notNull(),
  uf: char('sigla', { length: 2 }).notNull().unique(),
});

/** Municipalities, keyed by their 7-digit IBGE code. */
export const cities = pgTable(
  'cidades',
  {
    code: integer('codigo').primaryKey(),
    name: text('nome').notNull(),
    stateCode: smallint('estado')
      .notNull()
      .references(() => states.code),
  },
  (t) => [
    index('cidades_estado_idx').on(t.stateCode),
    index('cidades_nome_trgm_idx').using('gin', sql`${unaccentLower(t.name)} gin_trgm_ops`),
  ],
);

export const neighbourhoods = pgTable(
  'bairros',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    cityCode: integer('cidade')
      .notNull()
      .references(() => cities.code),
  },
  (t) => [
    uniqueIndex('bairros_cidade_nome_uq').on(t.cityCode, t.name),
    index('bairros_nome_trgm_idx').using('gin', sql`${unaccentLower(t.name)} gin_trgm_ops`),
  ],
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
    index('logradouros_nome_trgm_idx').using('gin', sql`${unaccentLower(t.name)} gin_trgm_ops`),
  ],
);
