import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { GatewayError, isCancelledStatus, isPaidStatus } from './gateway.ts';
import { createSandboxGateway, isLuhnValid, SANDBOX_DECLINED_CARDS } from './sandbox-gateway.ts';

const CARD = {
  holderName: 'Joana',
  number: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2030',
  ccv: '123',
};
const HOLDER = {
  name: 'Joana',
  email: 'joana@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '100',
  phone: '11987654321',
};

describe('sandbox payment gateway', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const clock = createManualClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('checks card numbers with Luhn', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('411111111111')).toBe(false);
    for (const n of SANDBOX_DECLINED_CARDS) expect(isLuhnValid(n)).toBe(true);
  });

  it('makes a valid PIX BR Code with the amount and a QR PNG, valid 30 minutes, paid only when simulated', async () => {
    const gateway = createSandboxGateway({ db: database.db, clock });
    const customerId = await gateway.ensureCustomer(
      { userCode: 1, name: 'Joana', cpfCnpj: '52998224725', email: 'j@x.com' },
      null,
    );
    expect(
      await gateway.ensureCustomer(
        { userCode: 1, name: 'Joana', cpfCnpj: '52998224725', email: 'j@x.com' },
        customerId,
      ),
    ).toBe(customerId);
    const charge = await gateway.createPixCharge({
      customerId,
      valueCents: 14990,
      description: 'Plano',
      externalReference: '7',
    });
    expect(isValidPixPayload(charge.payload)).toBe(true);
    expect(getPixPayloadInfo(charge.payload)).toMatchObject({ amount: 149.9 });
    expect(Buffer.from(charge.qrCodePngBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(charge.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(await gateway.getPayment(charge.paymentId)).toEqual({
      id: charge.paymentId,
      status: 'PENDING',
      valueCents: 14990,
      externalReference: '7',
    });
    // A new gateway object (a restart) still finds it and can pay it.
    const restarted = createSandboxGateway({ db: database.db, clock });
    expect(await restarted.simulatePayment(charge.paymentId)).toBe(true);
    expect(isPaidStatus((await restarted.getPayment(charge.paymentId)).status)).toBe(true);
    expect(await restarted.simulatePayment('sbx_nao_existe')).toBe(false);
    await expect(restarted.getPayment('sbx_nao_existe')).rejects.toBeInstanceOf(GatewayError);
  });

  it('cancels a pending PIX (DELETED, no longer payable) and refuses to cancel a paid one', async () => {
    const gateway = createSandboxGateway({ db: database.db, clock });
    const charge = () =>
      gateway.createPixCharge({
        customerId: 'c',
        valueCents: 14990,
        description: 'Plano',
        externalReference: '10',
      });
    const pending = await charge();
    await gateway.cancelPayment(pending.paymentId);
    expect(isCancelledStatus((await gateway.getPayment(pending.paymentId)).status)).toBe(true);
    await gateway.cancelPayment(pending.paymentId); // twice: still cancelled
    await gateway.simulatePayment(pending.paymentId);
    expect((await gateway.getPayment(pending.paymentId)).status).toBe('DELETED');

    const paid = await charge();
    await gateway.simulatePayment(paid.paymentId);
    await expect(gateway.cancelPayment(paid.paymentId)).rejects.toMatchObject({ kind: 'rejected' });
    expect(isPaidStatus((await gateway.getPayment(paid.paymentId)).status)).toBe(true);
    await expect(gateway.cancelPayment('sbx_nao_existe')).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('approves Luhn-valid cards and declines the Asaas decline numbers', async () => {
    const gateway = createSandboxGateway({ db: database.db, clock });
    const token = await gateway.tokenizeCard({
      customerId: 'c',
      card: CARD,
      holder: HOLDER,
      remoteIp: '127.0.0.1',
    });
    expect(token).toMatchObject({ brand: 'VISA', last4: '1111' });
    expect(token.token).not.toContain('4111111111111111');
    const payment = await gateway.chargeCard({
      customerId: 'c',
      valueCents: 7990,
      description: 'Plano',
      externalReference: '8',
      token: token.token,
      remoteIp: '127.0.0.1',
    });
    expect(payment).toMatchObject({ status: 'CONFIRMED', valueCents: 7990 });
    expect((await gateway.getPayment(payment.id)).status).toBe('CONFIRMED');
    await expect(
      gateway.tokenizeCard({
        customerId: 'c',
        card: { ...CARD, number: '4111111111111112' },
        holder: HOLDER,
        remoteIp: '',
      }),
    ).rejects.toMatchObject({ kind: 'invalid_card' });
    for (const number of SANDBOX_DECLINED_CARDS) {
      const declined = await gateway.tokenizeCard({
        customerId: 'c',
        card: { ...CARD, number },
        holder: HOLDER,
        remoteIp: '',
      });
      await expect(
        gateway.chargeCard({
          customerId: 'c',
          valueCents: 7990,
          description: 'x',
          externalReference: '9',
          token: declined.token,
          remoteIp: '',
        }),
      ).rejects.toMatchObject({ kind: 'declined' });
    }
  });
});
