import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  checkouts,
  credits,
  gatewayCustomers,
  invoiceCounter,
  invoices,
  listings,
  plans,
  sandboxPayments,
  users,
} from '../schema/index.ts';
import { demoLogins } from './demo-password.ts';
import { DEMO_BASE_DATE, type DemoPlan } from './demo-plan.ts';

const DAY_MS = 86_400_000;

/**
 * The paid checkouts of the demo: the PF and PJ advertisers the README names each
 * bought their type's annual plan with PIX in the sandbox, some days before the demo's base
 * date, so a newcomer logging in sees a valid credit, an invoice and its PDF at once. The rows
 * are those a sandbox payment confirmed through the grant leaves (checkouts.repository.ts'
 * grantIn): the checkout `paid`, its sandbox payment RECEIVED, one `available` credit for the
 * plan's days from the payment, and an invoice numbered from `contador_faturas` with the plan and
 * the payer as snapshots. Dates are relative to DEMO_BASE_DATE, never to the clock. Called after
 * the listings are in: one purchase is the credit of an ad.
 */
const DEMO_PURCHASES = [
  { login: 'pf', slug: 'pf-anual', daysBeforeBase: 12, onAd: false },
  { login: 'pj', slug: 'pj-anual', daysBeforeBase: 25, onAd: false },
  // The PF advertiser's newest published ad is on the air by a semestral plan, so "No ar até" and
  // its renewal (ADR 022) can be tried at once; her annual credit above stays free for a new ad.
  { login: 'pf', slug: 'pf-semestral', daysBeforeBase: 40, onAd: true },
] as const;

export async function insertDemoCheckouts(
  db: Db,
  plan: DemoPlan,
  userCodes: number[],
  listingCodes: number[],
): Promise<number> {
  const logins = demoLogins(plan);
  const planRows = await db
    .select()
    .from(plans)
    .where(
      inArray(
        plans.slug,
        DEMO_PURCHASES.map((p) => p.slug),
      ),
    );
  let count = 0;
  for (const purchase of DEMO_PURCHASES) {
    const email = logins[purchase.login];
    const index = plan.users.findIndex((u) => u.email === email);
    const userCode = userCodes[index];
    const bought = planRows.find((p) => p.slug === purchase.slug);
    if (userCode === undefined || !bought) {
      throw new Error(`demonstração sem ${email} ou sem o plano ${purchase.slug}`);
    }
    const [user] = await db
      .select({ name: users.name, surname: users.surname, document: users.document })
      .from(users)
      .where(eq(users.code, userCode));
    if (!user) throw new Error(`demonstração sem o usuário ${email}`);
    const paidAt = new Date(DEMO_BASE_DATE.getTime() - purchase.daysBeforeBase * DAY_MS);
    const createdAt = new Date(paidAt.getTime() - 3 * 60_000);
    const customerId = `cus_sbx_demo_${userCode}`;
    const paymentId = `sbx_demo_${userCode}_${purchase.slug}`;

    await db
      .insert(gatewayCustomers)
      .values({ userCode, gateway: 'sandbox', customerId, createdAt })
      .onConflictDoNothing();
    const [checkout] = await db
      .insert(checkouts)
      .values({
        userCode,
        planCode: bought.code,
        userType: bought.userType,
        method: 'pix',
        status: 'paid',
        amountCents: bought.priceCents,
        gateway: 'sandbox',
        gatewayPaymentId: paymentId,
        createdAt,
        paidAt,
      })
      .returning({ id: checkouts.id });
    if (!checkout) throw new Error('checkout de demonstração não criado');
    await db.insert(sandboxPayments).values({
      id: paymentId,
      customerId,
      method: 'pix',
      status: 'RECEIVED',
      valueCents: bought.priceCents,
      externalReference: String(checkout.id),
      createdAt,
    });
    const adIndex = purchase.onAd
      ? plan.listings.findLastIndex((l) => l.advertiser === index && l.status === 'publicado')
      : -1;
    const listingCode = adIndex >= 0 ? listingCodes[adIndex] : undefined;
    if (purchase.onAd && listingCode === undefined)
      throw new Error(`demonstração: ${email} sem anúncio publicado`);
    await db.insert(credits).values({
      userCode,
      checkoutId: checkout.id,
      planCode: bought.code,
      startsAt: paidAt,
      endsAt: new Date(paidAt.getTime() + bought.days * DAY_MS),
      ...(listingCode === undefined ? {} : { status: 'used', listingCode, usedAt: paidAt }),
    });
    if (listingCode !== undefined) {
      await db.update(listings).set({ checkoutId: checkout.id }).where(eq(listings.code, listingCode));
    }
    // The next number of the gap-free counter, as the grant takes it.
    const [counter] = await db
      .insert(invoiceCounter)
      .values({ id: 1, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounter.id, set: { last: sql`${invoiceCounter.last} + 1` } })
      .returning({ last: invoiceCounter.last });
    if (!counter) throw new Error('contador de faturas sem linha');
    await db.insert(invoices).values({
      number: counter.last,
      checkoutId: checkout.id,
      userCode,
      planName: bought.name,
      planSlug: bought.slug,
      planUserType: bought.userType,
      planPriceCents: bought.priceCents,
      planPeriodMonths: bought.periodMonths,
      planOrigin: bought.origin,
      payerName: [user.name, user.surname].filter(Boolean).join(' '),
      payerDocument: user.document,
      amountCents: bought.priceCents,
      method: 'pix',
      status: 'paid',
      issuedAt: paidAt,
      paidAt,
    });
    count += 1;
  }
  return count;
}
