import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ConversationReportResolution, ReportReason } from '#shared/contracts/reports.constants.ts';
import type { Db } from '../../db/client.ts';
import { conversationReports, type listings } from '../../db/schema/index.ts';
import { inCodes, intLiteral, offsetValue, queryRows } from '../../lib/sql.ts';

/** The statements of the admins' queue of conversation reports (ADR 010). */

type ListingStatus = (typeof listings.$inferSelect)['status'];

/** One open report with its conversation, its listing (while it exists) and the people named. */
export interface ConversationReportRow {
  id: number;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  reporter: { code: number; name: string } | null;
  reported: { code: number; name: string; email: string; active: boolean };
  conversation: { id: number; title: string };
  listing: { code: number; title: string; slug: string; type: number; status: ListingStatus } | null;
}

export interface ReportedMessageRow {
  reportId: number;
  id: number;
  senderCode: number;
  senderName: string;
  content: string;
  createdAt: Date;
}

/** What an action needs of the report it resolves. */
export interface ReportForAction {
  id: number;
  conversationId: number;
  reportedCode: number;
  resolvedAt: Date | null;
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const fullName = (name: string, surname: string | null) => [name, surname].filter(Boolean).join(' ');

export function createConversationReportsRepository(db: Db) {
  return {
    /** One page of the open reports, the oldest first (the partial index ..._abertas_idx). */
    async openPage(page: number, limit: number): Promise<{ rows: ConversationReportRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        queryRows<{
          id: number;
          motivo: ReportReason;
          detalhes: string;
          criado_em: Date | string;
          denunciante: number | null;
          denunciante_nome: string | null;
          denunciante_sobrenome: string | null;
          denunciado: number;
          denunciado_nome: string;
          denunciado_sobrenome: string | null;
          denunciado_email: string;
          denunciado_ativo: boolean;
          conversa: number;
          titulo: string;
          anuncio: number | null;
          anuncio_titulo: string | null;
          anuncio_slug: string | null;
          anuncio_tipo: number | null;
          anuncio_status: ListingStatus | null;
        }>(
          db,
          sql`select r.id, r.motivo, r.detalhes, r.criado_em,
                     r.usuario as denunciante, de.nome as denunciante_nome, de.sobrenome as denunciante_sobrenome,
                     r.denunciado, al.nome as denunciado_nome, al.sobrenome as denunciado_sobrenome,
                     al.email as denunciado_email, al.ativo as denunciado_ativo,
                     c.id as conversa, c.titulo, a.codigo as anuncio, a.titulo as anuncio_titulo,
                     a.slug as anuncio_slug, a.tipo as anuncio_tipo, a.status as anuncio_status
                from denuncias_conversas r
                join conversas c on c.id = r.conversa
                join usuarios al on al.codigo = r.denunciado
                left join usuarios de on de.codigo = r.usuario
                left join anuncios a on a.codigo = c.anuncio
               where r.resolvida_em is null
               order by r.criado_em, r.id
               limit ${intLiteral(limit)} offset ${offsetValue((page - 1) * limit)}`,
        ),
        db.select({ n: count() }).from(conversationReports).where(isNull(conversationReports.resolvedAt)),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          reason: r.motivo,
          details: r.detalhes,
          createdAt: toDate(r.criado_em),
          reporter:
            r.denunciante === null
              ? null
              : { code: r.denunciante, name: fullName(r.denunciante_nome ?? '', r.denunciante_sobrenome) },
          reported: {
            code: r.denunciado,
            name: fullName(r.denunciado_nome, r.denunciado_sobrenome),
            email: r.denunciado_email,
            active: r.denunciado_ativo,
          },
          conversation: { id: r.conversa, title: r.titulo },
          listing:
            r.anuncio === null
              ? null
              : {
                  code: r.anuncio,
                  title: r.anuncio_titulo ?? r.titulo,
                  slug: r.anuncio_slug ?? '',
                  type: r.anuncio_tipo ?? 0,
                  status: r.anuncio_status ?? 'inativo',
                },
        })),
        total: counted?.n ?? 0,
      };
    },

    /**
     * For each report, the last `limit` + 1 messages of its conversation sent up to the report
     * (one more than shown tells whether older ones exist), newest first, with the sender's name.
     */
    async messagesUpToReports(reportIds: number[], limit: number): Promise<ReportedMessageRow[]> {
      if (reportIds.length === 0) return [];
      const rows = await queryRows<{
        report: number;
        id: number;
        remetente: number;
        nome: string;
        sobrenome: string | null;
        conteudo: string;
        criado_em: Date | string;
      }>(
        db,
        sql`select r.id as report, m.id, m.remetente, u.nome, u.sobrenome, m.conteudo, m.criado_em
              from denuncias_conversas r
              cross join lateral (
                select m.id, m.remetente, m.conteudo, m.criado_em from conversa_mensagens m
                 where m.conversa = r.conversa and m.criado_em <= r.criado_em
                 order by m.id desc limit ${intLiteral(limit + 1)}) m
              join usuarios u on u.codigo = m.remetente
             where ${inCodes(sql`r.id`, reportIds)}
             order by r.id, m.id desc`,
      );
      return rows.map((r) => ({
        reportId: r.report,
        id: r.id,
        senderCode: r.remetente,
        senderName: fullName(r.nome, r.sobrenome),
        content: r.conteudo,
        createdAt: toDate(r.criado_em),
      }));
    },

    /** The report; `lock` holds its row until the transaction ends (two admins acting wait in turn). */
    async findForAction(id: number, lock = false): Promise<ReportForAction | undefined> {
      const q = db
        .select({
          id: conversationReports.id,
          conversationId: conversationReports.conversationId,
          reportedCode: conversationReports.reportedCode,
          resolvedAt: conversationReports.resolvedAt,
        })
        .from(conversationReports)
        .where(eq(conversationReports.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** Resolves the report if still open. */
    async resolve(
      id: number,
      by: number,
      resolution: ConversationReportResolution,
      now: Date,
    ): Promise<void> {
      await db
        .update(conversationReports)
        .set({ resolvedAt: now, resolvedBy: by, resolution })
        .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolvedAt)));
    },

    /** The conversation's title (the listing's, as the conversation keeps it). */
    async conversationTitle(id: number): Promise<string> {
      const [row] = await queryRows<{ titulo: string }>(
        db,
        sql`select titulo from conversas where id = ${id}`,
      );
      return row?.titulo ?? '';
    },

    /** The name and address a warning goes to. */
    async recipient(code: number): Promise<{ name: string; email: string } | undefined> {
      const [row] = await queryRows<{ nome: string; email: string }>(
        db,
        sql`select nome, email from usuarios where codigo = ${code}`,
      );
      return row && { name: row.nome, email: row.email };
    },
  };
}

export type ConversationReportsRepository = ReturnType<typeof createConversationReportsRepository>;
