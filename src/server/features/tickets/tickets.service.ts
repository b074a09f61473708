import type { AdminTicketsPage, Ticket, TicketSummary } from '#shared/contracts/tickets.contract.ts';
import {
  TICKET_MESSAGES as M,
  type TicketOrder,
  type TicketStatus,
} from '#shared/contracts/tickets.constants.ts';
import type { Mailer, MailSender } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageEnvelope } from '../../lib/sql.ts';
import { ticketReplyEmail, ticketTeamEmail } from './ticket-emails.ts';
import {
  createTicketsRepository,
  type TicketMessageRow,
  type TicketRow,
  type TicketsRepository,
} from './tickets.repository.ts';

/** Who acts: the session's user. Admins read and answer every ticket; others only their own. */
interface TicketActor {
  code: number;
  role: string;
}

interface TicketsServiceDeps {
  repo: TicketsRepository;
  /** One transaction: the repository over it, and the e-mail queue (sent only if it commits). */
  inTransaction: <T>(work: (repo: TicketsRepository, mail: MailSender) => Promise<T>) => Promise<T>;
  clock: Clock;
  /** The site's address, for the links in the e-mails. */
  publicUrl: string;
  /** The team's inbox (CONTACT_EMAIL). */
  teamEmail: string;
}

const fullName = (r: TicketRow) => `${r.userName} ${r.userSurname}`.trim();

function toSummary(r: TicketRow): TicketSummary {
  return {
    id: r.id,
    assunto: r.subject,
    status: r.status,
    criadoEm: r.createdAt.toISOString(),
    atualizadoEm: r.updatedAt.toISOString(),
    ultimoDe: r.lastFrom,
    usuario: { codigo: r.userCode, nome: fullName(r), email: r.userEmail },
  };
}

const toMessage = (m: TicketMessageRow) => ({
  id: m.id,
  from: m.from,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

const isAdmin = (actor: TicketActor) => actor.role === 'ADMIN';

/**
 * Support tickets (spec 2 §4 "Ticket status"). Only the owner and the admins see a
 * ticket; to anyone else it does not exist (404). The status follows the last word: the
 * owner's message sets in_progress (also on a closed ticket: writing again reopens it, rather
 * than leaving a message nobody will read), a message from an admin who is not the owner sets
 * waiting_user; admins may set any status; owner and admins close. Each e-mail is queued in the
 * transaction of the message that causes it and delivered by the job queue.
 */
function createTicketsService(deps: TicketsServiceDeps) {
  const { repo, inTransaction, clock, publicUrl, teamEmail } = deps;

  /** The ticket with its messages, or 404 when it is missing or not the actor's to read. */
  async function read(id: number, actor: TicketActor): Promise<Ticket> {
    const row = await repo.findOne(id);
    if (!row || (row.userCode !== actor.code && !isAdmin(actor))) throw notFound(M.notFound);
    const messages = await repo.findMessages(id);
    return { ...toSummary(row), mensagens: messages.map(toMessage) };
  }

  /** Locks the ticket for a change by the actor; 404 as in read. */
  async function lockFor(tx: TicketsRepository, id: number, actor: TicketActor) {
    const row = await tx.lockOne(id);
    if (!row || (row.userCode !== actor.code && !isAdmin(actor))) throw notFound(M.notFound);
    return row;
  }

  return {
    read,

    async listMine(userCode: number): Promise<{ data: TicketSummary[] }> {
      const rows = await repo.findByUser(userCode);
      return { data: rows.map(toSummary) };
    },

    /** Opens a ticket with its first message and tells the team. */
    async open(actor: TicketActor, input: { assunto: string; mensagem: string }): Promise<Ticket> {
      const at = clock.now();
      const id = await inTransaction(async (tx, mail) => {
        const ticketId = await tx.create(actor.code, input.assunto, at);
        await tx.addMessage({
          ticketId,
          authorCode: actor.code,
          from: 'user',
          body: input.mensagem,
          createdAt: at,
        });
        const row = (await tx.findOne(ticketId))!;
        const email = ticketTeamEmail(
          'novo',
          {
            id: ticketId,
            subject: row.subject,
            body: input.mensagem,
            userName: fullName(row),
            userEmail: row.userEmail,
          },
          publicUrl,
        );
        await mail.send({ to: teamEmail, ...email });
        return ticketId;
      });
      return read(id, actor);
    },

    /** A reply: the owner's goes to the team, an admin's to the owner (see the status rule above). */
    async reply(id: number, actor: TicketActor, body: string): Promise<Ticket> {
      const at = clock.now();
      await inTransaction(async (tx, mail) => {
        const row = await lockFor(tx, id, actor);
        const side = row.userCode === actor.code ? ('user' as const) : ('admin' as const);
        await tx.addMessage({ ticketId: id, authorCode: actor.code, from: side, body, createdAt: at });
        await tx.setStatus(id, side === 'user' ? 'in_progress' : 'waiting_user', at);
        const ticket = (await tx.findOne(id))!;
        const about = { id, subject: ticket.subject, body, userName: fullName(ticket) };
        if (side === 'user') {
          const email = ticketTeamEmail('mensagem', { ...about, userEmail: ticket.userEmail }, publicUrl);
          await mail.send({ to: teamEmail, ...email });
        } else {
          await mail.send({ to: ticket.userEmail, ...ticketReplyEmail(about, publicUrl) });
        }
      });
      return read(id, actor);
    },

    /** Closes the ticket; a closed one stays as it is (same answer, no new activity). */
    async close(id: number, actor: TicketActor): Promise<Ticket> {
      await inTransaction(async (tx) => {
        const row = await lockFor(tx, id, actor);
        if (row.status !== 'closed') await tx.setStatus(id, 'closed', clock.now());
      });
      return read(id, actor);
    },

    async findAll(
      filter: { status?: TicketStatus; order: TicketOrder },
      page: number,
      limit: number,
    ): Promise<AdminTicketsPage> {
      const { rows, total } = await repo.findAll(filter, page, limit);
      return pageEnvelope(rows.map(toSummary), total, page, limit);
    },

    /** An admin sets any status; setting the current one changes nothing. */
    async setStatus(id: number, actor: TicketActor, status: TicketStatus): Promise<Ticket> {
      await inTransaction(async (tx) => {
        const row = await lockFor(tx, id, actor);
        if (row.status !== status) await tx.setStatus(id, status, clock.now());
      });
      return read(id, actor);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;

/**
 * The service over a database: the tickets plugin's, and the door the contact form uses to turn
 * a logged-in user's message into a ticket (features meet only through their services).
 */
export function buildTicketsService(opts: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  teamEmail: string;
}): TicketsService {
  const { db, mailer, ...rest } = opts;
  return createTicketsService({
    ...rest,
    repo: createTicketsRepository(db),
    inTransaction: (work) => db.transaction((tx) => work(createTicketsRepository(tx), mailer.over(tx))),
  });
}
