import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { condominiums } from './condominiums.ts';

/**
 * Accounts. `nivel`: 1 ADMIN, 2 ANUNCIANTE, 3 USUARIO. `tipo`: 2 PJ, 3 PF.
 * `validacao` 0 until the e-mail is confirmed (spec 1 §3).
 */
export const users = pgTable(
  'usuarios',
  {
    code: serial('codigo').primaryKey(),
    name: text('nome').notNull(),
    surname: text('sobrenome').notNull().default(''),
    email: text('email').notNull(),
    personKind: text('pessoa', { enum: ['pf', 'pj'] }).notNull(),
    document: text('documento').notNull(),
    passwordHash: text('senha_hash'),
    whatsapp: text('whatsapp'),
    ddd: char('ddd', { length: 2 }),
    instagram: text('instagram'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    tiktok: text('tiktok'),
    linktree: text('linktree'),
    twitter: text('twitter'),
    site: text('site'),
    postalCode: char('cep', { length: 8 }),
    street: text('logradouro'),
    streetNumber: text('ruaenumero'),
    complement: text('complemento'),
    neighbourhood: text('bairro'),
    city: text('cidade'),
    uf: char('uf', { length: 2 }),
    showAddress: boolean('mostrar_endereco').notNull().default(true),
    /** E-mail me about new messages; the settings page turns it off. */
    messageEmails: boolean('avisos_mensagens').notNull().default(true),
    /** Send me a weekly summary of my ads' statistics (ADR 024); off until the user turns it on. */
    weeklySummary: boolean('resumo_semanal').notNull().default(false),
    /**
     * Set when the account was deleted (issue 36, "Excluir minha conta", or an admin's delete): the
     * row stays, anonymised, for the conversations of the other party ("Usuário removido") and the
     * invoices' references; its e-mail and document are freed for a new sign-up.
     */
    removedAt: timestamp('removido_em', { withTimezone: true }),
    condominiumCode: integer('condominio').references(() => condominiums.code, { onDelete: 'set null' }),
    level: smallint('nivel').notNull().default(2),
    type: smallint('tipo').notNull(),
    active: boolean('ativo').notNull().default(true),
    validation: smallint('validacao').notNull().default(0),
    emailConfirmedAt: timestamp('email_confirmado_em', { withTimezone: true }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('usuarios_documento_uq').on(t.document),
    check('usuarios_nivel_ck', sql`${t.level} in (1, 2, 3)`),
    check('usuarios_tipo_ck', sql`${t.type} in (2, 3)`),
  ],
);
