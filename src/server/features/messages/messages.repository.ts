import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportReason } from '#shared/contracts/reports.constants.ts';
import type { Db } from '../../db/client.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
  listingImages,
  listings,
  messageBlocks,
  users,
} from '../../db/schema/index.ts';
import { intLiteral, offsetValue, queryPrepared } from '../../lib/sql.ts';

/** Which side of a conversation a user is. */
export type Side = 'interessado' | 'anunciante';

/** A conversation's row as the thread and the writes need it, seen from one party. */
export interface ConversationRow {
  id: number;
  title: string;
  listingCode: number | null;
  residentCode: number;
  advertiserCode: number;
  lastMessageAt: Date;
  residentReadAt: Date | null;
  advertiserReadAt: Date | null;
  createdAt: Date;
}

/** One conversation of the list, with the listing, the other party and the unread count. */
export interface ConversationListRow {
  id: number;
  title: string;
  lastMessage: string;
  lastMessageAt: Date;
  side: Side;
  unread: number;
  listingCode: number | null;
  listingTitle: string | null;
  listingType: number | null;
  listingSlug: string | null;
  listingPublished: boolean;
  image: string | null;
  otherCode: number;
  otherName: string;
  /** The other party deleted their account (issue 36): closed to new messages. */
  otherRemoved: boolean;
  blocked: boolean;
}

/** A thread's conversation with its listing, the other party's name and the blocks each way. */
export interface ThreadHead extends ConversationRow {
  lastSenderCode: number | null;
  listing: Omit<ListingForMessage, 'advertiserCode'> | null;
  otherName: string;
  otherRemoved: boolean;
  iBlocked: boolean;
  blockedMe: boolean;
}

export interface ListingForMessage {
  code: number;
  title: string;
  type: number;
  slug: string;
  status: string;
  advertiserCode: number;
  image: string | null;
}

/**
 * The conversation as `c` (ADR 010): written `${conversations} as ${C}` in a FROM, and the name
 * of the CTEs below that carry its columns (`c.*`) with a few of their own.
 */
const c = alias(conversations, 'c');
const C = sql.identifier('c');

/** The first photo's thumbnail of the listing in `listingCode` (a correlated subquery). */
const firstThumb = (listingCode: SQL) =>
  sql`(select ${listingImages.thumbUrl} from ${listingImages} where ${listingImages.listingCode} = ${listingCode}
        order by ${listingImages.position}, ${listingImages.code} limit 1)`;

/** Whether `blocker` blocked `blocked` (a correlated subquery). */
const blocks = (blocker: SQL, blocked: SQL) =>
  sql`exists (select 1 from ${messageBlocks}
               where ${messageBlocks.blockerCode} = ${blocker} and ${messageBlocks.blockedCode} = ${blocked})`;

/** Whether either of two users blocked the other. */
const eitherBlocked = (a: SQL, b: SQL) =>
  sql`exists (select 1 from ${messageBlocks}
               where (${messageBlocks.blockerCode} = ${a} and ${messageBlocks.blockedCode} = ${b})
                  or (${messageBlocks.blockerCode} = ${b} and ${messageBlocks.blockedCode} = ${a}))`;

/** A conversation's row as ConversationRow names it. */
const CONVERSATION_ROW = {
  id: conversations.id,
  title: conversations.title,
  listingCode: conversations.listingCode,
  residentCode: conversations.residentCode,
  advertiserCode: conversations.advertiserCode,
  lastMessageAt: conversations.lastMessageAt,
  residentReadAt: conversations.residentReadAt,
  advertiserReadAt: conversations.advertiserReadAt,
  createdAt: conversations.createdAt,
};

/** The conversation `id`, when `me` is one of its parties. */
const partyOf = (id: number, me: number) =>
  and(eq(conversations.id, id), or(eq(conversations.residentCode, me), eq(conversations.advertiserCode, me)));

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const toDateOrNull = (v: Date | string | null) => (v === null ? null : toDate(v));

/**
 * The statements of the conversations (ADR 010). The list and the unread counts read one side's
 * index at a time (conversas_interessado_idx, conversas_anunciante_idx) and count a
 * conversation's messages only when its copied last message says something may be unread: a
 * conversation whose last message is the caller's, or older than the caller's read time, has
 * nothing unread (every send also moves the sender's read time). The three reads of the list
 * and the header's count are prepared statements: planning took most of the list's time
 * (docs/performance-log.md §17), and its best plan is the same for any user (their own index rows,
 * a top-N sort). Tables and columns come from the schema, the conversation under the alias `c`.
 */
export function createMessagesRepository(db: Db) {
  /** One side's conversations of `me` (`c`): `readAt` is my read time, `where` picks my rows. */
  const sideSelect = (me: number, side: Side) => {
    const mine = side === 'interessado' ? c.residentCode : c.advertiserCode;
    const readAt = side === 'interessado' ? sql`${c.residentReadAt}` : sql`${c.advertiserReadAt}`;
    return { readAt, where: sql`${mine} = ${me}` };
  };

  /** Unread messages of one conversation for `me` (zero without a look at the messages when the copy says so). */
  const unreadOf = (me: number, readAt: SQL) =>
    sql`case when ${c.lastSenderCode} is distinct from ${me}
              and (${readAt} is null or ${c.lastMessageAt} > ${readAt})
         then (select count(*) from ${conversationMessages}
                where ${conversationMessages.conversationId} = ${c.id} and ${conversationMessages.senderCode} <> ${me}
                  and (${readAt} is null or ${conversationMessages.createdAt} > ${readAt}))
         else 0 end`;

  return {
    async countConversations(me: number): Promise<number> {
      const [row] = await queryPrepared<{ n: number | string }>(
        db,
        sql`select (select count(*) from ${conversations} where ${conversations.residentCode} = ${me})
                 + (select count(*) from ${conversations} where ${conversations.advertiserCode} = ${me}) as n`,
      );
      return Number(row?.n ?? 0);
    },

    /** Unread messages over all of `me`'s conversations: the panel header's badge. */
    async countUnread(me: number): Promise<number> {
      const parts = (['interessado', 'anunciante'] as const).map((side) => {
        const s = sideSelect(me, side);
        return sql`select coalesce(sum(${unreadOf(me, s.readAt)}), 0) as n from ${conversations} as ${C}
                    where ${s.where} and ${c.lastSenderCode} is distinct from ${me}
                      and (${s.readAt} is null or ${c.lastMessageAt} > ${s.readAt})`;
      });
      const [row] = await queryPrepared<{ n: number | string }>(
        db,
        sql`select sum(n)::int as n from (${parts[0]} union all ${parts[1]}) t`,
      );
      return Number(row?.n ?? 0);
    },

    /**
     * A page of `me`'s conversations, the newest message first. Each side takes at most
     * offset + limit rows from its own index; the two are merged and cut. The first page's
     * numbers are written into the statement (a LIMIT parameter would make its generic plan
     * look worse than it is: lib/sql.ts intLiteral).
     */
    async findConversations(me: number, offset: number, limit: number): Promise<ConversationListRow[]> {
      const take = offset === 0 ? intLiteral(limit) : sql`${offset + limit}`;
      const parts = (['interessado', 'anunciante'] as const).map((side) => {
        const s = sideSelect(me, side);
        return sql`(select ${c.id} as id, ${c.lastMessageAt} as last_message_at from ${conversations} as ${C}
                     where ${s.where} order by ${c.lastMessageAt} desc, ${c.id} desc limit ${take})`;
      });
      const rows = await queryPrepared<{
        id: number;
        title: string;
        last_message: string;
        last_message_at: Date | string;
        side: Side;
        unread: number | string;
        listing_code: number | null;
        listing_title: string | null;
        listing_type: number | null;
        listing_slug: string | null;
        listing_published: boolean | null;
        image: string | null;
        other_code: number;
        other_name: string;
        other_removed: boolean;
        blocked: boolean;
      }>(
        db,
        sql`with page as (
              select id from (${parts[0]} union all ${parts[1]}) p
               order by last_message_at desc, id desc offset ${offsetValue(offset)} limit ${intLiteral(limit)}
            ), v as (
              select c.*,
                     case when ${c.residentCode} = ${me} then 'interessado' else 'anunciante' end as side,
                     case when ${c.residentCode} = ${me} then ${c.advertiserCode} else ${c.residentCode} end as other_code,
                     case when ${c.residentCode} = ${me} then ${c.residentReadAt} else ${c.advertiserReadAt} end as read_at
                from ${conversations} as ${C} join page on page.id = ${c.id}
            )
            select ${c.id} as id, ${c.title} as title, ${c.lastMessage} as last_message,
                   ${c.lastMessageAt} as last_message_at, c.side,
                   ${unreadOf(me, sql`c.read_at`)} as unread,
                   ${listings.code} as listing_code, ${listings.title} as listing_title, ${listings.type} as listing_type,
                   ${listings.slug} as listing_slug, ${listings.status} = 'publicado' as listing_published,
                   ${firstThumb(sql`${c.listingCode}`)} as image,
                   c.other_code, ${users.name} as other_name, ${users.removedAt} is not null as other_removed,
                   ${eitherBlocked(sql`${me}::int`, sql`c.other_code`)} as blocked
              from v as ${C}
              join ${users} on ${users.code} = c.other_code
              left join ${listings} on ${listings.code} = ${c.listingCode}
             order by ${c.lastMessageAt} desc, ${c.id} desc`,
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        lastMessage: r.last_message,
        lastMessageAt: toDate(r.last_message_at),
        side: r.side,
        unread: Number(r.unread),
        listingCode: r.listing_code,
        listingTitle: r.listing_title,
        listingType: r.listing_type,
        listingSlug: r.listing_slug,
        listingPublished: r.listing_published === true,
        image: r.image,
        otherCode: r.other_code,
        otherName: r.other_name,
        otherRemoved: r.other_removed === true,
        blocked: r.blocked,
      }));
    },

    /** The conversation when `me` is one of its parties; undefined otherwise (404 for anyone else). */
    async findForParty(id: number, me: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select(CONVERSATION_ROW).from(conversations).where(partyOf(id, me));
      return row;
    },

    /**
     * Everything a thread shows but its messages, in one statement, when `me` is a party: the
     * conversation, its listing (absent once deleted), the other party's name, and the blocks
     * each way.
     */
    async findThreadHead(id: number, me: number): Promise<ThreadHead | undefined> {
      const [row] = await queryPrepared<{
        id: number;
        title: string;
        listing_code: number | null;
        resident_code: number;
        advertiser_code: number;
        last_message_at: Date | string;
        last_sender_code: number | null;
        resident_read_at: Date | string | null;
        advertiser_read_at: Date | string | null;
        created_at: Date | string;
        listing_title: string | null;
        listing_type: number | null;
        listing_slug: string | null;
        listing_status: string | null;
        image: string | null;
        other_name: string;
        other_removed: boolean;
        i_blocked: boolean;
        blocked_me: boolean;
      }>(
        db,
        sql`with ${C} as (
              select c.*, case when ${c.residentCode} = ${me} then ${c.advertiserCode} else ${c.residentCode} end as other_code
                from ${conversations} as ${C}
               where ${c.id} = ${id} and (${c.residentCode} = ${me} or ${c.advertiserCode} = ${me})
            )
            select ${c.id} as id, ${c.title} as title, ${c.listingCode} as listing_code, ${c.residentCode} as resident_code,
                   ${c.advertiserCode} as advertiser_code, ${c.lastMessageAt} as last_message_at,
                   ${c.lastSenderCode} as last_sender_code, ${c.residentReadAt} as resident_read_at,
                   ${c.advertiserReadAt} as advertiser_read_at, ${c.createdAt} as created_at,
                   ${listings.title} as listing_title, ${listings.type} as listing_type, ${listings.slug} as listing_slug,
                   ${listings.status} as listing_status, ${firstThumb(sql`${c.listingCode}`)} as image,
                   ${users.name} as other_name, ${users.removedAt} is not null as other_removed,
                   ${blocks(sql`${me}`, sql`c.other_code`)} as i_blocked,
                   ${blocks(sql`c.other_code`, sql`${me}`)} as blocked_me
              from ${C}
              join ${users} on ${users.code} = c.other_code
              left join ${listings} on ${listings.code} = ${c.listingCode}`,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        listingCode: row.listing_code,
        residentCode: row.resident_code,
        advertiserCode: row.advertiser_code,
        lastMessageAt: toDate(row.last_message_at),
        lastSenderCode: row.last_sender_code,
        residentReadAt: toDateOrNull(row.resident_read_at),
        advertiserReadAt: toDateOrNull(row.advertiser_read_at),
        createdAt: toDate(row.created_at),
        listing:
          row.listing_code === null || row.listing_title === null
            ? null
            : {
                code: row.listing_code,
                title: row.listing_title,
                type: row.listing_type ?? 0,
                slug: row.listing_slug ?? '',
                status: row.listing_status ?? '',
                image: row.image,
              },
        otherName: row.other_name,
        otherRemoved: row.other_removed === true,
        iBlocked: row.i_blocked,
        blockedMe: row.blocked_me,
      };
    },

    /** Same, locking the row (the writes: a send, the e-mail claim). */
    async lockForParty(id: number, me: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select(CONVERSATION_ROW)
        .from(conversations)
        .where(partyOf(id, me))
        .for('update');
      return row;
    },

    async findListing(code: number): Promise<ListingForMessage | undefined> {
      const [row] = await db
        .select({
          code: listings.code,
          title: listings.title,
          type: listings.type,
          slug: listings.slug,
          status: listings.status,
          advertiserCode: listings.advertiserCode,
          image: sql<string | null>`${firstThumb(sql`${listings.code}`)}`,
        })
        .from(listings)
        .where(eq(listings.code, code));
      return row;
    },

    async findUser(code: number) {
      const [row] = await db
        .select({ code: users.code, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.code, code));
      return row;
    },

    /** Whether the account was deleted (issue 36): a conversation with it takes no new message. */
    async isRemoved(code: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(and(eq(users.code, code), isNotNull(users.removedAt)));
      return row !== undefined;
    },

    /** Whether `blocker` blocked `blocked`. */
    async isBlocked(blocker: number, blocked: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(messageBlocks)
        .where(and(eq(messageBlocks.blockerCode, blocker), eq(messageBlocks.blockedCode, blocked)));
      return row !== undefined;
    },

    async block(blocker: number, blocked: number, now: Date): Promise<void> {
      await db
        .insert(messageBlocks)
        .values({ blockerCode: blocker, blockedCode: blocked, createdAt: now })
        .onConflictDoNothing();
    },

    async unblock(blocker: number, blocked: number): Promise<void> {
      await db
        .delete(messageBlocks)
        .where(and(eq(messageBlocks.blockerCode, blocker), eq(messageBlocks.blockedCode, blocked)));
    },

    /**
     * The conversation of this listing and resident, created if new. Two first messages at once
     * meet on the unique index (conversas_anuncio_interessado_uq): the second waits for the
     * first and takes its row (ON CONFLICT DO UPDATE returns it, locked).
     */
    async upsertConversation(v: {
      listingCode: number;
      title: string;
      residentCode: number;
      advertiserCode: number;
      now: Date;
    }): Promise<{ id: number; created: boolean }> {
      const [row] = await db
        .insert(conversations)
        .values({
          listingCode: v.listingCode,
          title: v.title,
          residentCode: v.residentCode,
          advertiserCode: v.advertiserCode,
          lastMessageAt: v.now,
          createdAt: v.now,
        })
        .onConflictDoUpdate({
          target: [conversations.listingCode, conversations.residentCode],
          // The listing's current title (it may have been edited since the conversation began).
          set: { title: v.title },
        })
        // xmax is 0 only on a row this statement inserted (an update sets it): a new conversation.
        .returning({ id: conversations.id, created: sql<boolean>`(xmax = 0)` });
      return { id: row!.id, created: row!.created };
    },

    /**
     * Stores a message and copies it onto the conversation (preview, time, sender), moving the
     * sender's read time: what they sent, they have read.
     */
    async addMessage(v: {
      conversationId: number;
      senderCode: number;
      senderSide: Side;
      content: string;
      preview: string;
      now: Date;
    }) {
      const [message] = await db
        .insert(conversationMessages)
        .values({
          conversationId: v.conversationId,
          senderCode: v.senderCode,
          content: v.content,
          createdAt: v.now,
        })
        .returning();
      await db
        .update(conversations)
        .set({
          lastMessage: v.preview,
          lastMessageAt: v.now,
          lastSenderCode: v.senderCode,
          ...(v.senderSide === 'interessado' ? { residentReadAt: v.now } : { advertiserReadAt: v.now }),
        })
        .where(eq(conversations.id, v.conversationId));
      return message!;
    },

    /**
     * Claims the right to e-mail `recipient` about this conversation: at most one e-mail per
     * `quietMs`, and only when they accept message e-mails and their account is active. A
     * conditional UPDATE, so of two concurrent sends only one claims (the second re-reads the
     * row the first updated, and its condition fails).
     */
    async claimNotice(v: {
      conversationId: number;
      recipientSide: Side;
      recipientCode: number;
      now: Date;
      quietMs: number;
    }): Promise<boolean> {
      const resident = v.recipientSide === 'interessado';
      const col = resident ? conversations.residentNotifiedAt : conversations.advertiserNotifiedAt;
      const rows = await db
        .update(conversations)
        .set(resident ? { residentNotifiedAt: v.now } : { advertiserNotifiedAt: v.now })
        .where(
          and(
            eq(conversations.id, v.conversationId),
            or(isNull(col), lte(col, new Date(v.now.getTime() - v.quietMs))),
            sql`exists (select 1 from ${users}
                         where ${users.code} = ${v.recipientCode} and ${users.messageEmails} and ${users.active})`,
          ),
        )
        .returning({ id: conversations.id });
      return rows.length > 0;
    },

    /** Marks the conversation read by one side (only when something is newer than their read time: two polls at once write once). */
    async markRead(conversationId: number, side: Side, now: Date): Promise<void> {
      const col = side === 'interessado' ? conversations.residentReadAt : conversations.advertiserReadAt;
      await db
        .update(conversations)
        .set(side === 'interessado' ? { residentReadAt: now } : { advertiserReadAt: now })
        .where(
          and(
            eq(conversations.id, conversationId),
            or(sql`${col} is null`, lt(col, conversations.lastMessageAt)),
          ),
        );
    },

    /**
     * At most `limit` messages, oldest first: the newest ones, those newer than `after`, or those
     * older than `before`; `more` says whether older ones exist before the first returned.
     */
    async findMessages(conversationId: number, opts: { after?: number; before?: number; limit: number }) {
      const conds = [eq(conversationMessages.conversationId, conversationId)];
      if (opts.after !== undefined) conds.push(gt(conversationMessages.id, opts.after));
      if (opts.before !== undefined) conds.push(lt(conversationMessages.id, opts.before));
      const newestFirst = opts.after === undefined;
      const rows = await db
        .select({
          id: conversationMessages.id,
          senderCode: conversationMessages.senderCode,
          content: conversationMessages.content,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .where(and(...conds))
        .orderBy(newestFirst ? desc(conversationMessages.id) : conversationMessages.id)
        .limit(opts.limit + 1);
      const more = rows.length > opts.limit;
      const page = rows.slice(0, opts.limit);
      if (newestFirst) page.reverse();
      // With `depois` the page runs forward; older messages exist when the first id is not the first.
      return { messages: page, more: newestFirst ? more : false };
    },

    /**
     * Stores a conversation report unless the reporter has an open one for this conversation
     * (the partial unique index denuncias_conversas_aberta_uq decides, so two at once store one);
     * false for such a repeat.
     */
    async addReport(v: {
      conversationId: number;
      reportedCode: number;
      reason: ReportReason;
      details: string;
      reporterCode: number;
      ip: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(conversationReports)
        .values({
          conversationId: v.conversationId,
          reportedCode: v.reportedCode,
          reason: v.reason,
          details: v.details,
          reporterCode: v.reporterCode,
          ip: v.ip,
          createdAt: v.now,
        })
        .onConflictDoNothing()
        .returning({ id: conversationReports.id });
      return rows.length > 0;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
