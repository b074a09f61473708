import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { isLuhnValid } from '#shared/lib/card.ts';

/**
 * An in-process fake of the Asaas v3 API for tests (PAYMENT_GATEWAY=asaas never reaches the
 * internet in tests): a real HTTP server on 127.0.0.1, so the adapter's requests, headers,
 * timeouts and error answers are exercised for real. It follows the documented shapes
 * (reference/stack-notes.md §4; the theoxys/asaas-mock-server captures of the sandbox):
 *
 * - `access_token` must be the fake's key, else 401 `invalid_access_token`.
 * - `POST /v3/customers` → `{ object: 'customer', id: 'cus_…', … }`.
 * - `POST /v3/payments` PIX → PENDING; `GET /v3/payments/{id}/pixQrCode` → a valid dynamic BR
 *   Code (CRC16, built by @brazilian-utils), a PNG and the expiration date (São Paulo wall time).
 * - `POST /v3/creditCard/tokenizeCreditCard` (and the older `/creditCard/tokenize`; the
 *   reference path can be made to answer 404 to test the adapter's fallback) → a token per
 *   customer. Bad number, month, year or CVV → 400 `invalid_creditCard` with Asaas' texts.
 * - `POST /v3/payments` CREDIT_CARD → CONFIRMED, except the sandbox's refusal cards
 *   5184019740373151 and 4916561358240741: 400 `invalid_creditCard` "Transação não
 *   autorizada...", and the charge is not kept (as Asaas does).
 * - `GET /v3/payments/{id}` → the payment now (a removed one with `deleted: true`).
 * - `GET /v3/payments?dateCreated[ge]=&offset=&limit=` → `{ object: 'list', hasMore, totalCount,
 *   limit, offset, data }`, oldest first.
 * - `DELETE /v3/payments/{id}` → `{ deleted: true, id }` for a payment not yet received; a
 *   received or confirmed one is refused (400 `invalid_action`), an unknown or already removed
 *   one is 404. A removed payment's QR code is gone (404).
 * - `POST /v3/payments/{id}/refund` `{ value?, description? }` → the payment, REFUNDED, for a
 *   received or confirmed one; any other is refused (400 `invalid_action`), an unknown one 404.
 * - `POST /v3/invoices` (schedule a nota fiscal de serviço, "Agendar nota fiscal") → SCHEDULED,
 *   with the documented required fields checked (an origin: payment, installment or customer;
 *   serviceDescription, observations, value, deductions, effectiveDate, municipalServiceName,
 *   municipalServiceId or municipalServiceCode, taxes); `GET /v3/invoices/{id}`;
 *   `GET /v3/invoices?externalReference=` → `{ object: 'list', data: [...] }`.
 *
 * The control side (`setStatus`, `setValue`, `failNext`, `webhookEvent`, `authorizeInvoice`,
 * `invoiceEvent`) stands in for what
 * happens in Asaas' own systems: the buyer pays, a value is tampered with, the API fails.
 * `requests` logs every call; card numbers and CVVs are masked in the log.
 */
interface FakePayment {
  object: 'payment';
  id: string;
  customer: string;
  billingType: 'PIX' | 'CREDIT_CARD';
  value: number;
  netValue: number;
  status: string;
  dueDate: string;
  description: string | null;
  externalReference: string | null;
  dateCreated: string;
  paymentDate: string | null;
  confirmedDate: string | null;
  invoiceUrl: string;
  /** Removed by DELETE /payments/{id}: the status stays as it was. */
  deleted: boolean;
  creditCard: { creditCardNumber: string; creditCardBrand: string; creditCardToken: string } | null;
}

interface FakeInvoice {
  object: 'invoice';
  id: string;
  status: string;
  customer: string;
  payment: string | null;
  installment: string | null;
  type: 'NFS-e';
  statusDescription: string | null;
  serviceDescription: string;
  observations: string;
  externalReference: string | null;
  value: number;
  deductions: number;
  effectiveDate: string;
  municipalServiceId: string | null;
  municipalServiceCode: string | null;
  municipalServiceName: string;
  updatePayment: boolean | null;
  taxes: Record<string, unknown>;
  pdfUrl: string | null;
  xmlUrl: string | null;
  rpsSerie: string | null;
  rpsNumber: string | null;
  number: string | null;
  validationCode: string | null;
}

interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The JSON body with the card number and CVV masked. */
  body: unknown;
}

export interface AsaasFake {
  /** The base URL the adapter takes: `http://127.0.0.1:<port>/v3`. */
  readonly url: string;
  readonly apiKey: string;
  readonly requests: FakeRequest[];
  readonly customers: Map<string, Record<string, unknown>>;
  readonly payments: Map<string, FakePayment>;
  /** Notas fiscais de serviço scheduled through `POST /v3/invoices`, by id. */
  readonly invoices: Map<string, FakeInvoice>;
  /** The municipality authorizes a nota: AUTHORIZED, with its number, PDF and XML. */
  authorizeInvoice(invoiceId: string): void;
  /** An INVOICE_* webhook body as Asaas posts it: `{ id: 'evt_…', event, dateCreated, invoice }`. */
  invoiceEvent(
    invoiceId: string,
    event?: string,
  ): { id: string; event: string; dateCreated: string; invoice: FakeInvoice };
  /** Asaas' side moves the payment: 'RECEIVED' (PIX paid), 'CONFIRMED', 'REFUNDED', ... */
  setStatus(paymentId: string, status: string): void;
  /** Asaas' side says another value (in cents) for the payment: amount tampering. */
  setValue(paymentId: string, cents: number): void;
  /** The next `count` API calls answer this HTTP status (5xx: `unavailable`; 403; ...). */
  failNext(status: number, count?: number): void;
  /** Whether `/creditCard/tokenizeCreditCard` answers 404 (the adapter falls back). */
  tokenizeReferencePathMissing: boolean;
  /** Milliseconds every answer waits (to test the adapter's timeout). */
  delayMs: number;
  /** A webhook body as Asaas posts it: `{ id: 'evt_…', event, dateCreated, payment }`. */
  webhookEvent(
    paymentId: string,
    event?: string,
  ): { id: string; event: string; dateCreated: string; payment: FakePayment };
  close(): Promise<void>;
}

const DECLINED_CARDS = new Set(['5184019740373151', '4916561358240741']);
/** Approved by decree in the sandbox though not Luhn-valid (the mock server's table). */
const APPROVED_TEST_CARDS = new Set(['4444444444444444']);

/** A 1x1 transparent PNG: the fake's QR image (the adapter passes it through untouched). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const WALL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "2026-11-26 08:13:03": Asaas' zone-less São Paulo wall time. */
function wallTime(date: Date): string {
  return WALL.format(date);
}

function brand(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (number.startsWith('6')) return 'ELO';
  return 'UNKNOWN';
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

function maskCard(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  const card = copy.creditCard as Record<string, unknown> | undefined;
  if (card && typeof card === 'object') {
    if (typeof card.number === 'string') card.number = `****${card.number.slice(-4)}`;
    if ('ccv' in card) card.ccv = '***';
  }
  return copy;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const invalidCard = (description: string) => new FakeError(400, 'invalid_creditCard', description);

export async function startAsaasFake(opts: { apiKey?: string } = {}): Promise<AsaasFake> {
  const apiKey = opts.apiKey ?? '$aact_hmlg_fake_key';
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, FakePayment>();
  const invoices = new Map<string, FakeInvoice>();
  /** token -> what the charge needs (never the full number outside this map). */
  const tokens = new Map<string, { customer: string; last4: string; brand: string; declined: boolean }>();
  let failures: { status: number; left: number } | null = null;

  const fake: AsaasFake = {
    url: '',
    apiKey,
    requests,
    customers,
    payments,
    invoices,
    tokenizeReferencePathMissing: false,
    delayMs: 0,
    setStatus(paymentId, status) {
      const payment = mustGet(paymentId);
      payment.status = status;
      const today = wallTime(new Date()).slice(0, 10);
      if (status === 'RECEIVED' || status === 'CONFIRMED' || status === 'RECEIVED_IN_CASH') {
        payment.paymentDate ??= today;
        payment.confirmedDate ??= today;
      }
    },
    setValue(paymentId, cents) {
      const payment = mustGet(paymentId);
      payment.value = cents / 100;
      payment.netValue = cents / 100;
    },
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    webhookEvent(paymentId, event = 'PAYMENT_RECEIVED') {
      return {
        id: newId('evt'),
        event,
        dateCreated: wallTime(new Date()),
        payment: structuredClone(mustGet(paymentId)),
      };
    },
    authorizeInvoice(invoiceId) {
      const invoice = mustGetInvoice(invoiceId);
      const n = String(invoices.size + 1000);
      Object.assign(invoice, {
        status: 'AUTHORIZED',
        number: n,
        rpsSerie: 'E',
        rpsNumber: n,
        validationCode: randomBytes(4).toString('hex').toUpperCase(),
        pdfUrl: `https://sandbox.asaas.fake/nfse/${invoice.id}.pdf`,
        xmlUrl: `https://sandbox.asaas.fake/nfse/${invoice.id}.xml`,
      });
    },
    invoiceEvent(invoiceId, event = 'INVOICE_AUTHORIZED') {
      return {
        id: newId('evt'),
        event,
        dateCreated: wallTime(new Date()),
        invoice: structuredClone(mustGetInvoice(invoiceId)),
      };
    },
    close: () => Promise.resolve(),
  };

  function mustGetInvoice(invoiceId: string): FakeInvoice {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`asaas fake: no invoice ${invoiceId}`);
    return invoice;
  }

  function mustGet(paymentId: string): FakePayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`asaas fake: no payment ${paymentId}`);
    return payment;
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): [number, unknown] {
    if (method === 'POST' && path === '/invoices') return [200, scheduleInvoice(body)];
    if (method === 'GET' && path === '/invoices') {
      const ref = query.get('externalReference');
      const payment = query.get('payment');
      const data = [...invoices.values()].filter(
        (i) => (ref === null || i.externalReference === ref) && (payment === null || i.payment === payment),
      );
      return [200, { object: 'list', hasMore: false, totalCount: data.length, limit: 10, offset: 0, data }];
    }
    const invoice = /^\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoice) {
      const found = invoices.get(decodeURIComponent(invoice[1] ?? ''));
      if (!found) throw new FakeError(404, 'not_found', 'Nota fiscal não encontrada.');
      return [200, found];
    }
    if (method === 'POST' && path === '/customers') {
      if (typeof body.name !== 'string' || !body.name) {
        throw new FakeError(400, 'invalid_name', 'O nome do cliente é obrigatório.');
      }
      if (typeof body.cpfCnpj !== 'string' || !/^(\d{11}|\d{14})$/.test(body.cpfCnpj)) {
        throw new FakeError(400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
      }
      const customer = {
        object: 'customer',
        id: newId('cus'),
        dateCreated: wallTime(new Date()).slice(0, 10),
        ...body,
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && (path === '/creditCard/tokenizeCreditCard' || path === '/creditCard/tokenize')) {
      if (path === '/creditCard/tokenizeCreditCard' && fake.tokenizeReferencePathMissing) {
        throw new FakeError(404, 'not_found', 'Recurso não encontrado.');
      }
      return [200, tokenize(body)];
    }
    if (method === 'POST' && path === '/payments') return [200, createPayment(body)];
    if (method === 'GET' && path === '/payments') return [200, listPayments(query)];
    const qr = /^\/payments\/([^/]+)\/pixQrCode$/.exec(path);
    if (method === 'GET' && qr) {
      const payment = payments.get(decodeURIComponent(qr[1] ?? ''));
      if (!payment || payment.deleted) throw new FakeError(404, 'not_found', 'Cobrança não encontrada.');
      if (payment.billingType !== 'PIX') {
        throw new FakeError(400, 'invalid_billingType', 'A cobrança não é do tipo PIX.');
      }
      const payload = generatePixPayload({
        url: `pix.asaas.fake/qr/v2/${payment.id.replace(/[^A-Za-z0-9]/g, '')}`,
        merchantName: 'NC Classificados',
        merchantCity: 'Sao Paulo',
      });
      const expires = new Date(`${payment.dueDate}T23:59:59-03:00`);
      expires.setUTCFullYear(expires.getUTCFullYear() + 1); // "expira 12 meses após a data de vencimento"
      return [
        200,
        {
          encodedImage: PNG_1X1,
          payload,
          expirationDate: wallTime(expires),
          description: payment.description,
        },
      ];
    }
    const refund = /^\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const payment = payments.get(decodeURIComponent(refund[1] ?? ''));
      if (!payment || payment.deleted) throw new FakeError(404, 'not_found', 'Cobrança não encontrada.');
      if (!['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'].includes(payment.status)) {
        throw new FakeError(
          400,
          'invalid_action',
          'Só é possível estornar uma cobrança recebida ou confirmada.',
        );
      }
      if (body.value !== undefined && (typeof body.value !== 'number' || body.value > payment.value)) {
        throw new FakeError(400, 'invalid_value', 'O valor do estorno é inválido.');
      }
      payment.status = 'REFUNDED';
      return [200, payment];
    }
    const one = /^\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const payment = payments.get(decodeURIComponent(one[1] ?? ''));
      if (!payment) throw new FakeError(404, 'not_found', 'Cobrança não encontrada.');
      return [200, payment];
    }
    if (method === 'DELETE' && one) {
      const payment = payments.get(decodeURIComponent(one[1] ?? ''));
      if (!payment || payment.deleted) throw new FakeError(404, 'not_found', 'Cobrança não encontrada.');
      if (payment.status !== 'PENDING' && payment.status !== 'OVERDUE') {
        throw new FakeError(400, 'invalid_action', 'Não é possível remover uma cobrança já recebida.');
      }
      payment.deleted = true;
      return [200, { deleted: true, id: payment.id }];
    }
    throw new FakeError(404, 'not_found', 'Recurso não encontrado.');
  }

  /**
   * `GET /payments?dateCreated[ge]=YYYY-MM-DD&offset=&limit=` (Asaas' list envelope; limit at most
   * 100, default 10), oldest first; removed payments are listed with `deleted: true`.
   */
  function listPayments(query: URLSearchParams) {
    const since = query.get('dateCreated[ge]');
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw new FakeError(400, 'invalid_limit', 'Parâmetros de paginação inválidos.');
    }
    const all = [...payments.values()].filter((p) => since === null || p.dateCreated >= since);
    const data = all.slice(offset, offset + limit);
    return {
      object: 'list',
      hasMore: offset + limit < all.length,
      totalCount: all.length,
      limit,
      offset,
      data,
    };
  }

  function scheduleInvoice(body: Record<string, unknown>): FakeInvoice {
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : null);
    const paymentId = text('payment');
    const payment = paymentId ? payments.get(paymentId) : undefined;
    if (paymentId && !payment) throw new FakeError(400, 'invalid_payment', 'Cobrança não encontrada.');
    if (!paymentId && !text('installment') && !text('customer')) {
      throw new FakeError(
        400,
        'invalid_object',
        'Informe a cobrança, o parcelamento ou o cliente da nota fiscal.',
      );
    }
    for (const k of ['serviceDescription', 'observations', 'municipalServiceName']) {
      if (text(k) === null) throw new FakeError(400, `invalid_${k}`, `O campo ${k} deve ser informado.`);
    }
    if (!text('municipalServiceId') && !text('municipalServiceCode')) {
      throw new FakeError(400, 'invalid_municipalService', 'Informe o serviço municipal (id ou código).');
    }
    if (typeof body.value !== 'number' || !(body.value > 0)) {
      throw new FakeError(400, 'invalid_value', 'O valor da nota fiscal é inválido.');
    }
    if (typeof body.deductions !== 'number') {
      throw new FakeError(400, 'invalid_deductions', 'O campo deductions deve ser informado.');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text('effectiveDate') ?? '')) {
      throw new FakeError(400, 'invalid_effectiveDate', 'A data de emissão é inválida.');
    }
    if (!body.taxes || typeof body.taxes !== 'object') {
      throw new FakeError(400, 'invalid_taxes', 'Os impostos da nota fiscal devem ser informados.');
    }
    const invoice: FakeInvoice = {
      object: 'invoice',
      id: newId('inv'),
      status: 'SCHEDULED',
      customer: payment?.customer ?? text('customer') ?? '',
      payment: paymentId,
      installment: text('installment'),
      type: 'NFS-e',
      statusDescription: null,
      serviceDescription: text('serviceDescription') ?? '',
      observations: text('observations') ?? '',
      externalReference: text('externalReference'),
      value: body.value,
      deductions: body.deductions,
      effectiveDate: text('effectiveDate') ?? '',
      municipalServiceId: text('municipalServiceId'),
      municipalServiceCode: text('municipalServiceCode'),
      municipalServiceName: text('municipalServiceName') ?? '',
      updatePayment: typeof body.updatePayment === 'boolean' ? body.updatePayment : null,
      taxes: body.taxes as Record<string, unknown>,
      pdfUrl: null,
      xmlUrl: null,
      rpsSerie: null,
      rpsNumber: null,
      number: null,
      validationCode: null,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function tokenize(body: Record<string, unknown>) {
    const customer = typeof body.customer === 'string' ? body.customer : '';
    if (!customers.has(customer))
      throw new FakeError(400, 'invalid_customer', 'Cliente inválido ou não informado.');
    if (typeof body.remoteIp !== 'string' || !body.remoteIp) {
      throw new FakeError(400, 'invalid_remoteIp', 'O remoteIp é obrigatório.');
    }
    const card = (body.creditCard ?? {}) as Record<string, unknown>;
    const number = String(card.number ?? '').replace(/\D/g, '');
    const known = DECLINED_CARDS.has(number) || APPROVED_TEST_CARDS.has(number);
    if (!/^\d{13,19}$/.test(number) || (!known && !isLuhnValid(number))) {
      throw invalidCard('O número do cartão de crédito informado é inválido.');
    }
    const month = String(card.expiryMonth ?? '');
    if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) {
      throw invalidCard('O mês de expiração do cartão de crédito é inválido.');
    }
    if (!/^\d{4}$/.test(String(card.expiryYear ?? ''))) {
      throw invalidCard('O ano de expiração do cartão de crédito é inválido.');
    }
    if (!/^\d{3,4}$/.test(String(card.ccv ?? ''))) {
      throw invalidCard('O código de segurança do cartão de crédito é inválido.');
    }
    const token = randomBytes(16).toString('hex');
    const info = {
      customer,
      last4: number.slice(-4),
      brand: brand(number),
      declined: DECLINED_CARDS.has(number),
    };
    tokens.set(token, info);
    return { creditCardNumber: info.last4, creditCardBrand: info.brand, creditCardToken: token };
  }

  function createPayment(body: Record<string, unknown>): FakePayment {
    const customer = typeof body.customer === 'string' ? body.customer : '';
    if (!customers.has(customer))
      throw new FakeError(400, 'invalid_customer', 'Cliente inválido ou não informado.');
    if (typeof body.value !== 'number' || !(body.value > 0)) {
      throw new FakeError(400, 'invalid_value', 'O valor da cobrança é inválido.');
    }
    if (typeof body.dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.dueDate)) {
      throw new FakeError(400, 'invalid_dueDate', 'A data de vencimento é inválida.');
    }
    if (body.billingType !== 'PIX' && body.billingType !== 'CREDIT_CARD') {
      throw new FakeError(400, 'invalid_billingType', 'Forma de pagamento inválida.');
    }
    const id = newId('pay');
    const payment: FakePayment = {
      object: 'payment',
      id,
      customer,
      billingType: body.billingType,
      value: body.value,
      netValue: body.value,
      status: 'PENDING',
      dueDate: body.dueDate,
      description: typeof body.description === 'string' ? body.description : null,
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      dateCreated: wallTime(new Date()).slice(0, 10),
      paymentDate: null,
      confirmedDate: null,
      invoiceUrl: `https://sandbox.asaas.fake/i/${id}`,
      deleted: false,
      creditCard: null,
    };
    if (body.billingType === 'CREDIT_CARD') {
      const token = typeof body.creditCardToken === 'string' ? tokens.get(body.creditCardToken) : undefined;
      if (!token || token.customer !== customer) {
        throw invalidCard('O token do cartão de crédito informado é inválido.');
      }
      if (typeof body.remoteIp !== 'string' || !body.remoteIp) {
        throw new FakeError(400, 'invalid_remoteIp', 'O remoteIp é obrigatório.');
      }
      if (token.declined) {
        // Refused: HTTP 400 and the charge is not kept.
        throw invalidCard(
          'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
        );
      }
      payment.status = 'CONFIRMED';
      payment.confirmedDate = payment.dateCreated;
      payment.paymentDate = payment.dateCreated;
      payment.creditCard = {
        creditCardNumber: token.last4,
        creditCardBrand: token.brand,
        creditCardToken: body.creditCardToken as string,
      };
    }
    payments.set(id, payment);
    return payment;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    let parseFailed = false;
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        parseFailed = true;
      }
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      headers: {
        access_token: req.headers.access_token as string | undefined,
        'user-agent': req.headers['user-agent'],
        'content-type': req.headers['content-type'],
      },
      body: maskCard(body),
    });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));

    const send = (status: number, answer: unknown): void => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const error = (status: number, code: string, description: string) =>
      send(status, { errors: [{ code, description }] });

    if (req.headers.access_token !== apiKey) {
      error(401, 'invalid_access_token', 'A chave de API fornecida é inválida.');
      return;
    }
    if (failures && failures.left > 0) {
      failures.left -= 1;
      const status = failures.status;
      if (failures.left === 0) failures = null;
      error(status, status === 403 ? 'forbidden' : 'internal_error', 'Falha simulada.');
      return;
    }
    if (parseFailed) {
      error(400, 'invalid_object', 'O corpo da requisição não é um JSON válido.');
      return;
    }
    if (!url.pathname.startsWith('/v3/')) {
      error(404, 'not_found', 'Recurso não encontrado.');
      return;
    }
    try {
      const [status, answer] = route(method, url.pathname.slice('/v3'.length), body, url.searchParams);
      send(status, answer);
    } catch (err) {
      if (err instanceof FakeError) error(err.status, err.code, err.description);
      else error(500, 'internal_error', 'Erro interno do fake.');
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
