import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Advertiser plans; `tipo_usuario` 2 PJ, 3 PF; a free trial has price 0. */
export const plans = pgTable(
  'planos',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    slug: text('slug').notNull().unique(),
    userType: smallint('tipo_usuario').notNull(),
    priceCents: integer('preco_centavos').notNull(),
    periodMonths: smallint('periodo_meses').notNull(),
    days: smallint('dias').notNull(),
    highlighted: boolean('destaque').notNull().default(false),
    description: text('descricao').notNull().default(''),
    attributes: jsonb('atributos').$type<string[]>().notNull().default([]),
    origin: text('origem', { enum: ['novo', 'legado'] })
      .notNull()
      .default('novo'),
    freeTrial: boolean('gratis').notNull().default(false),
    active: boolean('ativo').notNull().default(true),
    sortOrder: smallint('ordem').notNull().default(0),
  },
  (t) => [check('planos_tipo_usuario_ck', sql`${t.userType} in (2, 3)`)],
);
