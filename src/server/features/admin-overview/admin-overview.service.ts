import { Readable } from 'node:stream';
import {
  ADMIN_OVERVIEW_MESSAGES as M,
  SUMMARY_DAYS,
  SUMMARY_MONTHS,
  type ContactMessageFilter,
} from '#shared/contracts/admin-overview.constants.ts';
import type {
  AdminInvoice,
  AdminInvoiceFilters,
  AdminInvoicesPage,
  AdminSummary,
  ContactMessage,
  ContactMessagesPage,
  ContactReplyAnswer,
} from '#shared/contracts/admin-overview.contract.ts';
import type { MailSender, OutboxRepository } from '../../adapters/email/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageEnvelope } from '../../lib/sql.ts';
import { invoiceOf } from '../checkouts/billing.service.ts';
import type { AdminOverviewRepository, ContactRow, InvoiceRow } from './admin-overview.repository.ts';
import { contactReplyEmail } from './contact-reply-email.ts';
import { CSV_BOM, CSV_HEADER, csvLine, invoiceCsvLine } from './invoices-csv.ts';
import { lastDays, lastMonths, saoPauloDay, zeroFilled } from '../../lib/periods.ts';

export interface AdminOverviewDeps {
  repo: AdminOverviewRepository;
  /** Runs `work` with a repository and the e-mail queue bound to one transaction. */
  inTransaction<T>(work: (repo: AdminOverviewRepository, mail: MailSender) => Promise<T>): Promise<T>;
  clock: Clock;
  /** The e-mails table: those given up on are on the dashboard. */
  outbox: Pick<OutboxRepository, 'findFailed'>;
  /** The site's address, for the link in the reply e-mail. */
  publicUrl: string;
}

/** The dashboard's undelivered e-mails: the last week's, the newest few listed. */
const FAILED_EMAIL_DAYS = 7;
const FAILED_EMAILS_LISTED = 5;

/** Invoices read per query while the CSV is written: the export never holds more in memory. */
const CSV_BATCH = 1_000;

/** The user screens' invoice (billing.service), with the payer's account. */
const toInvoice = (r: InvoiceRow): AdminInvoice => ({
  ...invoiceOf(r),
  customer: { nome: r.payerName, codigo: r.userCode, email: r.userEmail },
});

function toContactMessage(r: ContactRow): ContactMessage {
  return {
    id: r.id,
    nome: r.name,
    email: r.email,
    assunto: r.subject,
    mensagem: r.message,
    recebidaEm: r.createdAt.toISOString(),
    status: r.repliedAt ? 'respondida' : 'pendente',
    resposta: r.reply,
    respondidaEm: r.repliedAt?.toISOString() ?? null,
    respondidaPor: r.repliedBy === null ? null : { codigo: r.repliedBy, nome: r.repliedByName ?? '' },
  };
}

/**
 * The admin dashboard's figures, every invoice and the contact messages. Callers are
 * admins (the routes check the role).
 */
export function createAdminOverviewService(deps: AdminOverviewDeps) {
  const { repo, inTransaction, clock, outbox, publicUrl } = deps;

  return {
    /**
     * Spec 2 §2's counters and what the team looks at every morning. The queries are small and
     * independent, so they run side by side (PGlite queues them; PostgreSQL spreads them over the
     * pool). Days and months are Brasília's, the missing ones filled with 0.
     */
    async summary(): Promise<AdminSummary> {
      const now = clock.now();
      const today = saoPauloDay(now);
      const days = lastDays(today, SUMMARY_DAYS);
      const months = lastMonths(today, SUMMARY_MONTHS);
      const firstDay = days[0]!;
      const firstMonthDay = `${months[0]!}-01`;
      const failedSince = new Date(now.getTime() - FAILED_EMAIL_DAYS * 86_400_000);
      const [users, queue, paid, reports, contacts, ads, signUps, revenue, failed] = await Promise.all([
        repo.countUsers(),
        repo.pendingQueue(now),
        repo.countPaidInvoices(),
        repo.countOpenReports(),
        repo.countUnansweredContacts(),
        repo.publishedPerDay(firstDay, today),
        repo.signUpsPerDay(firstDay, today),
        repo.revenuePerMonth(firstMonthDay, today),
        outbox.findFailed(failedSince, FAILED_EMAILS_LISTED),
      ]);
      return {
        usuariosCadastrados: users,
        anunciosPendentes: queue.pending,
        faturasPagas: paid,
        denunciasAbertas: reports,
        contatosSemResposta: contacts,
        anunciosPorDia: zeroFilled(days, ads).map((d) => ({ dia: d.key, total: d.value })),
        cadastrosPorDia: zeroFilled(days, signUps).map((d) => ({ dia: d.key, total: d.value })),
        receitaPorMes: zeroFilled(months, revenue).map((m) => ({ mes: m.key, centavos: m.value })),
        filaModeracao: {
          pendentes: queue.pending,
          maisAntigoDesde: queue.oldest?.toISOString() ?? null,
          faixas: {
            menosDeUmaHora: queue.underHour,
            deUmaA24Horas: queue.underDay,
            deUmATresDias: queue.underThreeDays,
            maisDeTresDias: queue.older,
          },
        },
        emailsNaoEntregues: {
          total: failed.total,
          recentes: failed.latest.map((e) => ({
            id: e.id,
            para: e.to,
            assunto: e.subject,
            modelo: e.template,
            erro: e.error,
            tentativas: e.attempts,
            criadoEm: e.createdAt.toISOString(),
          })),
        },
        geradoEm: now.toISOString(),
      };
    },

    async findInvoices(
      filters: AdminInvoiceFilters,
      page: number,
      limit: number,
    ): Promise<AdminInvoicesPage> {
      const { rows, total } = await repo.findInvoices(filters, page, limit);
      return pageEnvelope(rows.map(toInvoice), total, page, limit);
    },

    /**
     * The matching invoices as CSV (invoices-csv.ts), streamed: read CSV_BATCH at a time by
     * number, each batch written before the next is read, so a large export holds one batch in
     * memory and starts arriving at once. `filename` is faturas-AAAA-MM-DD.csv (Brasília's day).
     */
    exportInvoices(filters: AdminInvoiceFilters): { filename: string; stream: Readable } {
      async function* lines() {
        yield CSV_BOM + csvLine(CSV_HEADER);
        let before: number | null = null;
        for (;;) {
          const rows = await repo.invoicesBefore(filters, before, CSV_BATCH);
          if (rows.length > 0) yield rows.map((r) => invoiceCsvLine(toInvoice(r))).join('');
          if (rows.length < CSV_BATCH) return;
          before = rows.at(-1)!.number;
        }
      }
      return { filename: `faturas-${saoPauloDay(clock.now())}.csv`, stream: Readable.from(lines()) };
    },

    async findContactMessages(
      filter: ContactMessageFilter,
      page: number,
      limit: number,
    ): Promise<ContactMessagesPage> {
      const { rows, total } = await repo.findContactMessages(filter, page, limit);
      return pageEnvelope(rows.map(toContactMessage), total, page, limit);
    },

    async getContactMessage(id: number): Promise<ContactMessage> {
      const row = await repo.findContactMessage(id);
      if (!row) throw notFound(M.contactNotFound);
      return toContactMessage(row);
    },

    /**
     * Stores the admin's reply (once: a second one is 409, whoever sends it) and queues its
     * e-mail to the sender in the same transaction, like the contact form itself: the job queue
     * delivers it, so a slow or failing mail server neither loses the reply nor keeps the admin
     * waiting.
     *
     * The audit log is not written: it covers ads, users and the catalogue (AUDIT_ENTITIES),
     * and the message itself keeps who answered, when and what, and is never changed afterwards.
     */
    async reply(id: number, text: string, adminCode: number): Promise<ContactReplyAnswer> {
      const message = await inTransaction(async (tx, mail) => {
        const stored = await tx.saveReply(id, { text, at: clock.now(), by: adminCode });
        const row = await tx.findContactMessage(id);
        if (!row) throw notFound(M.contactNotFound);
        if (!stored) throw new AppError('CONFLICT', M.alreadyReplied);
        const reply = toContactMessage(row);
        await mail.send({ to: reply.email, ...contactReplyEmail(reply, publicUrl) });
        return reply;
      });
      return { ok: true, message: M.replied(message.email), mensagem: message };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
