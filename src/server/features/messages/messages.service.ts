import type {
  ConversationMessage,
  ConversationsPage,
  ConversationSummary,
  MessageSent,
  Thread,
} from '#shared/contracts/messages.contract.ts';
import { MESSAGE_LIMITS, MESSAGES_MESSAGES as M } from '#shared/contracts/messages.constants.ts';
import type { ReportConversationInput } from '#shared/contracts/messages.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MINUTE, type Clock } from '../../lib/clock.ts';
import type { ListingStatsService } from '../listing-stats/listing-stats.service.ts';
import type {
  ConversationListRow,
  ConversationRow,
  MessagesRepository,
  Side,
} from './messages.repository.ts';
import { newMessageEmail } from './new-message-email.ts';

/** Cuts to `max` characters (code points, so an emoji is never split), ending in "…" when cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const sideOf = (c: ConversationRow, me: number): Side =>
  c.residentCode === me ? 'interessado' : 'anunciante';
const otherOf = (c: ConversationRow, me: number): number =>
  c.residentCode === me ? c.advertiserCode : c.residentCode;

/**
 * Resident–advertiser conversations (spec 2 §2 "Messages", §3 "Conversation"). Only
 * the two parties see a conversation (anyone else, admins included, gets 404). A conversation
 * is open while its listing exists and is published and neither party blocked the other; a
 * closed one stays readable. Every send runs in one transaction with the copy of the last
 * message onto the conversation and the recipient's e-mail (at most one per conversation per 15
 * minutes, claimed and queued in that transaction; the job queue delivers it).
 */
export function createMessagesService(deps: {
  repo: MessagesRepository;
  /** One transaction: the repository over it, and the e-mail queue (sent only if it commits). */
  inTransaction: <T>(work: (repo: MessagesRepository, mail: MailSender) => Promise<T>) => Promise<T>;
  clock: Clock;
  publicUrl: string;
  /** Counts a conversation started from an ad (the advertiser's statistics, ADR 024). */
  stats: Pick<ListingStatsService, 'recordConversationStarted'>;
}) {
  const { repo, inTransaction, clock, publicUrl, stats } = deps;

  /** Why a conversation is closed to new messages for `me`, or null when open. */
  const closedReason = (
    listingPublished: boolean,
    iBlocked: boolean,
    blocked: boolean,
    otherRemoved = false,
  ): string | null => {
    if (otherRemoved) return M.otherRemoved;
    if (!listingPublished) return M.closed;
    if (iBlocked) return M.blockedByMe;
    if (blocked) return M.blocked;
    return null;
  };

  const toSummary = (r: ConversationListRow): ConversationSummary => ({
    id: r.id,
    titulo: r.title,
    ultimo: cutText(r.lastMessage, MESSAGE_LIMITS.previewLength),
    atualizadoEm: r.lastMessageAt.toISOString(),
    naoLidas: r.unread,
    anuncio:
      r.listingCode === null
        ? null
        : {
            codigoANUNCIO: r.listingCode,
            tituloANUNCIO: r.listingTitle ?? r.title,
            tipoANUNCIO: r.listingType ?? 0,
            slugANUNCIO: r.listingSlug ?? '',
            imagem: r.image,
          },
    outro: { codigo: r.otherCode, nome: r.otherName },
    papel: r.side,
    aberta: r.listingPublished && !r.blocked && !r.otherRemoved,
  });

  const toMessage =
    (c: ConversationRow, me: number) =>
    (m: { id: number; senderCode: number; content: string; createdAt: Date }): ConversationMessage => ({
      id: m.id,
      de: m.senderCode,
      para: m.senderCode === c.residentCode ? c.advertiserCode : c.residentCode,
      conteudo: m.content,
      enviadaEm: m.createdAt.toISOString(),
      minha: m.senderCode === me,
    });

  /**
   * Stores the message in the caller's transaction (`tx`, the conversation row locked or just
   * created), and claims and queues the recipient's e-mail in it.
   */
  async function store(
    tx: MessagesRepository,
    mail: MailSender,
    c: ConversationRow,
    me: number,
    content: string,
  ): Promise<ConversationMessage> {
    const now = clock.now();
    const senderSide = sideOf(c, me);
    const recipient = otherOf(c, me);
    const stored = await tx.addMessage({
      conversationId: c.id,
      senderCode: me,
      senderSide,
      content,
      preview: cutText(content, MESSAGE_LIMITS.previewLength),
      now,
    });
    const claimed = await tx.claimNotice({
      conversationId: c.id,
      recipientSide: senderSide === 'interessado' ? 'anunciante' : 'interessado',
      recipientCode: recipient,
      now,
      quietMs: MESSAGE_LIMITS.emailQuietMinutes * MINUTE,
    });
    if (claimed) {
      const to = await tx.findUser(recipient);
      const from = await tx.findUser(me);
      if (to && from) {
        await mail.send({
          to: to.email,
          ...newMessageEmail({
            publicUrl,
            recipientName: to.name,
            senderName: from.name,
            title: c.title,
            conversationId: c.id,
            content,
          }),
        });
      }
    }
    return toMessage(c, me)(stored);
  }

  /** 403 when either party blocked the other (the block stops messages both ways). */
  async function assertNotBlocked(tx: MessagesRepository, me: number, other: number): Promise<void> {
    if ((await tx.isBlocked(other, me)) || (await tx.isBlocked(me, other))) {
      throw new AppError('FORBIDDEN', M.blocked);
    }
  }

  async function partyOf(id: number, me: number): Promise<ConversationRow> {
    const c = await repo.findForParty(id, me);
    if (!c) throw notFound(M.notFound);
    return c;
  }

  return {
    async list(me: number, page: number, limit: number): Promise<ConversationsPage> {
      const [total, naoLidas, rows] = [
        await repo.countConversations(me),
        await repo.countUnread(me),
        await repo.findConversations(me, (page - 1) * limit, limit),
      ];
      return {
        data: rows.map(toSummary),
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        total,
        naoLidas,
      };
    },

    unread: (me: number) => repo.countUnread(me),

    /**
     * The thread. Marks it read when it holds something unread for the caller (the copied last
     * message is the other party's and newer than the caller's read time), unless a poll
     * (`depois`) found nothing new: opening a read thread, or polling an idle one, writes nothing.
     */
    async thread(id: number, me: number, q: { depois?: number; antes?: number }): Promise<Thread> {
      const c = await repo.findThreadHead(id, me);
      if (!c) throw notFound(M.notFound);
      const side = sideOf(c, me);
      const page = await repo.findMessages(c.id, {
        after: q.depois,
        before: q.antes,
        limit: MESSAGE_LIMITS.threadPageSize,
      });
      const readAt = side === 'interessado' ? c.residentReadAt : c.advertiserReadAt;
      const unread = c.lastSenderCode !== me && (readAt === null || c.lastMessageAt > readAt);
      if (unread && (q.depois === undefined || page.messages.length > 0)) {
        await repo.markRead(c.id, side, clock.now());
      }
      const motivoEncerrada = closedReason(
        c.listing?.status === 'publicado',
        c.iBlocked,
        c.blockedMe,
        c.otherRemoved,
      );
      return {
        id: c.id,
        titulo: c.title,
        atualizadoEm: c.lastMessageAt.toISOString(),
        anuncio: c.listing && {
          codigoANUNCIO: c.listing.code,
          tituloANUNCIO: c.listing.title,
          tipoANUNCIO: c.listing.type,
          slugANUNCIO: c.listing.slug,
          imagem: c.listing.image,
        },
        outro: { codigo: otherOf(c, me), nome: c.otherName },
        papel: side,
        aberta: motivoEncerrada === null,
        mensagens: page.messages.map(toMessage(c, me)),
        temAnteriores: page.more,
        motivoEncerrada,
        bloqueado: c.iBlocked,
      };
    },

    /** "Enviar mensagem" from a published listing: starts the conversation or continues it. */
    async start(me: number, listingCode: number, content: string): Promise<MessageSent> {
      const sent = await inTransaction(async (tx, mail) => {
        const listing = await tx.findListing(listingCode);
        if (!listing || listing.status !== 'publicado') throw notFound(M.listingNotFound);
        if (listing.advertiserCode === me) throw new AppError('BUSINESS_RULE', M.ownListing);
        await assertNotBlocked(tx, me, listing.advertiserCode);
        const { id, created } = await tx.upsertConversation({
          listingCode,
          title: listing.title,
          residentCode: me,
          advertiserCode: listing.advertiserCode,
          now: clock.now(),
        });
        const c = await tx.lockForParty(id, me);
        return { id, created, message: await store(tx, mail, c!, me, content) };
      });
      if (sent.created) stats.recordConversationStarted(listingCode, me);
      return { ok: true, message: M.sent, id: sent.id, mensagem: sent.message };
    },

    /** A reply in an open conversation; 409 when closed, 403 when blocked. */
    async send(id: number, me: number, content: string): Promise<MessageSent> {
      const message = await inTransaction(async (tx, mail) => {
        const c = await tx.lockForParty(id, me);
        if (!c) throw notFound(M.notFound);
        const listing = c.listingCode === null ? undefined : await tx.findListing(c.listingCode);
        if (await tx.isRemoved(otherOf(c, me))) throw new AppError('CONFLICT', M.otherRemoved);
        if (listing?.status !== 'publicado') throw new AppError('CONFLICT', M.closed);
        await assertNotBlocked(tx, me, otherOf(c, me));
        return store(tx, mail, c, me, content);
      });
      return { ok: true, message: M.sent, id, mensagem: message };
    },

    /** Blocks the other party of the conversation (idempotent). */
    async block(id: number, me: number): Promise<void> {
      const c = await partyOf(id, me);
      await repo.block(me, otherOf(c, me), clock.now());
    },

    async unblock(id: number, me: number): Promise<void> {
      const c = await partyOf(id, me);
      await repo.unblock(me, otherOf(c, me));
    },

    /**
     * A report of the conversation by one party about the other: its own kind, for
     * the admins' queue of conversation reports, never counted on the listing (which may be
     * gone: the messages are what is reported). True when stored; false when the caller already
     * has an open report of this conversation (nothing is added).
     */
    async report(id: number, me: number, input: ReportConversationInput, ip: string): Promise<boolean> {
      const c = await partyOf(id, me);
      return repo.addReport({
        conversationId: c.id,
        reportedCode: otherOf(c, me),
        reason: input.motivo,
        details: input.detalhes,
        reporterCode: me,
        ip,
        now: clock.now(),
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
