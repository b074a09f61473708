import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAsaasFake, type AsaasFake } from '#server/test/asaas-fake.ts';
import {
  centsToReais,
  createAsaasGateway,
  parseAsaasDate,
  reaisToCents,
  saoPauloDate,
  toGatewayError,
} from './asaas-gateway.ts';
import { GatewayError, isPaidStatus, type CardHolderInfo, type PaymentGateway } from './gateway.ts';

const HOLDER: CardHolderInfo = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '100',
  phone: '11987654321',
};
const CARD = {
  holderName: 'MARIA SOUZA',
  number: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2031',
  ccv: '123',
};

let fake: AsaasFake;
let gateway: PaymentGateway;
const log = { warn: vi.fn() };

beforeAll(async () => {
  fake = await startAsaasFake();
  gateway = createAsaasGateway({ baseUrl: fake.url, apiKey: fake.apiKey, userAgent: 'NC-testes', log });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.tokenizeReferencePathMissing = false;
  fake.delayMs = 0;
  log.warn.mockClear();
});

async function customer(): Promise<string> {
  return gateway.ensureCustomer(
    {
      userCode: 42,
      name: 'Maria Souza',
      cpfCnpj: '52998224725',
      email: 'maria@example.com',
      phone: '11987654321',
    },
    null,
  );
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe('Asaas gateway over HTTP (against the in-process fake)', () => {
  it('creates a customer with the documented fields and headers; a known id is reused without a call', async () => {
    const id = await customer();
    expect(id).toMatch(/^cus_/);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v3/customers',
      headers: { access_token: fake.apiKey, 'user-agent': 'NC-testes', 'content-type': 'application/json' },
      body: {
        name: 'Maria Souza',
        cpfCnpj: '52998224725',
        email: 'maria@example.com',
        mobilePhone: '11987654321',
        externalReference: '42',
        notificationDisabled: true,
      },
    });
    fake.requests.length = 0;
    expect(
      await gateway.ensureCustomer({ userCode: 42, name: 'x', cpfCnpj: '1', email: 'x' }, 'cus_kept'),
    ).toBe('cus_kept');
    expect(fake.requests).toHaveLength(0);
  });

  it('creates a PIX charge in reais due today in São Paulo, with its BR Code, PNG and expiry', async () => {
    const customerId = await customer();
    const pix = await gateway.createPixCharge({
      customerId,
      valueCents: 14990,
      description: 'NC - PF Anual',
      externalReference: 'chk-1',
    });
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v3/payments');
    expect(create?.body).toEqual({
      customer: customerId,
      billingType: 'PIX',
      value: 149.9,
      dueDate: saoPauloDate(),
      description: 'NC - PF Anual',
      externalReference: 'chk-1',
    });
    expect(fake.requests.at(-1)?.path).toBe(`/v3/payments/${pix.paymentId}/pixQrCode`);
    expect(isValidPixPayload(pix.payload)).toBe(true);
    expect(pix.qrCodePngBase64).toMatch(/^iVBORw0KGgo/);
    expect(pix.expiresAt.getTime()).toBeGreaterThan(Date.now());

    expect(await gateway.getPayment(pix.paymentId)).toEqual({
      id: pix.paymentId,
      status: 'PENDING',
      valueCents: 14990,
      externalReference: 'chk-1',
    });
    fake.setStatus(pix.paymentId, 'RECEIVED');
    const paid = await gateway.getPayment(pix.paymentId);
    expect(isPaidStatus(paid.status)).toBe(true);
    fake.setValue(pix.paymentId, 100);
    expect((await gateway.getPayment(pix.paymentId)).valueCents).toBe(100);
  });

  it('cancels a pending PIX with DELETE /payments/{id}: then DELETED, its QR code gone; a received one is refused', async () => {
    const customerId = await customer();
    const charge = (ref: string) =>
      gateway.createPixCharge({
        customerId,
        valueCents: 14990,
        description: 'NC - PF Anual',
        externalReference: ref,
      });
    const pending = await charge('chk-c1');
    fake.requests.length = 0;
    await gateway.cancelPayment(pending.paymentId);
    expect(fake.requests).toMatchObject([
      { method: 'DELETE', path: `/v3/payments/${pending.paymentId}`, headers: { access_token: fake.apiKey } },
    ]);
    expect(fake.payments.get(pending.paymentId)).toMatchObject({ deleted: true, status: 'PENDING' });
    expect(await gateway.getPayment(pending.paymentId)).toMatchObject({ status: 'DELETED' });
    // Twice: Asaas no longer finds it (404), which the checkout reads as a refusal.
    expect((await gatewayError(gateway.cancelPayment(pending.paymentId))).kind).toBe('rejected');

    const received = await charge('chk-c2');
    fake.setStatus(received.paymentId, 'RECEIVED');
    const refused = await gatewayError(gateway.cancelPayment(received.paymentId));
    expect(refused.kind).toBe('rejected');
    expect(refused.detail).toBe('Não é possível remover uma cobrança já recebida.');
    expect(fake.payments.get(received.paymentId)?.deleted).toBe(false);

    const other = await charge('chk-c3');
    expect(fake.payments.get(other.paymentId)?.deleted).toBe(false);
    fake.failNext(502);
    expect((await gatewayError(gateway.cancelPayment(other.paymentId))).kind).toBe('unavailable');
  });

  it('tokenizes on the reference path and falls back to /creditCard/tokenize on 404', async () => {
    const customerId = await customer();
    const token = await gateway.tokenizeCard({
      customerId,
      card: CARD,
      holder: HOLDER,
      remoteIp: '203.0.113.9',
    });
    expect(token).toEqual({ token: expect.any(String), brand: 'VISA', last4: '1111' });
    expect(fake.requests.at(-1)?.path).toBe('/v3/creditCard/tokenizeCreditCard');
    expect(fake.requests.at(-1)?.body).toMatchObject({
      customer: customerId,
      creditCardHolderInfo: HOLDER,
      remoteIp: '203.0.113.9',
      creditCard: { holderName: 'MARIA SOUZA', expiryMonth: '12', expiryYear: '2031' },
    });

    fake.tokenizeReferencePathMissing = true;
    fake.requests.length = 0;
    const fallback = await gateway.tokenizeCard({
      customerId,
      card: CARD,
      holder: HOLDER,
      remoteIp: '203.0.113.9',
    });
    expect(fallback.last4).toBe('1111');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v3/creditCard/tokenizeCreditCard',
      '/v3/creditCard/tokenize',
    ]);
  });

  it('maps bad card data to invalid_card, invalid_expiry and invalid_cvv', async () => {
    const customerId = await customer();
    const tokenize = (card: Partial<typeof CARD>) =>
      gateway.tokenizeCard({
        customerId,
        card: { ...CARD, ...card },
        holder: HOLDER,
        remoteIp: '203.0.113.9',
      });
    expect((await gatewayError(tokenize({ number: '4111111111111112' }))).kind).toBe('invalid_card');
    expect((await gatewayError(tokenize({ expiryMonth: '13' }))).kind).toBe('invalid_expiry');
    expect((await gatewayError(tokenize({ ccv: '1' }))).kind).toBe('invalid_cvv');
  });

  it('charges a tokenized card (CONFIRMED) and maps the sandbox refusal cards to declined, keeping no charge', async () => {
    const customerId = await customer();
    const { token } = await gateway.tokenizeCard({
      customerId,
      card: CARD,
      holder: HOLDER,
      remoteIp: '203.0.113.9',
    });
    const payment = await gateway.chargeCard({
      customerId,
      valueCents: 34990,
      description: 'NC - PJ Anual',
      externalReference: 'chk-2',
      token,
      remoteIp: '203.0.113.9',
    });
    expect(payment).toMatchObject({ status: 'CONFIRMED', valueCents: 34990, externalReference: 'chk-2' });
    expect(fake.requests.at(-1)?.body).toMatchObject({
      billingType: 'CREDIT_CARD',
      value: 349.9,
      creditCardToken: token,
    });

    for (const number of ['5184019740373151', '4916561358240741']) {
      const refused = await gateway.tokenizeCard({
        customerId,
        card: { ...CARD, number },
        holder: HOLDER,
        remoteIp: '203.0.113.9',
      });
      const before = fake.payments.size;
      const err = await gatewayError(
        gateway.chargeCard({
          customerId,
          valueCents: 34990,
          description: 'NC - PJ Anual',
          externalReference: 'chk-3',
          token: refused.token,
          remoteIp: '203.0.113.9',
        }),
      );
      expect(err.kind).toBe('declined');
      expect(err.message).not.toContain(number);
      expect(fake.payments.size).toBe(before);
    }
  });

  it('never logs card data', async () => {
    const customerId = await customer();
    fake.failNext(500);
    await gatewayError(
      gateway.tokenizeCard({ customerId, card: CARD, holder: HOLDER, remoteIp: '203.0.113.9' }),
    );
    expect(log.warn).toHaveBeenCalled();
    const logged = JSON.stringify(log.warn.mock.calls);
    expect(logged).not.toContain(CARD.number);
    expect(logged).not.toContain('1111');
    expect(logged).not.toContain(CARD.ccv);
  });

  it('answers rejected on a wrong key (with a hint in the log), forbidden on 403, unavailable on 5xx, timeouts and no server', async () => {
    const wrongKey = createAsaasGateway({
      baseUrl: fake.url,
      apiKey: 'aact_sem_cifrao',
      userAgent: 'NC',
      log,
    });
    const rejected = await gatewayError(wrongKey.getPayment('pay_x'));
    expect(rejected.kind).toBe('rejected');
    expect(rejected.detail).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401 }),
      expect.stringContaining('ASAAS_API_KEY'),
    );

    fake.failNext(403);
    expect((await gatewayError(gateway.getPayment('pay_x'))).kind).toBe('forbidden');
    fake.failNext(503);
    expect((await gatewayError(gateway.getPayment('pay_x'))).kind).toBe('unavailable');
    expect((await gatewayError(gateway.getPayment('pay_nao_existe'))).kind).toBe('rejected');

    fake.delayMs = 300;
    const impatient = createAsaasGateway({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      userAgent: 'NC',
      timeoutMs: 50,
      log,
    });
    expect((await gatewayError(impatient.getPayment('pay_x'))).kind).toBe('unavailable');
    fake.delayMs = 0;

    const other = await startAsaasFake();
    const url = other.url;
    await other.close();
    const nobody = createAsaasGateway({ baseUrl: url, apiKey: 'k', userAgent: 'NC', log });
    expect((await gatewayError(nobody.getPayment('pay_x'))).kind).toBe('unavailable');
  });
});

describe('money and dates', () => {
  it('converts cents to reais and back without drift', () => {
    expect(centsToReais(14990)).toBe(149.9);
    expect(centsToReais(1)).toBe(0.01);
    expect(reaisToCents(149.9)).toBe(14990);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(29.99)).toBe(2999); // 29.99 * 100 is 2998.9999999999995
    expect(reaisToCents(1234567.89)).toBe(123456789);
    for (let cents = 0; cents <= 200_000; cents++) {
      if (reaisToCents(centsToReais(cents)) !== cents) throw new Error(`drift at ${cents}`);
    }
    expect(() => centsToReais(1.5)).toThrow(RangeError);
  });

  it("reads Asaas' zone-less dates as São Paulo time", () => {
    expect(parseAsaasDate('2026-12-01 23:59:59')?.toISOString()).toBe('2026-12-02T02:59:59.000Z');
    expect(parseAsaasDate('2026-12-01T10:00:00Z')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(parseAsaasDate('amanhã')).toBeNull();
    expect(parseAsaasDate(null)).toBeNull();
    expect(saoPauloDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
  });
});

describe('toGatewayError', () => {
  const err = (status: number, code: string, description: string) =>
    toGatewayError(status, { errors: [{ code, description }] });

  it('maps Asaas card texts and statuses to the kinds the checkout answers', () => {
    expect(
      err(
        400,
        'invalid_creditCard',
        'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
      ).kind,
    ).toBe('declined');
    expect(
      err(400, 'invalid_action', 'Transação não autorizada. Verifique os dados do cartão e tente novamente.')
        .kind,
    ).toBe('declined');
    expect(err(400, 'invalid_creditCard', 'Saldo insuficiente.').kind).toBe('declined');
    expect(err(400, 'invalid_creditCard', 'O número do cartão de crédito informado é inválido.').kind).toBe(
      'invalid_card',
    );
    expect(
      err(400, 'invalid_creditCard', 'O código de segurança do cartão de crédito é inválido.').kind,
    ).toBe('invalid_cvv');
    expect(err(400, 'invalid_creditCard', 'O ano de expiração do cartão de crédito é inválido.').kind).toBe(
      'invalid_expiry',
    );
    const other = err(400, 'invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    expect(other).toMatchObject({ kind: 'rejected', detail: 'O CPF/CNPJ informado é inválido.' });
    expect(err(403, 'forbidden', 'Tokenização não habilitada.').kind).toBe('forbidden');
    expect(err(401, 'invalid_access_token', 'A chave de API fornecida é inválida.')).toMatchObject({
      kind: 'rejected',
      detail: undefined,
    });
    expect(toGatewayError(502, '<html>')).toMatchObject({ kind: 'unavailable' });
    expect(toGatewayError(400, null)).toMatchObject({ kind: 'rejected', detail: undefined });
  });
});
