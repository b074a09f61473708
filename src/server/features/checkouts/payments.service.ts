import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import type {
  Checkout,
  FreeTrialAnswer,
  PixBodySchema,
  RenewalAnswerSchema,
  TokenizeBodySchema,
} from '#shared/contracts/checkouts.contract.ts';
import { USER_TYPES } from '#shared/constants.ts';
import { isValidCnpj, isValidCpf } from '#shared/lib/documents.ts';
import type { z } from 'zod';
import type { MailSender } from '../../adapters/email/index.ts';
import {
  GatewayError,
  isCancelledStatus,
  isChargebackStatus,
  isPaidStatus,
  isRefundedStatus,
  type GatewayPayment,
  type PaymentGateway,
} from '../../adapters/payments/gateway.ts';
import { isLuhnValid, type SandboxGateway } from '../../adapters/payments/sandbox-gateway.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { RecentMap } from '../../lib/recent-map.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CreditChange, CreditsService } from '../credits/credits.service.ts';
import { paymentIncidentEmail, refundedEmail } from './refund-emails.ts';
import type {
  CheckoutRow,
  CheckoutsRepository,
  CheckoutView,
  GrantResult,
  PlanRow,
  Tx,
} from './checkouts.repository.ts';

/**
 * Plans bought with PIX or card and free trials (spec 2 §4, §7, §8; DESIGN.md §4): starting a
 * checkout, the charge, its status and cancellation, and the confirmation that grants the credit.
 * Invoices and their receipts are billing.service's. One rule above all: a paid plan's credit is
 * granted only by `confirmPayment`, after the gateway itself says the payment is paid for exactly
 * the checkout's amount, and `grantIn` makes it happen once whatever calls it (webhook, status
 * poll, sandbox, card charge).
 */

interface Caller {
  code: number;
  /** 2 PJ, 3 PF. */
  type: number;
  isAdmin: boolean;
}

interface Log {
  warn(obj: object, msg?: string): void;
}

/** The status poll asks the gateway about a pending checkout at most this often. */
const POLL_GAP_MS = 3_000;

const digits = (v: string | undefined | null) => (v ?? '').replace(/\D/g, '');

/** The charge's description at the gateway (the payer's statement). */
const chargeDescription = (plan: { name: string }, renewsListingCode: number | null) =>
  renewsListingCode === null
    ? `NC Classificados: plano ${plan.name}`
    : `NC Classificados: renovação do anúncio ${renewsListingCode} (plano ${plan.name})`;

function gatewayFailure(err: unknown, fallback: string): never {
  if (!(err instanceof GatewayError)) throw err;
  switch (err.kind) {
    case 'declined':
      throw new AppError('BUSINESS_RULE', M.declined);
    case 'invalid_card':
      throw new AppError('BUSINESS_RULE', M.invalidCardNumber);
    case 'invalid_cvv':
      throw new AppError('BUSINESS_RULE', M.invalidCvv);
    case 'invalid_expiry':
      throw new AppError('BUSINESS_RULE', M.invalidExpiry);
    case 'forbidden':
      throw new AppError('FORBIDDEN', M.forbidden);
    case 'unavailable':
      throw new AppError('UNAVAILABLE', M.gatewayUnavailable);
    case 'rejected':
      throw new AppError('BUSINESS_RULE', fallback);
  }
}

/** Server-side checks of the card form (spec 2 §5), each with its field's message. */
function validateCard(body: z.infer<typeof TokenizeBodySchema>, now: Date) {
  const errors: { field: string; message: string }[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const number = digits(body.number);
  if (!body.holderName.trim()) fail('holderName', M.holderRequired);
  if (number.length < 13 || !isLuhnValid(number)) fail('number', M.cardNumber);
  const month = Number(body.expiryMonth);
  const yearDigits = digits(body.expiryYear);
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  const expiryOk =
    /^\d{1,2}$/.test(body.expiryMonth) &&
    month >= 1 &&
    month <= 12 &&
    (yearDigits.length === 2 || yearDigits.length === 4) &&
    // Valid through the last day of its month.
    new Date(Date.UTC(year, month, 1)).getTime() > now.getTime();
  if (!expiryOk) fail('expiry', M.expiry);
  if (!/^\d{3,4}$/.test(body.ccv)) fail('ccv', M.cvv);
  const doc = digits(body.cpfCnpj);
  if (doc.length === 14) fail('cpfCnpj', M.cardNeedsCpfNotCnpj);
  else if (doc.length !== 11 || !isValidCpf(doc)) fail('cpfCnpj', M.cardCpfInvalid);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) fail('email', M.email);
  const phone = digits(body.phone);
  if (phone.length < 10 || phone.length > 11) fail('phone', M.phone);
  const cep = digits(body.postalCode);
  if (cep.length !== 8) fail('postalCode', M.postalCode);
  if (!body.addressNumber.trim()) fail('addressNumber', M.addressNumber);
  const [first] = errors;
  if (first) throw new AppError('BUSINESS_RULE', first.message, errors);
  return {
    card: {
      holderName: body.holderName.trim(),
      number,
      expiryMonth: String(month).padStart(2, '0'),
      expiryYear: String(year),
      ccv: body.ccv,
    },
    holder: {
      name: body.holderName.trim(),
      email: body.email,
      cpfCnpj: doc,
      postalCode: cep,
      addressNumber: body.addressNumber.trim(),
      phone,
    },
  };
}

/** A webhook event as stored (`eventos_pagamento`). */
type StoredEvent = Parameters<CheckoutsRepository['recordEvent']>[0] & {
  /** An INVOICE_* event's nota (Asaas' `inv_…`), for its job; not a column. */
  invoiceId: string | null;
};

export function createPaymentsService(deps: {
  repo: CheckoutsRepository;
  /** Runs `work` in one transaction, with the checkouts' statements bound to it. */
  inTransaction<T>(work: (repo: CheckoutsRepository, tx: Tx) => Promise<T>): Promise<T>;
  /** A confirmed payment or free month grants its credit; the account lists its own. */
  credits: Pick<CreditsService, 'grant' | 'available' | 'renewal' | 'revoke' | 'freeze' | 'unfreeze'>;
  /** The e-mail queue over a transaction: a refund's e-mails commit with it. */
  mailOver(tx: Tx): MailSender;
  /** The audit log over a transaction: an admin's refund is logged with it. */
  auditOver(tx: Tx): Pick<AuditService, 'record'>;
  /** The site's address, for the e-mails' links. */
  publicUrl: string;
  gateway: PaymentGateway;
  clock: Clock;
  log: Log;
  /**
   * More work in the transaction of a payment's grant (not the free month's): the nota fiscal's
   * row and job when ASAAS_NFSE is on.
   */
  onPaymentGranted?: (tx: Tx, granted: GrantResult) => Promise<void>;
  /** An INVOICE_* webhook event's nota, re-fetched from the gateway (when ASAAS_NFSE is on). */
  refreshServiceInvoice?: (gatewayInvoiceId: string) => Promise<void>;
  /**
   * Stores a webhook event once by its id and, in the same transaction, queues its processing
   * (`processEvent`, run by the job queue); false when the event was seen before.
   */
  storeEvent(e: StoredEvent): Promise<boolean>;
}) {
  const { repo, credits, gateway, clock, log } = deps;
  const isSandbox = gateway.name === 'sandbox';
  /**
   * The last 4 digits and brand of recently tokenized cards, by token, for the checkout the token
   * pays (the card call carries only the token). In memory: after a restart the checkout just
   * shows no digits.
   */
  const tokenCards = new RecentMap<string, { last4: string; brand: string | null }>(10_000);

  function toCheckout(v: CheckoutView): Checkout {
    const c = v.checkout;
    return {
      checkoutId: c.id,
      status: c.status,
      method: c.method,
      planSlug: v.planSlug,
      planName: v.planName,
      amountCents: c.amountCents,
      createdAt: c.createdAt.toISOString(),
      paidAt: c.paidAt?.toISOString() ?? null,
      expiresAt:
        c.method === 'pix' && c.status === 'pending' ? (c.pixExpiresAt?.toISOString() ?? null) : null,
      invoiceNumber: v.invoiceNumber,
      cardLast4: c.cardLast4,
      canSimulate: isSandbox && c.status === 'pending' && c.method !== 'free',
    };
  }

  /** The plan of a purchase: exists, matches the account's type, and is (or is not) the trial. */
  async function planFor(caller: Caller, slug: string, kind: 'paid' | 'free'): Promise<PlanRow> {
    const plan = await repo.findPlanBySlug(slug);
    if (!plan) throw notFound(M.planNotFound);
    if (plan.userType !== caller.type) {
      const message =
        caller.type === 3
          ? M.wrongAccountTypePf
          : caller.type === 2
            ? M.wrongAccountTypePj
            : M.wrongAccountType;
      throw new AppError('BUSINESS_RULE', message);
    }
    if (kind === 'paid' && (plan.freeTrial || plan.priceCents === 0))
      throw new AppError('BUSINESS_RULE', M.trialNotPaid);
    if (kind === 'free' && !plan.freeTrial) throw new AppError('BUSINESS_RULE', M.planNotFound);
    return plan;
  }

  /**
   * The ad a payment renews (ADR 022), checked against the plan being paid: the caller's ad
   * (404 otherwise), renewable, and paid with the plan of its credit. Null for a plain purchase.
   */
  async function renewedListing(caller: Caller, plan: PlanRow, listingCode: number | undefined) {
    if (listingCode === undefined) return null;
    const renewal = await credits.renewal(caller.code, listingCode);
    if (!renewal) throw notFound(M.renewalListingNotFound);
    if (renewal.problem) throw new AppError('BUSINESS_RULE', renewal.problem);
    if (renewal.plan?.code !== plan.code) throw new AppError('BUSINESS_RULE', M.renewalWrongPlan);
    return listingCode;
  }

  /** A PIX checkout's code as the payment page shows it; null when it has none (yet). */
  function pixAnswerOf(c: CheckoutRow) {
    if (!c.pixPayload || !c.pixQrCode || !c.pixExpiresAt) return null;
    return {
      checkoutId: c.id,
      canSimulate: isSandbox,
      pix: {
        payload: c.pixPayload,
        qrCodeImage: `data:image/png;base64,${c.pixQrCode}`,
        expiresAt: c.pixExpiresAt.toISOString(),
      },
    };
  }

  async function ownCheckout(caller: Caller, id: number): Promise<CheckoutView> {
    const v = await repo.findCheckout(id);
    if (!v || v.checkout.userCode !== caller.code) throw notFound(M.checkoutNotFound);
    return v;
  }

  async function customerFor(
    caller: Caller,
    buyer: {
      name: string;
      cpfCnpj: string;
      email: string;
      phone?: string;
      postalCode?: string;
      addressNumber?: string;
    },
  ): Promise<string> {
    const known = await repo.getGatewayCustomer(caller.code, gateway.name);
    let id: string;
    try {
      id = await gateway.ensureCustomer({ userCode: caller.code, ...buyer }, known);
    } catch (err) {
      gatewayFailure(err, M.generic);
    }
    if (id === known) return id;
    return repo.saveGatewayCustomer(caller.code, gateway.name, id, clock.now());
  }

  /**
   * The grant, in the caller's transaction: marks the checkout paid only if it is still pending
   * (or expired), and only the transaction that did so inserts its credit and its numbered
   * invoice. Null when it was granted already (or cancelled).
   */
  async function grantIn(tx: Tx, checkouts: CheckoutsRepository, checkoutId: number, paidAt: Date) {
    const c = await checkouts.markPaid(checkoutId, paidAt);
    if (!c) return null;
    const { plan, user } = await checkouts.planAndPayerOf(c);
    const creditId = await credits.grant(tx, c, plan.days, paidAt);
    const invoice = await checkouts.insertInvoice({
      checkoutId: c.id,
      userCode: c.userCode,
      planName: plan.name,
      planSlug: plan.slug,
      planUserType: plan.userType,
      planPriceCents: c.amountCents,
      planPeriodMonths: plan.periodMonths,
      planOrigin: plan.origin,
      payerName: [user.name, user.surname].filter(Boolean).join(' '),
      payerDocument: user.document,
      amountCents: c.amountCents,
      method: c.method,
      cardLast4: c.cardLast4,
      status: 'paid',
      issuedAt: paidAt,
      paidAt,
    });
    const granted: GrantResult = {
      checkoutId: c.id,
      creditId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      method: c.method,
    };
    return granted;
  }

  /**
   * The one confirmation path (webhook, status poll, sandbox "pagar", card charge): the gateway's
   * own view of the payment, paid and for the checkout's exact amount, or nothing is granted.
   */
  async function confirmPayment(
    paymentId: string,
    /** The webhook event that asked (PAYMENT_PARTIALLY_REFUNDED counts as a refund). */
    eventType?: string,
  ): Promise<'granted' | 'already' | 'not_paid' | 'mismatch' | 'unknown'> {
    const checkout = await repo.findCheckoutByPaymentId(paymentId);
    if (!checkout) return 'unknown';
    const payment = await gateway.getPayment(paymentId);
    if (checkout.status === 'paid' || checkout.status === 'refunded') {
      // Paid before: what the gateway says now may take it back (a refund, a chargeback) or
      // give it back (a chargeback won).
      await afterPaid(checkout, payment, eventType);
      return 'already';
    }
    if (!isPaidStatus(payment.status)) {
      if (isCancelledStatus(payment.status)) await repo.cancel(checkout.id);
      return 'not_paid';
    }
    if (payment.valueCents !== checkout.amountCents) {
      // No personal data: the ids and the two amounts.
      log.warn(
        {
          checkoutId: checkout.id,
          paymentId,
          expectedCents: checkout.amountCents,
          paidCents: payment.valueCents,
        },
        'pagamento com valor diferente do plano: nenhum crédito concedido',
      );
      return 'mismatch';
    }
    const paidAt = clock.now();
    const granted = await deps.inTransaction(async (checkouts, tx) => {
      const done = await grantIn(tx, checkouts, checkout.id, paidAt);
      // More work of the same transaction, run only by the grant that happened (the NFS-e job).
      if (done && deps.onPaymentGranted) await deps.onPaymentGranted(tx, done);
      return done;
    });
    return granted ? 'granted' : 'already';
  }

  /** Every active admin is e-mailed, in the transaction of what happened. */
  async function alertAdmins(
    tx: Tx,
    checkouts: CheckoutsRepository,
    ctx: Omit<Parameters<typeof paymentIncidentEmail>[0], 'publicUrl' | 'name'>,
  ) {
    const mail = deps.mailOver(tx);
    for (const admin of await checkouts.adminRecipients()) {
      await mail.send({
        to: admin.email,
        ...paymentIncidentEmail({ ...ctx, publicUrl: deps.publicUrl, name: admin.name }),
      });
    }
  }

  /**
   * The refund here, in one transaction and exactly once (the conditional UPDATE of
   * `markRefunded`): the checkout `refunded`, its invoice `estornada`, its credit revoked and its
   * ad off the site, the advertiser's e-mail, the admins' alert and (an admin's refund) the audit
   * line. Null when it was refunded already.
   */
  async function refundIn(
    checkout: CheckoutRow,
    refund: { reason: string; by: number | null; detail: string },
  ) {
    const now = clock.now();
    return deps.inTransaction(async (checkouts, tx) => {
      const done = await checkouts.markRefunded(checkout.id, {
        at: now,
        reason: refund.reason,
        by: refund.by,
      });
      if (!done) return null;
      const change = await credits.revoke(tx, checkout.id, now);
      const payer = await checkouts.getUser(checkout.userCode);
      if (payer && done.invoice) {
        await deps.mailOver(tx).send({
          to: payer.email,
          ...refundedEmail({
            publicUrl: deps.publicUrl,
            name: payer.name,
            invoiceNumber: done.invoice.number,
            planName: done.invoice.planName,
            listingTitle: change?.listing?.title ?? null,
          }),
        });
      }
      await alertAdmins(tx, checkouts, {
        incident: 'refund',
        invoiceNumber: done.invoice?.number ?? null,
        checkoutId: checkout.id,
        paymentId: checkout.gatewayPaymentId ?? '',
        payerName: done.invoice?.payerName ?? payer?.name ?? '',
        detail: refund.detail,
      });
      if (refund.by !== null && done.invoice) {
        await deps.auditOver(tx).record({
          actorCode: refund.by,
          entity: 'fatura',
          entityId: done.invoice.id,
          action: 'estornar',
          before: { status: 'paid' },
          after: {
            status: 'estornada',
            motivo: refund.reason,
            creditoRevogado: change?.creditId ?? null,
            anuncioInativado: change?.listing?.code ?? null,
          },
        });
      }
      return { ...done, change };
    });
  }

  /**
   * A chargeback opened (the credit frozen, the ad off) or decided for us (both back), in one
   * transaction with the admins' alert; nothing when the credit was already so.
   */
  async function chargebackIn(
    checkout: CheckoutRow,
    incident: 'chargeback' | 'chargeback-won',
    status: string,
  ) {
    const now = clock.now();
    await deps.inTransaction(async (checkouts, tx) => {
      const change: CreditChange | undefined =
        incident === 'chargeback'
          ? await credits.freeze(tx, checkout.id, now)
          : await credits.unfreeze(tx, checkout.id, now);
      if (!change) return;
      const invoice = await checkouts.findInvoiceOfCheckout(checkout.id);
      await alertAdmins(tx, checkouts, {
        incident,
        invoiceNumber: invoice?.number ?? null,
        checkoutId: checkout.id,
        paymentId: checkout.gatewayPaymentId ?? '',
        payerName: invoice?.payerName ?? '',
        detail: `Situação do pagamento no serviço de pagamentos: ${status}.`,
      });
    });
  }

  /**
   * A paid (or refunded) checkout's payment as the gateway has it now: refunded (or a partial
   * refund's event, for a payment the gateway still has as paid) revokes; a chargeback freezes;
   * paid again after a chargeback unfreezes.
   */
  async function afterPaid(checkout: CheckoutRow, payment: GatewayPayment, eventType: string | undefined) {
    if (checkout.status === 'refunded') return;
    const partial =
      eventType === 'PAYMENT_PARTIALLY_REFUNDED' &&
      (isPaidStatus(payment.status) || isChargebackStatus(payment.status));
    if (isRefundedStatus(payment.status) || partial) {
      await refundIn(checkout, {
        reason: `Estornado no serviço de pagamentos (${partial ? 'estorno parcial' : payment.status}).`,
        by: null,
        detail: `Situação do pagamento no serviço de pagamentos: ${payment.status}${partial ? ' (estorno parcial)' : ''}.`,
      });
    } else if (isChargebackStatus(payment.status)) {
      await chargebackIn(checkout, 'chargeback', payment.status);
    } else if (isPaidStatus(payment.status)) {
      await chargebackIn(checkout, 'chargeback-won', payment.status);
    }
  }

  return {
    confirmPayment,

    /**
     * "Estornar" (admins): a paid invoice with a payment at the current gateway is refunded there
     * first, then here (refundIn). Refused with 409 when it is not paid or has no such payment, or
     * was refunded already; a gateway that refuses (422) or does not answer (503) leaves
     * everything as it was.
     */
    async refund(adminCode: number, invoiceId: number, reason: string) {
      const found = await repo.findInvoiceWithCheckout(invoiceId);
      if (!found) throw notFound(M.invoiceNotFound);
      const { invoice, checkout } = found;
      if (invoice.status === 'estornada' || checkout.status === 'refunded') {
        throw new AppError('CONFLICT', M.refundAlready);
      }
      if (invoice.status !== 'paid' || checkout.status !== 'paid')
        throw new AppError('CONFLICT', M.refundNotPaid);
      if (!checkout.gatewayPaymentId || checkout.gateway !== gateway.name) {
        throw new AppError('CONFLICT', M.refundNoPayment);
      }
      try {
        await gateway.refundPayment(
          checkout.gatewayPaymentId,
          `Estorno da fatura ${invoice.number}: ${reason}`,
        );
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        if (err.kind === 'unavailable') throw new AppError('UNAVAILABLE', M.refundUnavailable);
        // Refused: refunded meanwhile (another admin, the gateway's panel)? Then it is 409.
        const again = await repo.findInvoiceWithCheckout(invoiceId);
        if (again?.invoice.status === 'estornada') throw new AppError('CONFLICT', M.refundAlready);
        throw new AppError('BUSINESS_RULE', M.refundRejected);
      }
      const done = await refundIn(checkout, {
        reason,
        by: adminCode,
        detail: `Estornado por um administrador. Motivo: ${reason}`,
      });
      if (!done) throw new AppError('CONFLICT', M.refundAlready);
      return {
        ok: true as const,
        message: M.refunded(invoice.number),
        faturaId: invoice.id,
        status: 'estornada' as const,
      };
    },

    async startSession(caller: Caller, slug: string) {
      const plan = await planFor(caller, slug, 'paid');
      return { redirectTo: `/painel/pagamento?plano=${encodeURIComponent(plan.slug)}&m=pix` };
    },

    async activateFree(caller: Caller, slug: string) {
      const plan = await planFor(caller, slug, 'free');
      const now = clock.now();
      try {
        // Its checkout (paid, 0) with its credit and invoice, in one transaction. The unique index
        // checkouts_gratis_uq refuses a second trial of the same account and type.
        await deps.inTransaction(async (checkouts, tx) => {
          const checkoutId = await checkouts.createCheckout({
            userCode: caller.code,
            planCode: plan.code,
            userType: plan.userType,
            method: 'free',
            amountCents: 0,
            createdAt: now,
          });
          return grantIn(tx, checkouts, checkoutId, now);
        });
      } catch (err) {
        if (uniqueViolation(err) !== undefined) throw new AppError('CONFLICT', M.trialAlreadyUsed);
        throw err;
      }
      return { redirectTo: '/painel' };
    },

    async createPix(caller: Caller, body: z.infer<typeof PixBodySchema>) {
      const plan = await planFor(caller, body.planoSlug, 'paid');
      const renewsListingCode = await renewedListing(caller, plan, body.anuncioId);
      const user = await repo.getUser(caller.code);
      if (!user) throw notFound(M.checkoutNotFound);
      const document = [body.documento, body.customer?.cpfCnpj, user.document]
        .map(digits)
        .find((d) => (d.length === 11 && isValidCpf(d)) || (d.length === 14 && isValidCnpj(d)));
      if (!document) throw new AppError('BUSINESS_RULE', M.pixNeedsDocument);
      const now = clock.now();
      // A second tab (or a reload) gets the same code while it is still valid.
      const reusable = await repo.findReusablePix(
        caller.code,
        plan.code,
        renewsListingCode,
        gateway.name,
        now,
      );
      const again = reusable ? pixAnswerOf(reusable) : null;
      if (again) return again;
      const customerId = await customerFor(caller, {
        name: body.nome || body.customer?.name || [user.name, user.surname].filter(Boolean).join(' '),
        cpfCnpj: document,
        email: body.email || body.customer?.email || user.email,
        phone:
          digits(body.telefone || body.customer?.phone || `${user.ddd ?? ''}${user.whatsapp ?? ''}`) ||
          undefined,
      });
      const checkoutId = await repo.createCheckout({
        userCode: caller.code,
        planCode: plan.code,
        userType: plan.userType,
        method: 'pix',
        amountCents: plan.priceCents,
        gateway: gateway.name,
        renewsListingCode,
        createdAt: now,
      });
      let charge;
      try {
        charge = await gateway.createPixCharge({
          customerId,
          valueCents: plan.priceCents,
          description: chargeDescription(plan, renewsListingCode),
          externalReference: String(checkoutId),
        });
      } catch (err) {
        await repo.cancel(checkoutId);
        gatewayFailure(err, M.pixFailed);
      }
      await repo.updateCheckout(checkoutId, {
        gatewayPaymentId: charge.paymentId,
        pixPayload: charge.payload,
        pixQrCode: charge.qrCodePngBase64,
        pixExpiresAt: charge.expiresAt,
      });
      return {
        checkoutId,
        canSimulate: isSandbox,
        pix: {
          payload: charge.payload,
          qrCodeImage: `data:image/png;base64,${charge.qrCodePngBase64}`,
          expiresAt: charge.expiresAt.toISOString(),
        },
      };
    },

    /**
     * The PIX to show again on the payment page, read only (a reload, or the way back
     * from the bank's app, must not make a new charge): the checkout `id` of the caller while its
     * code is valid, or else the caller's pending PIX of the plan that createPix would reuse.
     */
    async pendingPix(caller: Caller, query: { id?: number; planoSlug?: string; anuncioId?: number }) {
      const now = clock.now();
      if (query.id !== undefined) {
        const c = (await ownCheckout(caller, query.id)).checkout;
        const live =
          c.method === 'pix' &&
          c.status === 'pending' &&
          c.gateway === gateway.name &&
          c.pixExpiresAt !== null &&
          c.pixExpiresAt > now;
        return { charge: live ? pixAnswerOf(c) : null };
      }
      if (!query.planoSlug) throw new AppError('VALIDATION', M.pendingPixQuery);
      const plan = await planFor(caller, query.planoSlug, 'paid');
      const reusable = await repo.findReusablePix(
        caller.code,
        plan.code,
        query.anuncioId ?? null,
        gateway.name,
        now,
      );
      return { charge: reusable ? pixAnswerOf(reusable) : null };
    },

    /** The caller's own PIX charges waiting to be paid (/painel/faturas); an admin, too, sees only their own. */
    async pendingPayments(caller: Caller) {
      const items = (await repo.listPendingPix(caller.code, gateway.name, clock.now())).map(toCheckout);
      return { items, count: items.length };
    },

    /**
     * Cancels the caller's pending charge at the gateway first (its code can no longer be paid),
     * then here. A payment that arrived meanwhile wins: the gateway refuses, the payment is
     * confirmed as usual (credit and invoice) and the answer is 409.
     */
    async cancel(caller: Caller, checkoutId: number): Promise<Checkout> {
      const c = (await ownCheckout(caller, checkoutId)).checkout;
      if (c.status === 'paid') throw new AppError('CONFLICT', M.cancelPaid);
      if (c.status === 'cancelled') throw new AppError('CONFLICT', M.alreadyCancelled);
      // A free month has no gateway; a charge of the other gateway (after a switch) is not ours to cancel.
      if (!c.gatewayPaymentId || c.gateway !== gateway.name) throw new AppError('CONFLICT', M.notCancellable);
      const paymentId = c.gatewayPaymentId;
      try {
        await gateway.cancelPayment(paymentId);
      } catch (err) {
        if (!(err instanceof GatewayError) || err.kind !== 'rejected') gatewayFailure(err, M.generic);
        // Refused: paid meanwhile, or already removed at the gateway. Its own view decides.
        try {
          await confirmPayment(paymentId);
        } catch (again) {
          gatewayFailure(again, M.cancelRefused);
        }
        const after = (await ownCheckout(caller, checkoutId)).checkout.status;
        if (after === 'paid') throw new AppError('CONFLICT', M.cancelPaid);
        if (after !== 'cancelled') throw new AppError('CONFLICT', M.cancelRefused);
      }
      if (!(await repo.cancel(checkoutId))) {
        const v = await ownCheckout(caller, checkoutId);
        // Paid by a confirmation that ran between our read and the gateway's answer.
        if (v.checkout.status === 'paid') throw new AppError('CONFLICT', M.cancelPaid);
      }
      return toCheckout(await ownCheckout(caller, checkoutId));
    },

    async tokenize(caller: Caller, body: z.infer<typeof TokenizeBodySchema>, remoteIp: string) {
      const { card, holder } = validateCard(body, clock.now());
      const customerId = await customerFor(caller, holder);
      try {
        const t = await gateway.tokenizeCard({ customerId, card, holder, remoteIp });
        tokenCards.set(t.token, { last4: t.last4, brand: t.brand });
        return { cardToken: t.token, brand: t.brand, last4: t.last4 };
      } catch (err) {
        gatewayFailure(err, M.cardFailed);
      }
    },

    async payCard(
      caller: Caller,
      body: { planoSlug: string; cardToken: string; anuncioId?: number | undefined },
      remoteIp: string,
    ) {
      const plan = await planFor(caller, body.planoSlug, 'paid');
      const renewsListingCode = await renewedListing(caller, plan, body.anuncioId);
      const customerId = await repo.getGatewayCustomer(caller.code, gateway.name);
      // A token is made for a customer (tokenize comes first).
      if (!customerId) throw new AppError('BUSINESS_RULE', M.cardFailed);
      const checkoutId = await repo.createCheckout({
        userCode: caller.code,
        planCode: plan.code,
        userType: plan.userType,
        method: 'card',
        amountCents: plan.priceCents,
        gateway: gateway.name,
        cardLast4: tokenCards.get(body.cardToken)?.last4 ?? null,
        cardBrand: tokenCards.get(body.cardToken)?.brand ?? null,
        renewsListingCode,
        createdAt: clock.now(),
      });
      let payment;
      try {
        payment = await gateway.chargeCard({
          customerId,
          valueCents: plan.priceCents,
          description: chargeDescription(plan, renewsListingCode),
          externalReference: String(checkoutId),
          token: body.cardToken,
          remoteIp,
        });
      } catch (err) {
        await repo.cancel(checkoutId);
        gatewayFailure(err, M.cardFailed);
      }
      await repo.updateCheckout(checkoutId, { gatewayPaymentId: payment.id });
      if (isPaidStatus(payment.status)) await confirmPayment(payment.id);
      else if (isCancelledStatus(payment.status)) await repo.cancel(checkoutId);
      const v = await repo.findCheckout(checkoutId);
      return { checkoutId, status: v?.checkout.status ?? 'pending' };
    },

    /** The status poll: for a pending (or expired) checkout, asks the gateway (a lost webhook is repaired). */
    async status(caller: Caller, rawId: string | undefined): Promise<Checkout> {
      const id = Number(rawId);
      if (!rawId || !Number.isSafeInteger(id) || id <= 0) throw notFound(M.checkoutNotFound);
      let v = await ownCheckout(caller, id);
      const c = v.checkout;
      const now = clock.now();
      // An expired PIX may still have been paid at the last second: it is asked about too.
      const open = c.status === 'pending' || c.status === 'expired';
      if (open && c.gatewayPaymentId && (await repo.claimPoll(c.id, now, POLL_GAP_MS))) {
        try {
          await confirmPayment(c.gatewayPaymentId);
        } catch (err) {
          // The answer stays "waiting"; the next poll asks again.
          if (!(err instanceof GatewayError)) throw err;
        }
        if (c.method === 'pix') await repo.expirePix(c.id, now);
        v = await ownCheckout(caller, id);
      }
      return toCheckout(v);
    },

    async statement(caller: Caller) {
      const items = (await repo.listCheckouts(caller.code, false)).map(toCheckout);
      return { items, count: items.length };
    },

    async usedPlans(caller: Caller) {
      const items = (await repo.listCheckouts(caller.code, true)).map(toCheckout);
      return { count: items.length, items };
    },

    /** Which free months the caller has used (the plan cards disable those, with the reason). */
    async freeTrialUse(caller: Caller): Promise<FreeTrialAnswer> {
      const types = await repo.usedTrialTypes(caller.code);
      return { usado: { pf: types.includes(USER_TYPES.PF), pj: types.includes(USER_TYPES.PJ) } };
    },

    /** GET renovacoes/{anuncioId}: what renewing the caller's ad costs and gives (ADR 022). */
    async renewal(caller: Caller, listingCode: number): Promise<z.infer<typeof RenewalAnswerSchema>> {
      const r = await credits.renewal(caller.code, listingCode);
      if (!r) throw notFound(M.renewalListingNotFound);
      return {
        anuncio: { codigo: r.listing.code, titulo: r.listing.title, status: r.listing.status },
        plano: r.plan
          ? { slug: r.plan.slug, nome: r.plan.name, amountCents: r.plan.priceCents, dias: r.plan.days }
          : null,
        fimAtual: r.endsAt?.toISOString() ?? null,
        novoFim: r.newEndsAt?.toISOString() ?? null,
        renovavel: r.problem === null,
        motivo: r.problem,
      };
    },

    async availableCredits(caller: Caller) {
      return credits.available(caller.code);
    },

    /** "Simular pagamento" (sandbox only): the payment is received, then the usual confirmation. */
    async sandboxPay(caller: Caller, checkoutId: number): Promise<Checkout> {
      if (gateway.name !== 'sandbox') throw notFound(M.sandboxOnly);
      const v = await ownCheckout(caller, checkoutId);
      const c = v.checkout;
      if (c.status === 'paid') throw new AppError('CONFLICT', M.alreadyPaid);
      if (c.status === 'cancelled' || !c.gatewayPaymentId) throw notFound(M.checkoutNotFound);
      await (gateway as SandboxGateway).simulatePayment(c.gatewayPaymentId);
      await confirmPayment(c.gatewayPaymentId);
      return toCheckout((await repo.findCheckout(checkoutId)) ?? v);
    },

    /**
     * A webhook event: stored once by its id with its processing queued, so the caller answers
     * 200 and the job queue runs `processEvent` (retried while the gateway fails). False when the
     * event was seen before.
     */
    async receiveEvent(e: {
      eventId: string;
      type: string;
      paymentId: string | null;
      invoiceId: string | null;
      payload: unknown;
    }) {
      return deps.storeEvent({ ...e, gateway: gateway.name, receivedAt: clock.now() });
    },

    async processEvent(e: {
      eventId: string;
      type: string;
      paymentId: string | null;
      invoiceId?: string | null;
    }) {
      // Every PAYMENT_* event is only a hint: the payment is re-fetched before anything is granted.
      if (e.type.startsWith('PAYMENT_') && e.paymentId) await confirmPayment(e.paymentId, e.type);
      // Likewise an INVOICE_* event: the nota is re-fetched (ADR 019).
      if (e.type.startsWith('INVOICE_') && e.invoiceId && deps.refreshServiceInvoice) {
        await deps.refreshServiceInvoice(e.invoiceId);
      }
      await repo.markEventProcessed(e.eventId, clock.now());
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
