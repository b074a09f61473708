import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, credits, listings, plans, users } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * The statements of the credits (`creditos`, ADR 010): the only file that reads or writes that
 * table. A factory over a connection or a transaction: the grant runs in the payment's
 * transaction, the bind in the publish's.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or a transaction: both run the same statements. */
export type Conn = Db | Tx;

/** The credit an ad holds, as its answers show it. */
export interface HeldCredit {
  id: number;
  checkoutId: number;
  endsAt: Date;
}

/** What a refund or a chargeback did to a payment's credit: the ad it took off the site, if any. */
export interface CreditChange {
  creditId: number;
  userCode: number;
  /** The ad the credit held (taken off the site, or already off), or null. */
  listing: { code: number; title: string } | null;
}

/** An ad whose credit ends soon, claimed for its one warning e-mail. */
export interface ClaimedWarning {
  listingCode: number;
  title: string;
  endsAt: Date;
  email: string;
  name: string;
}

const col = (name: string) => sql.identifier(name);

export function createCreditsRepository(db: Conn) {
  /**
   * An ad leaves the site (`inativo`) because its credit was revoked or frozen: only if it was on
   * the site or waiting for review; `atualizado_em` records when (a chargeback won restores it only
   * if nothing was edited since). Its code and title either way.
   */
  async function offline(listingCode: number, now: Date): Promise<{ code: number; title: string } | null> {
    await db
      .update(listings)
      .set({ status: 'inativo', updatedAt: now })
      .where(and(eq(listings.code, listingCode), inArray(listings.status, ['publicado', 'pendente'])));
    const [row] = await db
      .select({ code: listings.code, title: listings.title })
      .from(listings)
      .where(eq(listings.code, listingCode));
    return row ?? null;
  }

  return {
    /** A new credit, available from `startsAt` to `endsAt`; its id. */
    async insert(values: {
      userCode: number;
      checkoutId: number;
      planCode: number;
      startsAt: Date;
      endsAt: Date;
    }): Promise<number> {
      const [credit] = await db.insert(credits).values(values).returning({ id: credits.id });
      return credit?.id ?? 0;
    },

    /** The user's credits that can still be used: available and not past their end. */
    async available(userCode: number, now: Date) {
      return db
        .select({
          credit: credits,
          planName: plans.name,
          planSlug: plans.slug,
          amountCents: checkouts.amountCents,
        })
        .from(credits)
        .innerJoin(plans, eq(plans.code, credits.planCode))
        .innerJoin(checkouts, eq(checkouts.id, credits.checkoutId))
        .where(and(eq(credits.userCode, userCode), eq(credits.status, 'available'), gt(credits.endsAt, now)))
        .orderBy(credits.endsAt, credits.id);
    },

    /** The credit bound to an ad (one at most: creditos_anuncio_uq) with its status, or undefined. */
    async heldBy(listingCode: number): Promise<(HeldCredit & { status: string }) | undefined> {
      const [row] = await db
        .select({
          id: credits.id,
          checkoutId: credits.checkoutId,
          endsAt: credits.endsAt,
          status: credits.status,
        })
        .from(credits)
        .where(eq(credits.listingCode, listingCode));
      return row;
    },

    /** The credits bound to these ads, by ad. */
    async heldByListings(codes: number[]): Promise<Map<number, HeldCredit>> {
      const out = new Map<number, HeldCredit>();
      if (codes.length === 0) return out;
      const held = await db
        .select({
          id: credits.id,
          checkoutId: credits.checkoutId,
          endsAt: credits.endsAt,
          listingCode: credits.listingCode,
        })
        .from(credits)
        // A refunded credit keeps its ad (which it took off the site) but no longer runs it.
        .where(and(inArray(credits.listingCode, codes), ne(credits.status, 'revoked')));
      for (const h of held) {
        if (h.listingCode !== null)
          out.set(h.listingCode, { id: h.id, checkoutId: h.checkoutId, endsAt: h.endsAt });
      }
      return out;
    },

    /**
     * An ad sold or ended lets go of its credit, locked by the caller's transaction: a credit still
     * in its period becomes available again for another ad (ADR 023); an ended one stays used.
     */
    async giveBack(listingCode: number, now: Date): Promise<void> {
      await queryRows(
        db as Db,
        sql`update ${credits}
               set ${col(credits.listingCode.name)} = null,
                   ${col(credits.status.name)} = case when ${credits.endsAt} > ${now.toISOString()}::timestamptz
                                                       and ${credits.status} = 'used'
                                                      then 'available' else ${credits.status} end,
                   ${col(credits.usedAt.name)} = case when ${credits.endsAt} > ${now.toISOString()}::timestamptz
                                                       and ${credits.status} = 'used'
                                                      then null else ${credits.usedAt} end,
                   ${col(credits.expiryWarnedAt.name)} = null
             where ${credits.listingCode} = ${listingCode}`,
      );
    },

    /** Frees the ad from its expired credit (which stays used) so it can take a new one. */
    async release(creditId: number): Promise<void> {
      await db.update(credits).set({ listingCode: null }).where(eq(credits.id, creditId));
    },

    /**
     * Binds one available, unexpired credit of the owner to the ad, in one statement (DESIGN.md
     * §4; reference B4): the oldest-ending one, or the one of `checkoutId`. Two concurrent
     * publishes never spend one credit (the row lock, SKIP LOCKED: the other takes the next
     * one or none), and an ad that already holds a credit takes no other (NOT EXISTS, and the
     * unique index on `anuncio`). Undefined when there is none.
     */
    async bind(opts: {
      owner: number;
      listingCode: number;
      now: Date;
      checkoutId?: number | undefined;
    }): Promise<HeldCredit | undefined> {
      const { owner, listingCode, now, checkoutId } = opts;
      const rows = await queryRows<{ id: number; checkout_id: number; ends_at: string | Date }>(
        db as Db,
        sql`update ${credits}
               set ${sql.identifier(credits.status.name)} = 'used',
                   ${sql.identifier(credits.listingCode.name)} = ${listingCode},
                   ${sql.identifier(credits.usedAt.name)} = ${now.toISOString()}::timestamptz
             where ${credits.id} = (
                     select c.${sql.identifier(credits.id.name)} from ${credits} c
                      where c.${sql.identifier(credits.userCode.name)} = ${owner}
                        and c.${sql.identifier(credits.status.name)} = 'available'
                        and c.${sql.identifier(credits.endsAt.name)} > ${now.toISOString()}::timestamptz
                        ${checkoutId === undefined ? sql`` : sql`and c.${sql.identifier(credits.checkoutId.name)} = ${checkoutId}`}
                      order by c.${sql.identifier(credits.endsAt.name)}, c.${sql.identifier(credits.id.name)}
                      limit 1
                        for update skip locked)
               and not exists (select 1 from ${credits} b where b.${sql.identifier(credits.listingCode.name)} = ${listingCode})
           returning ${credits.id} as id, ${credits.checkoutId} as checkout_id, ${credits.endsAt} as ends_at`,
      );
      const row = rows[0];
      return row ? { id: row.id, checkoutId: row.checkout_id, endsAt: new Date(row.ends_at) } : undefined;
    },

    /**
     * The expiry: published or pending ads whose credit's period has ended become `inativo`,
     * through a plain UPDATE (the triggers take them out of the search). Returns the codes.
     */
    async expireListings(now: Date): Promise<number[]> {
      const rows = await queryRows<{ code: number }>(
        db as Db,
        sql`update ${listings}
               set ${sql.identifier(listings.statusWhenEnded.name)} = ${listings.status},
                   ${sql.identifier(listings.status.name)} = 'inativo',
                   ${sql.identifier(listings.endedAt.name)} = now(),
                   ${sql.identifier(listings.updatedAt.name)} = now()
             where ${listings.status} in ('publicado', 'pendente')
               and exists (select 1 from ${credits} c
                            where c.${sql.identifier(credits.listingCode.name)} = ${listings.code}
                              and c.${sql.identifier(credits.endsAt.name)} <= ${now.toISOString()}::timestamptz)
           returning ${listings.code} as code`,
      );
      return rows.map((r) => r.code);
    },

    /**
     * What a renewal of the owner's ad reads (ADR 022): the ad, the credit it holds and that
     * credit's plan; undefined when the ad is not the owner's.
     */
    async renewalTarget(owner: number, listingCode: number) {
      const [row] = await db
        .select({
          code: listings.code,
          title: listings.title,
          status: listings.status,
          credit: { id: credits.id, endsAt: credits.endsAt, status: credits.status },
          plan: {
            code: plans.code,
            slug: plans.slug,
            name: plans.name,
            priceCents: plans.priceCents,
            days: plans.days,
            freeTrial: plans.freeTrial,
            active: plans.active,
            userType: plans.userType,
          },
        })
        .from(listings)
        .leftJoin(credits, eq(credits.listingCode, listings.code))
        .leftJoin(plans, eq(plans.code, credits.planCode))
        .where(and(eq(listings.code, listingCode), eq(listings.advertiserCode, owner)));
      return row;
    },

    /**
     * The credit the owner's ad holds, locked for the renewal's grant (its transaction); undefined
     * when the ad is not the owner's or holds none.
     */
    async lockHeldForRenewal(owner: number, listingCode: number) {
      const [row] = await db
        .select({ id: credits.id, endsAt: credits.endsAt })
        .from(credits)
        .innerJoin(listings, eq(listings.code, credits.listingCode))
        .where(and(eq(credits.listingCode, listingCode), eq(listings.advertiserCode, owner)))
        .for('update');
      return row;
    },

    /**
     * A renewal's credit (ADR 022), in the payment's transaction: the ad lets go of the credit it
     * holds (which stays used) and holds this one, bought from `startsAt` (the old one's end, or
     * the payment if that end has passed); the ad's checkout becomes this one. An ad the expiry
     * took off the site goes back to the status it had, unless it was edited since. Its id.
     */
    async renewInto(values: {
      userCode: number;
      checkoutId: number;
      planCode: number;
      listingCode: number;
      previousCreditId: number;
      startsAt: Date;
      endsAt: Date;
      paidAt: Date;
    }): Promise<number> {
      await db.update(credits).set({ listingCode: null }).where(eq(credits.id, values.previousCreditId));
      const [credit] = await db
        .insert(credits)
        .values({
          userCode: values.userCode,
          checkoutId: values.checkoutId,
          planCode: values.planCode,
          status: 'used',
          startsAt: values.startsAt,
          endsAt: values.endsAt,
          listingCode: values.listingCode,
          usedAt: values.paidAt,
        })
        .returning({ id: credits.id });
      await queryRows(
        db as Db,
        sql`update ${listings}
               set ${col(listings.checkoutId.name)} = ${values.checkoutId},
                   ${col(listings.status.name)} = case
                     when ${listings.status} = 'inativo'
                      and ${listings.statusWhenEnded} is not null
                      and ${listings.updatedAt} = ${listings.endedAt}
                      and not ${listings.suspendedByBlock}
                     then ${listings.statusWhenEnded} else ${listings.status} end,
                   ${col(listings.endedAt.name)} = null,
                   ${col(listings.statusWhenEnded.name)} = null,
                   ${col(listings.updatedAt.name)} = now()
             where ${listings.code} = ${values.listingCode}`,
      );
      return credit?.id ?? 0;
    },

    /**
     * A refund, in its transaction: the checkout's credit is revoked for good (available, used or
     * frozen alike; it keeps its ad, which can never run on it again) and its ad, if on the site
     * or waiting for review, goes `inativo` (the triggers take it out of the search). Undefined
     * when the credit was revoked already (or the checkout has none): nothing happens twice.
     */
    async revoke(checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      const [credit] = await db
        .update(credits)
        .set({
          status: 'revoked',
          revokedAt: now,
          frozenAt: null,
          statusBeforeFreeze: null,
          listingStatusBeforeFreeze: null,
        })
        .where(and(eq(credits.checkoutId, checkoutId), ne(credits.status, 'revoked')))
        .returning({ id: credits.id, userCode: credits.userCode, listingCode: credits.listingCode });
      if (!credit) return undefined;
      return {
        creditId: credit.id,
        userCode: credit.userCode,
        listing: credit.listingCode === null ? null : await offline(credit.listingCode, now),
      };
    },

    /**
     * A chargeback, in its transaction: the checkout's credit is frozen (it keeps its status and
     * its ad's to come back to) and its ad leaves the site. Undefined when it was frozen (or
     * revoked) already.
     */
    async freeze(checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      const [credit] = await queryRows<{ id: number; user_code: number; listing_code: number | null }>(
        db as Db,
        sql`update ${credits} c
               set ${col(credits.status.name)} = 'frozen',
                   ${col(credits.frozenAt.name)} = ${now.toISOString()}::timestamptz,
                   ${col(credits.statusBeforeFreeze.name)} = c.${col(credits.status.name)},
                   ${col(credits.listingStatusBeforeFreeze.name)} = (
                     select a.${col(listings.status.name)} from ${listings} a
                      where a.${col(listings.code.name)} = c.${col(credits.listingCode.name)}
                        and a.${col(listings.status.name)} in ('publicado', 'pendente'))
             where c.${col(credits.checkoutId.name)} = ${checkoutId}
               and c.${col(credits.status.name)} in ('available', 'used')
         returning c.${col(credits.id.name)} as id, c.${col(credits.userCode.name)} as user_code,
                   c.${col(credits.listingCode.name)} as listing_code`,
      );
      if (!credit) return undefined;
      return {
        creditId: credit.id,
        userCode: credit.user_code,
        listing: credit.listing_code === null ? null : await offline(credit.listing_code, now),
      };
    },

    /**
     * The chargeback was decided for us (the payment is paid again), in its transaction: the
     * credit goes back to what it was, and its ad back on the site with the status it had, if its
     * period still runs and it was not edited while off (no unreviewed content goes on the air,
     * as a renewal's, ADR 022). Undefined when the credit was not frozen.
     */
    async unfreeze(checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      const [credit] = await queryRows<{
        id: number;
        user_code: number;
        listing_code: number | null;
        ends_at: string | Date;
        frozen_at: string | Date | null;
        listing_status: string | null;
      }>(
        db as Db,
        sql`with old as (
              select ${credits.id} as id, ${credits.frozenAt} as frozen_at,
                     ${credits.listingStatusBeforeFreeze} as listing_status
                from ${credits}
               where ${credits.checkoutId} = ${checkoutId} and ${credits.status} = 'frozen'
                 for update)
            update ${credits} c
               set ${col(credits.status.name)} = coalesce(c.${col(credits.statusBeforeFreeze.name)}, 'used'),
                   ${col(credits.frozenAt.name)} = null,
                   ${col(credits.statusBeforeFreeze.name)} = null,
                   ${col(credits.listingStatusBeforeFreeze.name)} = null
              from old
             where c.${col(credits.id.name)} = old.id
         returning c.${col(credits.id.name)} as id, c.${col(credits.userCode.name)} as user_code,
                   c.${col(credits.listingCode.name)} as listing_code, c.${col(credits.endsAt.name)} as ends_at,
                   old.frozen_at, old.listing_status`,
      );
      if (!credit) return undefined;
      const endsAt = new Date(credit.ends_at);
      let listing: CreditChange['listing'] = null;
      if (credit.listing_code !== null && credit.listing_status && credit.frozen_at && endsAt > now) {
        const [back] = await db
          .update(listings)
          .set({ status: credit.listing_status as 'publicado' | 'pendente', updatedAt: now })
          .where(
            and(
              eq(listings.code, credit.listing_code),
              eq(listings.status, 'inativo'),
              eq(listings.updatedAt, new Date(credit.frozen_at)),
              eq(listings.suspendedByBlock, false),
            ),
          )
          .returning({ code: listings.code, title: listings.title });
        listing = back ?? null;
      }
      return { creditId: credit.id, userCode: credit.user_code, listing };
    },

    /**
     * The warning before an ad expires (DESIGN.md §4 "Credits"). The claim is one statement: it
     * marks the credits bound to a `publicado`/`pendente` ad whose period ends within `withinMs`
     * of `now` and that were not warned yet, and returns them, so two processes running the job
     * never warn twice (the second waits for the row lock, then finds the column set).
     */
    async claimWarnings(now: Date, withinMs: number): Promise<ClaimedWarning[]> {
      const until = new Date(now.getTime() + withinMs);
      const rows = await queryRows<{
        listing_code: number;
        title: string;
        ends_at: string | Date;
        email: string;
        name: string;
      }>(
        db as Db,
        sql`update ${credits} c
               set ${col(credits.expiryWarnedAt.name)} = ${now.toISOString()}::timestamptz
              from ${listings} a, ${users} u
             where a.${col(listings.code.name)} = c.${col(credits.listingCode.name)}
               and u.${col(users.code.name)} = a.${col(listings.advertiserCode.name)}
               and a.${col(listings.status.name)} in ('publicado', 'pendente')
               and c.${col(credits.endsAt.name)} > ${now.toISOString()}::timestamptz
               and c.${col(credits.endsAt.name)} <= ${until.toISOString()}::timestamptz
               and c.${col(credits.expiryWarnedAt.name)} is null
         returning a.${col(listings.code.name)} as listing_code, a.${col(listings.title.name)} as title,
                   c.${col(credits.endsAt.name)} as ends_at, u.${col(users.email.name)} as email,
                   u.${col(users.name.name)} as name`,
      );
      return rows.map((r) => ({
        listingCode: r.listing_code,
        title: r.title,
        endsAt: new Date(r.ends_at),
        email: r.email,
        name: r.name,
      }));
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
