import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Login sessions (DESIGN.md "auth"; ADR 005). Only the SHA-256 of the opaque token is stored, so
 * a copy of this table lets nobody in. A session ends at `expira_em` (absolute), after the idle
 * limit without use (browser-session logins), or when `revogada_em` is set (logout, password
 * reset, blocked user).
 */
export const sessions = pgTable(
  'sessoes',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    /** Remember me: 30-day persistent cookie instead of a browser-session one. */
    remember: boolean('lembrar').notNull().default(false),
    expiresAt: timestamp('expira_em', { withTimezone: true }).notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('visto_em', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessoes_token_hash_uq').on(t.tokenHash), index('sessoes_usuario_idx').on(t.userCode)],
);

export const ACCOUNT_TOKEN_KINDS = [
  'confirmacao',
  'redefinicao',
  'troca_email',
  'desfazer_troca_email',
] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/**
 * One-time e-mail tokens: confirmation (48 h), password reset (1 h), and an e-mail change
 * (issue 36): the link to the new address (`troca_email`, `email` = the new address) and the undo
 * link to the old one (`desfazer_troca_email`, 7 days, `email` = the old address). Stored as
 * SHA-256, used once (`usado_em`); a new token of a kind voids the user's earlier unused ones.
 */
export const accountTokens = pgTable(
  'tokens_conta',
  {
    id: serial('id').primaryKey(),
    kind: text('tipo', { enum: ACCOUNT_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    expiresAt: timestamp('expira_em', { withTimezone: true }).notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    usedAt: timestamp('usado_em', { withTimezone: true }),
    /** The address an e-mail change token is about (the new one, or the old one to restore). */
    email: text('email'),
  },
  (t) => [
    uniqueIndex('tokens_conta_token_hash_uq').on(t.tokenHash),
    index('tokens_conta_usuario_tipo_idx').on(t.userCode, t.kind),
    check(
      'tokens_conta_tipo_ck',
      sql`${t.kind} in ('confirmacao', 'redefinicao', 'troca_email', 'desfazer_troca_email')`,
    ),
  ],
);
