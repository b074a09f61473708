import { sql } from 'drizzle-orm';
import {
  check,
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
 * Support tickets and resident–advertiser conversations, kept on the server (the
 * spec's front end kept them in the browser only).
 */

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_user', 'closed'] as const;

/** A user's support ticket (spec 2 §3 "Ticket"). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    subject: text('assunto').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change: the lists' order ("oldest waiting first" for the team). */
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_usuario_idx').on(t.userCode, t.updatedAt.desc()),
    index('tickets_status_idx').on(t.status, t.updatedAt),
    check('tickets_assunto_ck', sql`length(${t.subject}) between 1 and 200`),
  ],
);

/** One message of a ticket; `de` says which side wrote it (spec: from user|admin). */
export const ticketMessages = pgTable(
  'ticket_mensagens',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The account that wrote it (null once that account is gone; the message stays). */
    authorCode: integer('autor').references(() => users.code, { onDelete: 'set null' }),
    from: text('de', { enum: ['user', 'admin'] }).notNull(),
    body: text('corpo').notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_mensagens_ticket_idx').on(t.ticketId, t.id),
    check('ticket_mensagens_corpo_ck', sql`length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * A conversation between a resident (`interessado`) and the advertiser about one listing: one per
 * listing and resident. The listing's title is copied (`titulo`) so the conversation stays
 * readable when the listing is deleted (`anuncio` becomes null; closed to new messages). The last
 * message is copied too (`ultima_mensagem`, `ultima_mensagem_em`, `ultimo_remetente`) so the
 * list of a user with a thousand conversations reads one row each. `lida_*_em` is when each side
 * last opened the thread; `avisado_*_em` when each side was last e-mailed about an unread message
 * (at most one e-mail per conversation per 15 minutes while unread).
 */
export const conversations = pgTable(
  'conversas',
  {
    id: serial('id').primaryKey(),
    listingCode: integer('anuncio').references(() => listings.code, { onDelete: 'set null' }),
    title: text('titulo').notNull(),
    residentCode: integer('interessado')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    advertiserCode: integer('anunciante')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    lastMessage: text('ultima_mensagem').notNull().default(''),
    lastMessageAt: timestamp('ultima_mensagem_em', { withTimezone: true }).notNull().defaultNow(),
    lastSenderCode: integer('ultimo_remetente'),
    residentReadAt: timestamp('lida_interessado_em', { withTimezone: true }),
    advertiserReadAt: timestamp('lida_anunciante_em', { withTimezone: true }),
    residentNotifiedAt: timestamp('avisado_interessado_em', { withTimezone: true }),
    advertiserNotifiedAt: timestamp('avisado_anunciante_em', { withTimezone: true }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversas_anuncio_interessado_uq').on(t.listingCode, t.residentCode),
    index('conversas_interessado_idx').on(t.residentCode, t.lastMessageAt.desc()),
    index('conversas_anunciante_idx').on(t.advertiserCode, t.lastMessageAt.desc()),
    check('conversas_partes_ck', sql`${t.residentCode} <> ${t.advertiserCode}`),
  ],
);

export const conversationMessages = pgTable(
  'conversa_mensagens',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversa')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderCode: integer('remetente')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    content: text('conteudo').notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversa_mensagens_conversa_idx').on(t.conversationId, t.id),
    check('conversa_mensagens_conteudo_ck', sql`length(${t.content}) between 1 and 2000`),
  ],
);

/** "Bloquear este usuário": the blocked account can no longer send messages to the blocker. */
export const messageBlocks = pgTable(
  'bloqueios_mensagens',
  {
    blockerCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    blockedCode: integer('bloqueado')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerCode, t.blockedCode] })],
);
