import { z } from 'zod';
import {
  GatewayError,
  type CardToken,
  type GatewayErrorKind,
  type GatewayPayment,
  type PaymentGateway,
  type PixCharge,
  type ServiceInvoice,
  type ServiceInvoiceApi,
} from './gateway.ts';

/**
 * The Asaas v3 API over HTTP (PAYMENT_GATEWAY=asaas; reference/stack-notes.md §4, ADR 011): a
 * thin `fetch` client of the calls the checkout needs, each answer checked by a zod schema.
 *
 * - Headers: `access_token` (the API key), `User-Agent` (mandatory for accounts created after
 *   2024-06-13), `Content-Type: application/json`. Every call has a timeout.
 * - Money crosses our side in integer cents and Asaas' in reais (`value: 149.9`).
 * - Errors: Asaas answers `{ errors: [{ code, description }] }`; a card refusal is HTTP 400 (the
 *   charge is not kept). They become GatewayError kinds (see `toGatewayError`).
 * - Card data is never logged: no request body is logged at all, and errors carry only Asaas'
 *   own description, never what was sent.
 */
export interface AsaasGatewayOptions {
  /** e.g. https://api-sandbox.asaas.com/v3 (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  fetch?: typeof fetch;
  /** Per call; 10 s by default. */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const DEFAULT_TIMEOUT_MS = 10_000;

const asaasErrors = z.object({
  errors: z.array(z.object({ code: z.string().optional(), description: z.string().optional() })),
});

const customerAnswer = z.object({ id: z.string().min(1) });

const paymentAnswer = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  value: z.number(),
  externalReference: z.string().nullish(),
  /** A removed payment keeps its last status (PENDING) and says `deleted: true`. */
  deleted: z.boolean().optional(),
});

/** `GET /payments?…`: Asaas' list envelope, a page of `limit` from `offset`. */
const paymentListAnswer = z.object({ hasMore: z.boolean(), data: z.array(paymentAnswer) });

/** The largest page Asaas answers. */
const LIST_PAGE = 100;
/** A safety stop: 50 pages of 100 payments since the reconciliation's start. */
const LIST_MAX_PAGES = 50;

/** DELETE /payments/{id}. */
const deletedAnswer = z.object({ deleted: z.boolean(), id: z.string().min(1) });

const pixQrCodeAnswer = z.object({
  encodedImage: z.string().min(1),
  payload: z.string().min(1),
  expirationDate: z.string().nullish(),
});

const tokenAnswer = z.object({
  creditCardToken: z.string().min(1),
  creditCardBrand: z.string().nullish(),
  creditCardNumber: z.string().nullish(),
});

/** An NFS-e (`POST /invoices`, `GET /invoices/{id}`; the same object in INVOICE_* webhooks). */
const invoiceAnswer = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  number: z.union([z.string(), z.number()]).nullish(),
  pdfUrl: z.string().nullish(),
  xmlUrl: z.string().nullish(),
  statusDescription: z.string().nullish(),
});

/** `GET /invoices?externalReference=…`: Asaas' list envelope. */
const invoiceListAnswer = z.object({ data: z.array(invoiceAnswer) });

function toServiceInvoice(i: z.infer<typeof invoiceAnswer>): ServiceInvoice {
  return {
    id: i.id,
    status: i.status,
    number: i.number === null || i.number === undefined ? null : String(i.number),
    pdfUrl: i.pdfUrl ?? null,
    xmlUrl: i.xmlUrl ?? null,
    statusDescription: i.statusDescription ?? null,
  };
}

const DUE_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in São Paulo as YYYY-MM-DD (Asaas' dueDate). */
export function saoPauloDate(now: Date = new Date()): string {
  return DUE_DATE.format(now);
}

/** 14990 -> 149.9 (Asaas' `value`). Exact for every whole number of cents. */
export function centsToReais(cents: number): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError('cents must be a whole number');
  return cents / 100;
}

/** 149.9 -> 14990, without float drift (0.1 + 0.2 reais is 30 cents). */
export function reaisToCents(value: number): number {
  return Math.round(value * 100);
}

/**
 * Asaas' dates are São Paulo wall time without a zone ("2026-12-01 23:59:59"); Brazil has had no
 * daylight saving time since 2019, so it is UTC-3. Anything else is parsed as ISO; unreadable
 * dates give null.
 */
export function parseAsaasDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const wall = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  const date = wall ? new Date(`${wall[1]}T${wall[2]}-03:00`) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An Asaas error answer as a GatewayError. Card refusals are all HTTP 400 and mostly share the
 * code `invalid_creditCard`; the description tells which field (the sandbox and the mock server
 * write "O código de segurança ... é inválido", "O mês de expiração ...", "O número do cartão
 * ..."), and the issuer's refusal is deliberately generic ("Transação não autorizada. Verifique os
 * dados do cartão de crédito e tente novamente.").
 */
export function toGatewayError(status: number, body: unknown): GatewayError {
  const parsed = asaasErrors.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  const code = first?.code ?? '';
  const description = first?.description?.trim() || undefined;
  if (status === 401) return new GatewayError('rejected');
  if (status === 403) return new GatewayError('forbidden', description);
  if (status >= 500 || status === 429) return new GatewayError('unavailable');
  if (status === 400) {
    const kind = cardErrorKind(code, description ?? '');
    if (kind) return new GatewayError(kind, description);
  }
  return new GatewayError('rejected', description);
}

function cardErrorKind(code: string, description: string): GatewayErrorKind | null {
  const text = description.toLowerCase();
  const aboutCard = /creditcard|card/i.test(code) || text.includes('cartão');
  if (!aboutCard && !/não autorizad|recusad|insuficiente/.test(text)) return null;
  if (/código de segurança|\bccv\b|\bcvv\b/.test(text)) return 'invalid_cvv';
  if (/expira|validade|vencimento/.test(text)) return 'invalid_expiry';
  if (/número do cartão|cartão de crédito informado é inválido/.test(text)) return 'invalid_card';
  // Authorisation refusals, insufficient funds and whatever else Asaas says about the card.
  return 'declined';
}

export function createAsaasGateway(opts: AsaasGatewayOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          access_token: opts.apiKey,
          'User-Agent': opts.userAgent,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      // Network failure or timeout. The error names the path only, never the body.
      opts.log?.warn(
        { path, method, reason: err instanceof Error ? err.name : 'unknown' },
        'Asaas não respondeu',
      );
      throw new GatewayError('unavailable');
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = toGatewayError(response.status, json);
      if (response.status === 401) {
        opts.log?.warn(
          { path, status: 401 },
          'Asaas recusou a chave de API: confira ASAAS_API_KEY (a chave começa com $; no .env escreva-a entre aspas simples) e se ela é do ambiente de ASAAS_API_URL (sandbox ou produção)',
        );
      } else if (response.status >= 500 || response.status === 403) {
        opts.log?.warn({ path, status: response.status, kind: error.kind }, 'Asaas recusou a chamada');
      }
      throw Object.assign(error, { status: response.status });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      opts.log?.warn({ path, status: response.status }, 'resposta do Asaas fora do formato esperado');
      throw new GatewayError('unavailable');
    }
    return parsed.data;
  }

  function toPayment(p: z.infer<typeof paymentAnswer>): GatewayPayment {
    return {
      id: p.id,
      // A removed payment can no longer be paid: DELETED, which the checkout takes as cancelled.
      status: p.deleted ? 'DELETED' : p.status,
      valueCents: reaisToCents(p.value),
      externalReference: p.externalReference ?? null,
    };
  }

  /** Notas fiscais de serviço (docs.asaas.com "Agendar nota fiscal"; ADR 019). */
  const serviceInvoices: ServiceInvoiceApi = {
    async findServiceInvoice(externalReference) {
      const query = new URLSearchParams({ externalReference, limit: '1' });
      const list = await call('GET', `/invoices?${query.toString()}`, invoiceListAnswer);
      const [first] = list.data;
      return first ? toServiceInvoice(first) : null;
    },

    async scheduleServiceInvoice(input) {
      const invoice = await call('POST', '/invoices', invoiceAnswer, {
        payment: input.paymentId,
        serviceDescription: input.serviceDescription,
        observations: input.observations,
        externalReference: input.externalReference,
        value: centsToReais(input.valueCents),
        deductions: 0,
        effectiveDate: input.effectiveDate,
        ...(input.service.id ? { municipalServiceId: input.service.id } : {}),
        ...(input.service.code ? { municipalServiceCode: input.service.code } : {}),
        municipalServiceName: input.service.name,
        // The payment stays as paid: the nota does not change its value.
        updatePayment: false,
        taxes: { retainIss: false, iss: input.issPercent, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
      });
      return toServiceInvoice(invoice);
    },

    async getServiceInvoice(id) {
      return toServiceInvoice(await call('GET', `/invoices/${encodeURIComponent(id)}`, invoiceAnswer));
    },
  };

  return {
    name: 'asaas',
    serviceInvoices,

    async ensureCustomer(customer, known) {
      if (known) return known;
      const created = await call('POST', '/customers', customerAnswer, {
        name: customer.name,
        cpfCnpj: customer.cpfCnpj,
        email: customer.email,
        mobilePhone: customer.phone,
        postalCode: customer.postalCode,
        addressNumber: customer.addressNumber,
        externalReference: String(customer.userCode),
        notificationDisabled: true,
      });
      return created.id;
    },

    async createPixCharge(input): Promise<PixCharge> {
      const payment = await call('POST', '/payments', paymentAnswer, {
        customer: input.customerId,
        billingType: 'PIX',
        value: centsToReais(input.valueCents),
        dueDate: saoPauloDate(),
        description: input.description,
        externalReference: input.externalReference,
      });
      const qr = await call('GET', `/payments/${encodeURIComponent(payment.id)}/pixQrCode`, pixQrCodeAnswer);
      return {
        paymentId: payment.id,
        payload: qr.payload,
        qrCodePngBase64: qr.encodedImage.replace(/^data:image\/png;base64,/, ''),
        // Asaas' dynamic QR codes last long after the due date; without a date, end of today.
        expiresAt: parseAsaasDate(qr.expirationDate) ?? endOfSaoPauloDay(),
      };
    },

    async tokenizeCard(input): Promise<CardToken> {
      const body = {
        customer: input.customerId,
        creditCard: {
          holderName: input.card.holderName,
          number: input.card.number,
          expiryMonth: input.card.expiryMonth,
          expiryYear: input.card.expiryYear,
          ccv: input.card.ccv,
        },
        creditCardHolderInfo: {
          name: input.holder.name,
          email: input.holder.email,
          cpfCnpj: input.holder.cpfCnpj,
          postalCode: input.holder.postalCode,
          addressNumber: input.holder.addressNumber,
          phone: input.holder.phone,
        },
        remoteIp: input.remoteIp,
      };
      let token: z.infer<typeof tokenAnswer>;
      try {
        // The API reference's path; the older guide's is the documented fallback (stack-notes §4.1).
        token = await call('POST', '/creditCard/tokenizeCreditCard', tokenAnswer, body);
      } catch (err) {
        if (!(err instanceof GatewayError) || statusOf(err) !== 404) throw err;
        token = await call('POST', '/creditCard/tokenize', tokenAnswer, body);
      }
      return {
        token: token.creditCardToken,
        brand: token.creditCardBrand ?? null,
        last4: (token.creditCardNumber ?? input.card.number).replace(/\D/g, '').slice(-4),
      };
    },

    async chargeCard(input) {
      const payment = await call('POST', '/payments', paymentAnswer, {
        customer: input.customerId,
        billingType: 'CREDIT_CARD',
        value: centsToReais(input.valueCents),
        dueDate: saoPauloDate(),
        creditCardToken: input.token,
        remoteIp: input.remoteIp,
        externalReference: input.externalReference,
        description: input.description,
      });
      return toPayment(payment);
    },

    async getPayment(paymentId) {
      return toPayment(await call('GET', `/payments/${encodeURIComponent(paymentId)}`, paymentAnswer));
    },

    async listPayments({ since }) {
      // Asaas filters by day (São Paulo): `dateCreated[ge]` takes YYYY-MM-DD. Pages of 100 while
      // `hasMore`.
      const all: GatewayPayment[] = [];
      for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
        const query = new URLSearchParams({
          'dateCreated[ge]': saoPauloDate(since),
          offset: String(page * LIST_PAGE),
          limit: String(LIST_PAGE),
        });
        const list = await call('GET', `/payments?${query.toString()}`, paymentListAnswer);
        all.push(...list.data.map(toPayment));
        if (!list.hasMore || list.data.length === 0) return all;
      }
      opts.log?.warn({ pages: LIST_MAX_PAGES }, 'lista de pagamentos do Asaas truncada');
      return all;
    },

    async cancelPayment(paymentId) {
      // Asaas removes only a payment not yet received (a received one is HTTP 400: `rejected`).
      const answer = await call('DELETE', `/payments/${encodeURIComponent(paymentId)}`, deletedAnswer);
      if (!answer.deleted) throw new GatewayError('rejected');
    },

    async refundPayment(paymentId, description) {
      // The whole value (no `value`): Asaas answers the payment, REFUNDED or still being refunded.
      // A payment not received, or refunded already, is HTTP 400 (`rejected`).
      const path = `/payments/${encodeURIComponent(paymentId)}/refund`;
      return toPayment(await call('POST', path, paymentAnswer, { description }));
    },
  };
}

function statusOf(err: GatewayError): number | undefined {
  return (err as GatewayError & { status?: number }).status;
}

function endOfSaoPauloDay(): Date {
  return new Date(`${saoPauloDate()}T23:59:59-03:00`);
}
