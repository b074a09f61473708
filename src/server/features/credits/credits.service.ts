import type { Credit } from '#shared/contracts/checkouts.contract.ts';
import { CHECKOUT_MESSAGES as CM } from '#shared/contracts/checkouts.constants.ts';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Conn, CreditChange, CreditsRepository, HeldCredit } from './credits.repository.ts';
import { expiryWarningEmail } from './expiry-warning-email.ts';

export type { Conn, CreditChange, HeldCredit } from './credits.repository.ts';

/**
 * The credits (DESIGN.md §4 "Credits"; ADR 011): a paid plan or the free month gives the account
 * one credit, one ad on the site for the plan's period from the payment. Every rule about them
 * is here:
 *
 * - grant: the payment's confirmation (or the free month) inserts it, in the transaction that
 *   marks the checkout paid, so it exists exactly when the checkout is paid;
 * - bind: publishing an ad takes the credit it holds while in its period, else the owner's
 *   oldest-ending available one (or the one chosen), else the publish is refused;
 * - release: an ad whose credit ended lets it go when published again (the credit stays used);
 * - expire: the ads whose credit ended leave the site (`inativo`);
 * - warn: the advertiser is e-mailed once when a live or pending ad's credit ends within three days;
 * - give back: an ad sold or ended frees its credit for another ad while the credit's period
 *   runs: a credit is one ad on the air at a time, not one ad ever (ADR 023);
 * - renew: a payment of the same plan for one ad gives it a new credit from the end of the one it
 *   holds, so it stays on the air with no review; an ad ended less than 30 days ago comes back
 *   (ADR 022);
 * - revoke: a refunded payment's credit is revoked for good and its ad leaves the site;
 * - freeze / unfreeze: a chargeback freezes the credit and takes its ad off the site; a dispute
 *   won gives both back (the ad only while the credit's period runs and if not edited meanwhile).
 *
 * The grant and the bind run in their caller's transaction (`conn`); the others on their own.
 */

const DAY_MS = 86_400_000;

/** How long before its credit ends an ad's advertiser is warned. */
const EXPIRY_WARNING_MS = 3 * DAY_MS;

/** How long after its end an ad can still be renewed (ADR 022). */
const RENEWAL_GRACE_MS = 30 * DAY_MS;

/** A renewal of one ad as its page and the payment read it (ADR 022). */
export interface Renewal {
  listing: { code: number; title: string; status: string };
  /** The plan a renewal pays again: the one of the ad's credit. */
  plan: {
    code: number;
    slug: string;
    name: string;
    priceCents: number;
    days: number;
    userType: number;
  } | null;
  endsAt: Date | null;
  /** When the ad's run would end if paid at `now`; null when it cannot be renewed. */
  newEndsAt: Date | null;
  /** Why it cannot be renewed (pt-BR), or null. */
  problem: string | null;
}

/** The renewal's new run: from the current end, or from the payment when that end has passed. */
function renewedRun(endsAt: Date, paidAt: Date, days: number) {
  const startsAt = new Date(Math.max(endsAt.getTime(), paidAt.getTime()));
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

export function createCreditsService(deps: {
  /** The credits' statements over a connection or the caller's transaction. */
  repoOver: (conn: Conn) => CreditsRepository;
  /** The database the calls outside a caller's transaction run on. */
  db: Conn;
  clock: Clock;
  /** Runs `work` with the statements and the e-mail queue bound to one transaction (the warnings). */
  inTransaction<T>(work: (repo: CreditsRepository, mail: MailSender) => Promise<T>): Promise<T>;
  /** The site's address, for the links of the warning e-mail. */
  publicUrl: string;
}) {
  const { repoOver, clock } = deps;
  const repo = repoOver(deps.db);

  return {
    /**
     * Grants the credit of a checkout just marked paid, in that transaction (`conn`): available
     * from `paidAt` for the plan's days. Its id.
     */
    async grant(
      conn: Conn,
      checkout: { id: number; userCode: number; planCode: number; renewsListingCode?: number | null },
      planDays: number,
      paidAt: Date,
    ): Promise<number> {
      const over = repoOver(conn);
      // A renewal's credit goes to its ad. If the ad no longer holds a credit (deleted, say), the
      // payment still gives a credit, available like any plan's.
      if (checkout.renewsListingCode) {
        const held = await over.lockHeldForRenewal(checkout.userCode, checkout.renewsListingCode);
        if (held) {
          return over.renewInto({
            userCode: checkout.userCode,
            checkoutId: checkout.id,
            planCode: checkout.planCode,
            listingCode: checkout.renewsListingCode,
            previousCreditId: held.id,
            paidAt,
            ...renewedRun(held.endsAt, paidAt, planDays),
          });
        }
      }
      return over.insert({
        userCode: checkout.userCode,
        checkoutId: checkout.id,
        planCode: checkout.planCode,
        startsAt: paidAt,
        endsAt: new Date(paidAt.getTime() + planDays * DAY_MS),
      });
    },

    /**
     * The credit of an ad being published, in the publish's transaction (which holds the ad's
     * row): one ad, one credit. The one it holds while in its period, else a new one (the
     * oldest-ending, or `checkoutId`'s); one whose period ended is released first. Without one,
     * 422 with the panel's message.
     */
    async bindForPublish(
      conn: Conn,
      ad: { owner: number; listingCode: number; checkoutId?: number | undefined },
      now: Date,
    ): Promise<HeldCredit> {
      const credits = repoOver(conn);
      const held = await credits.heldBy(ad.listingCode);
      // A disputed payment's credit runs nothing until the dispute ends.
      if (held?.status === 'frozen') throw new AppError('BUSINESS_RULE', CM.creditFrozen);
      let credit: HeldCredit | undefined = held && {
        id: held.id,
        checkoutId: held.checkoutId,
        endsAt: held.endsAt,
      };
      // A refunded one, or one whose period ended, lets the ad go: it may take another credit.
      if (held && (held.status === 'revoked' || held.endsAt.getTime() <= now.getTime())) {
        await credits.release(held.id);
        credit = undefined;
      }
      credit ??= await credits.bind({ ...ad, now });
      if (!credit) {
        throw new AppError('BUSINESS_RULE', ad.checkoutId === undefined ? M.noCredit : M.creditNotAvailable);
      }
      return credit;
    },

    /** A refund, in its transaction (`conn`): the checkout's credit is revoked, its ad goes offline. */
    async revoke(conn: Conn, checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      return repoOver(conn).revoke(checkoutId, now);
    },

    /** A chargeback, in its transaction: the checkout's credit is frozen, its ad goes offline. */
    async freeze(conn: Conn, checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      return repoOver(conn).freeze(checkoutId, now);
    },

    /** A chargeback decided for us, in its transaction: the credit and its ad come back. */
    async unfreeze(conn: Conn, checkoutId: number, now: Date): Promise<CreditChange | undefined> {
      return repoOver(conn).unfreeze(checkoutId, now);
    },

    /** An ad sold or ended, in that change's transaction: its credit goes back to its owner (ADR 023). */
    async giveBack(conn: Conn, listingCode: number, now: Date): Promise<void> {
      await repoOver(conn).giveBack(listingCode, now);
    },

    /** The credits these ads hold, by ad (their answers show it). */
    async heldBy(conn: Conn, listingCodes: number[]): Promise<Map<number, HeldCredit>> {
      return repoOver(conn).heldByListings(listingCodes);
    },

    /**
     * Renewing the owner's ad (ADR 022): its plan, its end and the end a payment now would give,
     * or why it cannot be renewed. Undefined when the ad is not the owner's (404).
     */
    async renewal(owner: number, listingCode: number): Promise<Renewal | undefined> {
      const row = await repo.renewalTarget(owner, listingCode);
      if (!row) return undefined;
      const now = clock.now();
      const listing = { code: row.code, title: row.title, status: row.status };
      const plan = row.plan
        ? {
            code: row.plan.code,
            slug: row.plan.slug,
            name: row.plan.name,
            priceCents: row.plan.priceCents,
            days: row.plan.days,
            userType: row.plan.userType,
          }
        : null;
      const endsAt = row.credit?.endsAt ?? null;
      const refuse = (problem: string): Renewal => ({ listing, plan, endsAt, newEndsAt: null, problem });
      if (!['publicado', 'pendente', 'inativo'].includes(row.status)) return refuse(CM.renewalWrongStatus);
      if (!row.credit || !row.plan || !endsAt) return refuse(CM.renewalNoCredit);
      if (row.credit.status === 'revoked') return refuse(CM.renewalRefunded);
      if (row.credit.status === 'frozen') return refuse(CM.creditFrozen);
      if (row.plan.freeTrial || row.plan.priceCents === 0) return refuse(CM.renewalFreePlan);
      if (!row.plan.active) return refuse(CM.renewalPlanUnavailable);
      if (endsAt.getTime() + RENEWAL_GRACE_MS < now.getTime()) return refuse(CM.renewalTooLate);
      return {
        listing,
        plan,
        endsAt,
        newEndsAt: renewedRun(endsAt, now, row.plan.days).endsAt,
        problem: null,
      };
    },

    /** The account's credits that can still be used (spec 2 §7 "Available credits"). */
    async available(userCode: number): Promise<{ count: number; items: Credit[] }> {
      const rows = await repo.available(userCode, clock.now());
      const items: Credit[] = rows.map((r) => ({
        id: r.credit.id,
        checkoutId: r.credit.checkoutId,
        planName: r.planName,
        planSlug: r.planSlug,
        amountCents: r.amountCents,
        status: r.credit.status,
        used: r.credit.listingCode !== null,
        listingCode: r.credit.listingCode,
        startsAt: r.credit.startsAt.toISOString(),
        endsAt: r.credit.endsAt.toISOString(),
      }));
      return { count: items.length, items };
    },

    /** The expiry job's first step: ads past their credit's period become `inativo`. Their codes. */
    async expire(): Promise<number[]> {
      return repo.expireListings(clock.now());
    },

    /**
     * The expiry job's second step: claims the ads ending within three days (marked warned in the
     * same statement) and queues each advertiser's e-mail, in one transaction, so a claim never
     * stands without its e-mail, nor an e-mail without its claim. The codes of the ads warned.
     */
    async warn(): Promise<number[]> {
      return deps.inTransaction(async (credits, mail) => {
        const claimed = await credits.claimWarnings(clock.now(), EXPIRY_WARNING_MS);
        for (const w of claimed) {
          await mail.send({ to: w.email, ...expiryWarningEmail({ publicUrl: deps.publicUrl, ...w }) });
        }
        return claimed.map((w) => w.listingCode);
      });
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
