import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TicketOrder, TicketStatus } from '#shared/contracts/tickets.constants.ts';
import type { Db } from '../../db/client.ts';
import { ticketMessages, tickets, users } from '../../db/schema/index.ts';

/** Who wrote a ticket's newest message (every ticket has one: it opens with it). */
const lastFrom = sql<'user' | 'admin'>`(
  select ${ticketMessages.from} from ${ticketMessages}
  where ${ticketMessages.ticketId} = ${tickets.id}
  order by ${ticketMessages.id} desc limit 1
)`;

/** Waiting for the team: still open or in progress and the user's word is the last one. */
const waitingForTeam = sql`(${tickets.status} in ('open', 'in_progress') and ${lastFrom} = 'user')`;

const summaryColumns = {
  id: tickets.id,
  subject: tickets.subject,
  status: tickets.status,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  lastFrom,
  userCode: tickets.userCode,
  userName: users.name,
  userSurname: users.surname,
  userEmail: users.email,
};

export interface TicketRow {
  id: number;
  subject: string;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  lastFrom: 'user' | 'admin';
  userCode: number;
  userName: string;
  userSurname: string;
  userEmail: string;
}

export type TicketMessageRow = typeof ticketMessages.$inferSelect;

/** Every query of the support tickets. */
export function createTicketsRepository(db: Db) {
  const summaries = () =>
    db.select(summaryColumns).from(tickets).innerJoin(users, eq(users.code, tickets.userCode));

  return {
    /** One user's tickets, newest activity first (a user has few: no paging). */
    async findByUser(userCode: number): Promise<TicketRow[]> {
      return summaries()
        .where(eq(tickets.userCode, userCode))
        .orderBy(desc(tickets.updatedAt), desc(tickets.id));
    },

    async findOne(id: number): Promise<TicketRow | undefined> {
      const [row] = await summaries().where(eq(tickets.id, id));
      return row;
    },

    /** The ticket row alone, locked until the transaction ends (replies and status changes). */
    async lockOne(id: number): Promise<{ userCode: number; status: TicketStatus } | undefined> {
      const [row] = await db
        .select({ userCode: tickets.userCode, status: tickets.status })
        .from(tickets)
        .where(eq(tickets.id, id))
        .for('update');
      return row;
    },

    async findMessages(ticketId: number): Promise<TicketMessageRow[]> {
      return db
        .select()
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.id));
    },

    /** Every ticket for the team: a status, and either the waiting ones first or newest first. */
    async findAll(
      filter: { status?: TicketStatus; order: TicketOrder },
      page: number,
      limit: number,
    ): Promise<{ rows: TicketRow[]; total: number }> {
      const where: SQL | undefined = filter.status ? eq(tickets.status, filter.status) : undefined;
      const order: SQL[] =
        filter.order === 'antigos'
          ? [
              sql`${waitingForTeam} desc`,
              sql`case when ${waitingForTeam} then ${tickets.updatedAt} end asc`,
              desc(tickets.updatedAt),
              desc(tickets.id),
            ]
          : [desc(tickets.updatedAt), desc(tickets.id)];
      const rows = await summaries()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await db.select({ total: count() }).from(tickets).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async create(userCode: number, subject: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(tickets)
        .values({ userCode, subject, status: 'open', createdAt: at, updatedAt: at })
        .returning({ id: tickets.id });
      return row!.id;
    },

    async addMessage(m: typeof ticketMessages.$inferInsert): Promise<void> {
      await db.insert(ticketMessages).values(m);
    },

    async setStatus(id: number, status: TicketStatus, at: Date): Promise<void> {
      await db.update(tickets).set({ status, updatedAt: at }).where(eq(tickets.id, id));
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
