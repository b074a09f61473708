import type {
  ConversationReportAnswer,
  ConversationReportsPage,
} from '#shared/contracts/reports.contract.ts';
import {
  CONVERSATION_REPORT_MESSAGES as M,
  CONVERSATION_REPORT_MESSAGES_SHOWN,
  DEFAULT_WARNING_TEXT,
} from '#shared/contracts/reports.constants.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type {
  ConversationReportsRepository,
  ReportForAction,
  ReportedMessageRow,
} from './conversation-reports.repository.ts';
import { warningEmail } from './warning-email.ts';

/** What one transaction of an action works with. */
export interface ConversationReportsTx {
  repo: ConversationReportsRepository;
  audit: AuditService;
  /** The e-mail queue: the warning is sent only if the action commits. */
  mail: MailSender;
}

/**
 * The admins' queue of conversation reports: each open report with the messages it is
 * about, and the actions that fit it. They are about the reported user, so each writes its line
 * in that user's audit log (the admin's user page shows it) and resolves the report, in one
 * transaction:
 * - "Bloquear" is the admin block of features/admin-users (sessions ended, ads suspended; its
 *   own 'bloquear' line, with the report noted), the report resolved in the same transaction;
 * - "Advertir" e-mails the admin's text (or the standard one) to the reported user;
 * - "Descartar" only resolves the report.
 * A report already resolved answers 200 with `alterado: false`, and nothing is done or sent.
 */
export function createConversationReportsService(deps: {
  repo: ConversationReportsRepository;
  /** The same pieces over a transaction, or over a transaction already open (`db`). */
  over: (db: Db) => ConversationReportsTx;
  inTransaction: <T>(work: (tx: ConversationReportsTx) => Promise<T>) => Promise<T>;
  adminUsers: Pick<AdminUsersService, 'setActive'>;
  clock: Clock;
  publicUrl: string;
}) {
  const { repo, over, inTransaction, adminUsers, clock, publicUrl } = deps;

  /** The report locked in `tx`, or 404. */
  async function locked(tx: ConversationReportsTx, id: number): Promise<ReportForAction> {
    const report = await tx.repo.findForAction(id, true);
    if (!report) throw notFound(M.notFound);
    return report;
  }

  const noted = (r: ReportForAction) => ({ denunciaConversa: r.id, conversa: r.conversationId });
  const answer = (id: number, message: string, changed: boolean): ConversationReportAnswer => ({
    ok: true,
    message,
    id,
    alterado: changed,
  });

  /** Resolves an open report as `descartado` or `advertido` with its audit line (and the warning). */
  async function resolveWith(
    actor: number,
    id: number,
    action: { kind: 'descartado' } | { kind: 'advertido'; text: string },
  ): Promise<boolean> {
    return inTransaction(async (tx) => {
      const report = await locked(tx, id);
      if (report.resolvedAt !== null) return false;
      await tx.repo.resolve(id, actor, action.kind, clock.now());
      if (action.kind === 'advertido') {
        const to = await tx.repo.recipient(report.reportedCode);
        const conversation = await tx.repo.conversationTitle(report.conversationId);
        if (to) {
          await tx.mail.send({
            to: to.email,
            ...warningEmail({ publicUrl, name: to.name, conversationTitle: conversation, text: action.text }),
          });
        }
      }
      await tx.audit.record({
        actorCode: actor,
        entity: 'usuario',
        entityId: report.reportedCode,
        action: action.kind === 'advertido' ? 'advertir' : 'denuncia_descartada',
        before: null,
        after: { ...noted(report), ...(action.kind === 'advertido' ? { aviso: action.text } : {}) },
      });
      return true;
    });
  }

  return {
    async queue(page: number, limit: number): Promise<ConversationReportsPage> {
      const { rows, total } = await repo.openPage(page, limit);
      const messages = await repo.messagesUpToReports(
        rows.map((r) => r.id),
        CONVERSATION_REPORT_MESSAGES_SHOWN,
      );
      const byReport = new Map<number, ReportedMessageRow[]>();
      for (const m of messages) byReport.set(m.reportId, [...(byReport.get(m.reportId) ?? []), m]);
      return {
        data: rows.map((r) => {
          const newestFirst = byReport.get(r.id) ?? [];
          const shown = newestFirst.slice(0, CONVERSATION_REPORT_MESSAGES_SHOWN).reverse();
          return {
            id: r.id,
            motivo: r.reason,
            detalhes: r.details,
            criadoEm: r.createdAt.toISOString(),
            denunciante: r.reporter && { codigo: r.reporter.code, nome: r.reporter.name },
            denunciado: {
              codigo: r.reported.code,
              nome: r.reported.name,
              email: r.reported.email,
              ativo: r.reported.active,
            },
            conversa: {
              id: r.conversation.id,
              titulo: r.conversation.title,
              anuncio: r.listing && {
                codigoANUNCIO: r.listing.code,
                tituloANUNCIO: r.listing.title,
                slugANUNCIO: r.listing.slug,
                tipoANUNCIO: r.listing.type,
                statusANUNCIO: r.listing.status,
              },
            },
            mensagens: shown.map((m) => ({
              id: m.id,
              remetente: { codigo: m.senderCode, nome: m.senderName },
              conteudo: m.content,
              enviadaEm: m.createdAt.toISOString(),
              doDenunciado: m.senderCode === r.reported.code,
            })),
            temAnteriores: newestFirst.length > CONVERSATION_REPORT_MESSAGES_SHOWN,
          };
        }),
        page,
        totalPages: Math.ceil(total / limit),
        total,
      };
    },

    /**
     * "Bloquear": admin-users' block of the reported user, with the report resolved as
     * `bloqueado` in its transaction. A user already blocked only has the report resolved (its
     * own audit line, as the block wrote none). Its 409s (the admin's own account, the last
     * admin) leave the report open.
     */
    async block(actor: number, id: number): Promise<ConversationReportAnswer> {
      const report = await repo.findForAction(id);
      if (!report) throw notFound(M.notFound);
      if (report.resolvedAt !== null) return answer(id, M.alreadyResolved, false);
      const done = await adminUsers.setActive(actor, report.reportedCode, false, {
        auditNote: noted(report),
        within: async (users, changed) => {
          const tx = over(users.db);
          // Read again, locked, in the block's transaction: if another admin resolved the report
          // meanwhile, the 409 rolls this block back.
          if ((await locked(tx, id)).resolvedAt !== null) throw new AppError('CONFLICT', M.alreadyResolved);
          await tx.repo.resolve(id, actor, 'bloqueado', clock.now());
          if (!changed) {
            await tx.audit.record({
              actorCode: actor,
              entity: 'usuario',
              entityId: report.reportedCode,
              action: 'denuncia_resolvida',
              before: { ativoUSUARIO: false },
              after: { ativoUSUARIO: false, ...noted(report) },
            });
          }
        },
      });
      return answer(id, done.alterado ? M.blocked : M.alreadyBlocked, true);
    },

    async warn(actor: number, id: number, text: string | undefined): Promise<ConversationReportAnswer> {
      const changed = await resolveWith(actor, id, { kind: 'advertido', text: text ?? DEFAULT_WARNING_TEXT });
      return answer(id, changed ? M.warned : M.alreadyResolved, changed);
    },

    async dismiss(actor: number, id: number): Promise<ConversationReportAnswer> {
      const changed = await resolveWith(actor, id, { kind: 'descartado' });
      return answer(id, changed ? M.dismissed : M.alreadyResolved, changed);
    },
  };
}

export type ConversationReportsService = ReturnType<typeof createConversationReportsService>;
