/**
 * The payment gateway the checkout service talks to (DESIGN.md §1 "payments"), chosen
 * by PAYMENT_GATEWAY: `sandbox` (sandbox-gateway.ts, local, the default outside production) or
 * `asaas` (asaas-gateway.ts, the Asaas v3 API over HTTP). Money crosses this interface in
 * integer cents; the adapters convert to the gateway's own units.
 *
 * Nothing here grants anything: the checkout service grants a credit only after `getPayment`
 * says the payment is paid and its value equals the plan's price.
 */

/** The buyer as the gateway needs them (Asaas: one customer per user, kept by the caller). */
interface GatewayCustomer {
  /** Our user's code: the gateway's externalReference. */
  userCode: number;
  name: string;
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  cpfCnpj: string;
  email: string;
  /** Digits only, with DDD. */
  phone?: string;
  postalCode?: string;
  addressNumber?: string;
}

export interface PixCharge {
  /** The gateway's payment id (Asaas `pay_…`). */
  paymentId: string;
  /** The "copia e cola" BR Code. */
  payload: string;
  /** The QR code as a base64 PNG (no data: prefix). */
  qrCodePngBase64: string;
  expiresAt: Date;
}

interface CardInput {
  holderName: string;
  /** Digits only. Never logged, never stored. */
  number: string;
  /** "01".."12". */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  ccv: string;
}

export interface CardHolderInfo {
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  phone: string;
}

export interface CardToken {
  token: string;
  brand: string | null;
  last4: string;
}

/**
 * A payment's status in the gateway's words (Asaas: PENDING, RECEIVED, CONFIRMED, OVERDUE,
 * REFUNDED, RECEIVED_IN_CASH, ...). `isPaidStatus` says which of them mean paid.
 */
export interface GatewayPayment {
  id: string;
  status: string;
  valueCents: number;
  /** Our checkout id as the gateway keeps it (externalReference). */
  externalReference: string | null;
}

/** CONFIRMED, RECEIVED and RECEIVED_IN_CASH are paid (reference/stack-notes.md §4.2). */
export function isPaidStatus(status: string): boolean {
  return status === 'CONFIRMED' || status === 'RECEIVED' || status === 'RECEIVED_IN_CASH';
}

/**
 * Refunded, or being refunded (Asaas: REFUNDED; a card's or PIX's refund in progress first reads
 * REFUND_REQUESTED or REFUND_IN_PROGRESS): the payment's credit is revoked.
 */
export function isRefundedStatus(status: string): boolean {
  return status === 'REFUNDED' || status === 'REFUND_REQUESTED' || status === 'REFUND_IN_PROGRESS';
}

/**
 * Disputed by the payer's bank (a chargeback, until it is decided): the credit is frozen. Asaas:
 * CHARGEBACK_REQUESTED (opened), CHARGEBACK_DISPUTE (contested), AWAITING_CHARGEBACK_REVERSAL
 * (won, waiting for the acquirer's repayment); once repaid the payment reads RECEIVED again.
 */
export function isChargebackStatus(status: string): boolean {
  return (
    status === 'CHARGEBACK_REQUESTED' ||
    status === 'CHARGEBACK_DISPUTE' ||
    status === 'AWAITING_CHARGEBACK_REVERSAL'
  );
}

/** Cancelled for good: the checkout shows "Pagamento cancelado." */
export function isCancelledStatus(status: string): boolean {
  return status === 'REFUNDED' || status === 'DELETED' || status === 'CANCELLED';
}

/**
 * Why a gateway call failed, for the checkout service to answer the spec's messages (spec 2 §8):
 * - `declined`: the issuer refused the card (422, "Transação não autorizada pelo emissor...").
 * - `invalid_card` / `invalid_cvv` / `invalid_expiry`: the card data (422).
 * - `forbidden`: the gateway account may not use this (403; e.g. tokenization not enabled).
 * - `unavailable`: the gateway did not answer or answered 5xx (503, try again).
 * - `rejected`: any other 4xx from the gateway, with its own Portuguese text when it gave one.
 */
export type GatewayErrorKind =
  'declined' | 'invalid_card' | 'invalid_cvv' | 'invalid_expiry' | 'forbidden' | 'unavailable' | 'rejected';

export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    /** The gateway's own description, when it gave one (never card data). */
    readonly detail?: string,
  ) {
    super(`payment gateway: ${kind}${detail ? `: ${detail}` : ''}`);
    this.name = 'GatewayError';
  }
}

/**
 * A nota fiscal de serviço (NFS-e) as the gateway has it (Asaas: `inv_…`; ADR
 * 019). `status` in the gateway's words: SCHEDULED, SYNCHRONIZED, AUTHORIZED,
 * PROCESSING_CANCELLATION, CANCELED, CANCELLATION_DENIED, ERROR.
 */
export interface ServiceInvoice {
  id: string;
  status: string;
  /** The municipality's number, once authorized. */
  number: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
  /** Why it is in ERROR, in the municipality's words (for the operator, never shown to buyers). */
  statusDescription: string | null;
}

/** Notas fiscais de serviço of confirmed payments: Asaas only (the sandbox issues none). */
export interface ServiceInvoiceApi {
  /** The nota scheduled earlier under this reference, if any (a job run again adopts it). */
  findServiceInvoice(externalReference: string): Promise<ServiceInvoice | null>;
  /** Schedules the nota of a payment, issued by the gateway on `effectiveDate`. */
  scheduleServiceInvoice(input: {
    paymentId: string;
    valueCents: number;
    serviceDescription: string;
    observations: string;
    externalReference: string;
    /** YYYY-MM-DD (São Paulo). */
    effectiveDate: string;
    service: { id?: string; code?: string; name: string };
    /** ISS rate in percent; no tax is withheld (retainIss false, federal taxes 0). */
    issPercent: number;
  }): Promise<ServiceInvoice>;
  getServiceInvoice(id: string): Promise<ServiceInvoice>;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'asaas';
  /** Present when the gateway can issue notas fiscais de serviço (Asaas). */
  readonly serviceInvoices?: ServiceInvoiceApi;
  /**
   * The gateway's customer id for this buyer: `known` (kept from an earlier call) when given,
   * else a new customer.
   */
  ensureCustomer(customer: GatewayCustomer, known: string | null): Promise<string>;
  /** A PIX charge of `valueCents`, due today, with its QR code. */
  createPixCharge(input: {
    customerId: string;
    valueCents: number;
    description: string;
    /** Our checkout id. */
    externalReference: string;
  }): Promise<PixCharge>;
  /** Tokenizes a card for this customer (the number never reaches our database or logs). */
  tokenizeCard(input: {
    customerId: string;
    card: CardInput;
    holder: CardHolderInfo;
    remoteIp: string;
  }): Promise<CardToken>;
  /** Charges a tokenized card; answers the payment (CONFIRMED when authorised). */
  chargeCard(input: {
    customerId: string;
    valueCents: number;
    description: string;
    externalReference: string;
    token: string;
    remoteIp: string;
  }): Promise<GatewayPayment>;
  /** The payment as the gateway has it now: the only source a credit is granted from. */
  getPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Cancels a payment nobody has paid yet (Asaas: DELETE /payments/{id}; afterwards `getPayment`
   * answers DELETED, so its code can no longer be paid). GatewayError('rejected') when the
   * gateway refuses, e.g. because the payment was paid meanwhile or is unknown.
   */
  cancelPayment(paymentId: string): Promise<void>;
  /**
   * Refunds a received payment in full (Asaas: POST /payments/{id}/refund; the payment then reads
   * REFUNDED, or REFUND_REQUESTED / REFUND_IN_PROGRESS while the bank processes it). Answers the
   * payment after the refund. GatewayError('rejected') when the gateway refuses (not paid, already
   * refunded, unknown), ('unavailable') when it did not answer.
   */
  refundPayment(paymentId: string, description: string): Promise<GatewayPayment>;
  /**
   * The gateway's payments created since `since` (Asaas: by its São Paulo day, so a few from
   * earlier that day come too), for the nightly reconciliation. Removed ones read DELETED.
   */
  listPayments(opts: { since: Date }): Promise<GatewayPayment[]>;
}
