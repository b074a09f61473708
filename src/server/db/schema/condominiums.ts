import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  cities,
  neighbourhoods,
  postalCodes,
  searchName,
  searchNameIndexes,
  states,
  streets,
} from './places.ts';

export const condominiums = pgTable(
  'condominios',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    searchName: searchName(),
    number: text('numero').notNull().default(''),
    stateCode: smallint('estado')
      .notNull()
      .references(() => states.code),
    cityCode: integer('cidade')
      .notNull()
      .references(() => cities.code),
    neighbourhoodCode: integer('bairro').references(() => neighbourhoods.code),
    postalCodeCode: integer('cep').references(() => postalCodes.code),
    streetCode: integer('logradouro').references(() => streets.code),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('condominios_cidade_idx').on(t.cityCode),
    index('condominios_estado_idx').on(t.stateCode),
    index('condominios_bairro_idx').on(t.neighbourhoodCode),
    index('condominios_cep_idx').on(t.postalCodeCode),
    ...searchNameIndexes('condominios', t),
  ],
);

/** A condominium may front several streets, each with its own number. */
export const condominiumStreets = pgTable(
  'vinculos_condominio_logradouro',
  {
    code: serial('codigo').primaryKey(),
    condominiumCode: integer('condominio')
      .notNull()
      .references(() => condominiums.code, { onDelete: 'cascade' }),
    streetCode: integer('logradouro')
      .notNull()
      .references(() => streets.code),
    number: text('numero').notNull().default(''),
  },
  (t) => [
    uniqueIndex('vinculos_condominio_logradouro_uq').on(t.condominiumCode, t.streetCode),
    index('vinculos_logradouro_idx').on(t.streetCode),
  ],
);
