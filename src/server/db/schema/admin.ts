import { sql } from 'drizzle-orm';
import { AUDIT_ENTITIES } from '#shared/contracts/audit.contract.ts';
import { CONVERSATION_REPORT_RESOLUTIONS, REPORT_REASONS } from '#shared/contracts/reports.constants.ts';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { conversations } from './support.ts';
import { users } from './users.ts';

/**
 * What the admin area keeps: the audit log of the admins' actions, the visitors'
 * reports of listings and the parties' reports of conversations.
 */

/**
 * One admin action (approve, reject, deactivate, highlight, block, edit, ...): who, what, when,
 * and the entity's relevant fields before and after. Written in the same transaction as the
 * change it records; never updated or deleted. `entidade` + `entidade_id` name the thing changed
 * (no foreign key: the record outlives a deleted ad or category).
 */
export const auditLog = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    /** The admin who acted (null once that account is gone; the log stays). */
    actorCode: integer('autor').references(() => users.code, { onDelete: 'set null' }),
    entity: text('entidade', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer('entidade_id').notNull(),
    /** What was done, in the API's words: aprovar, reprovar, inativar, destaque, bloquear, ... */
    action: text('acao').notNull(),
    before: jsonb('antes').$type<Record<string, unknown> | null>(),
    after: jsonb('depois').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_entidade_idx').on(t.entity, t.entityId, t.createdAt.desc())],
);

/**
 * A report of a listing ("Denunciar anúncio"), sent from the public detail page by anyone,
 * logged in or not. Open while `resolvida_em` is empty; the admin's deactivation (or dismissal)
 * resolves every open report of that listing at once.
 */
export const listingReports = pgTable(
  'denuncias',
  {
    id: serial('id').primaryKey(),
    listingCode: integer('anuncio')
      .notNull()
      .references(() => listings.code, { onDelete: 'cascade' }),
    reason: text('motivo', { enum: REPORT_REASONS }).notNull(),
    details: text('detalhes').notNull().default(''),
    /** The reporter's account when logged in; null for a visitor. */
    reporterCode: integer('usuario').references(() => users.code, { onDelete: 'set null' }),
    /** Client address as the rate limit saw it (abuse follow-up). */
    ip: text('ip'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolvida_em', { withTimezone: true }),
    resolvedBy: integer('resolvida_por').references(() => users.code, { onDelete: 'set null' }),
    /** What the admin did: inativado (the listing was deactivated) or descartado (dismissed). */
    resolution: text('resolucao', { enum: ['inativado', 'descartado'] }),
  },
  (t) => [
    index('denuncias_abertas_idx')
      .on(t.listingCode, t.createdAt)
      .where(sql`resolvida_em is null`),
    check('denuncias_detalhes_ck', sql`length(${t.details}) <= 1000`),
  ],
);

/**
 * A report of a conversation ("Denunciar conversa"): one party reports the other. Its
 * own kind, apart from the listing's reports: it never counts toward the listing, and what the
 * admin does is about the reported user (block, warn) or the report (discard). `denunciado` is
 * the other party at the time of the report. A reporter has at most one open report per
 * conversation (the partial unique index); the rows go with the conversation.
 */
export const conversationReports = pgTable(
  'denuncias_conversas',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversa')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reportedCode: integer('denunciado')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    reporterCode: integer('usuario').references(() => users.code, { onDelete: 'set null' }),
    reason: text('motivo', { enum: REPORT_REASONS }).notNull(),
    details: text('detalhes').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolvida_em', { withTimezone: true }),
    resolvedBy: integer('resolvida_por').references(() => users.code, { onDelete: 'set null' }),
    resolution: text('resolucao', { enum: CONVERSATION_REPORT_RESOLUTIONS }),
  },
  (t) => [
    index('denuncias_conversas_abertas_idx')
      .on(t.createdAt, t.id)
      .where(sql`resolvida_em is null`),
    uniqueIndex('denuncias_conversas_aberta_uq')
      .on(t.conversationId, t.reporterCode)
      .where(sql`resolvida_em is null`),
    check('denuncias_conversas_detalhes_ck', sql`length(${t.details}) <= 1000`),
  ],
);
