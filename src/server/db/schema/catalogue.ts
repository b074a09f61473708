import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Listing categories; `tipo` is the listing type (1 Oportunidades, 2 Produtos, 3 Serviços, 4 Comodidades). */
export const categories = pgTable(
  'categorias',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    type: smallint('tipo').notNull(),
    active: boolean('ativo').notNull().default(true),
  },
  (t) => [
    uniqueIndex('categorias_tipo_nome_uq').on(t.type, t.name),
    check('categorias_tipo_ck', sql`${t.type} between 1 and 4`),
  ],
);

export const subcategories = pgTable(
  'subcategorias',
  {
    code: serial('codigo').primaryKey(),
    categoryCode: integer('categoria')
      .notNull()
      .references(() => categories.code, { onDelete: 'cascade' }),
    name: text('nome').notNull(),
    slug: text('slug'),
    active: boolean('ativo').notNull().default(true),
  },
  (t) => [
    uniqueIndex('subcategorias_categoria_nome_uq').on(t.categoryCode, t.name),
    index('subcategorias_categoria_idx').on(t.categoryCode),
  ],
);
