import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Messages sent through the /contato form. The row and the e-mail to the team's inbox
 * (CONTACT_EMAIL) are written in one transaction; the e-mail's delivery (retried, or failed) is
 * tracked in `emails_saida` like every other e-mail.
 */
export const contactMessages = pgTable(
  'mensagens_contato',
  {
    id: serial('id').primaryKey(),
    name: text('nome').notNull(),
    email: text('email').notNull(),
    subject: text('assunto').notNull(),
    message: text('mensagem').notNull(),
    /** Client address as the rate limit saw it (abuse follow-up). */
    ip: text('ip'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    /** The team's answer from the admin area, e-mailed to `email`. */
    reply: text('resposta'),
    repliedAt: timestamp('respondida_em', { withTimezone: true }),
    repliedBy: integer('respondida_por').references(() => users.code, { onDelete: 'set null' }),
  },
  (t) => [index('mensagens_contato_criado_idx').on(t.createdAt)],
);
