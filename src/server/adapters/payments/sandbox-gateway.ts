import { randomBytes } from 'node:crypto';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.ts';

/**
 * The local payment gateway (PAYMENT_GATEWAY=sandbox, the default outside production): nothing
 * leaves this machine and nothing is charged.
 * - PIX: a real BR Code (static, with the amount and the payment id as txid; CRC16 by
 *   @brazilian-utils/brazilian-utils) and its QR PNG (qrcode), valid 30 minutes. It stays
 *   PENDING until `simulatePayment` (POST /api/checkouts/sandbox/pagar) marks it RECEIVED.
 * - Cards: any Luhn-valid number is approved (CONFIRMED at once), except Asaas' documented
 *   decline numbers, whose charge fails with GatewayError('declined').
 * - Cancelling: a PENDING payment becomes DELETED (Asaas' DELETE /payments/{id}); a paid one
 *   is refused.
 * - Refunding: a paid payment (RECEIVED, CONFIRMED) becomes REFUNDED (Asaas' POST
 *   /payments/{id}/refund); any other is refused.
 * - Listing: the payments created since a moment (Asaas' GET /payments?dateCreated[ge]=).
 * Payments are kept in `pagamentos_sandbox`, so a restart loses none of them.
 */

/** Asaas' sandbox cards that always decline (reference/stack-notes.md §4). */
export const SANDBOX_DECLINED_CARDS = ['5184019740373151', '4916561358240741'] as const;

const PIX_VALIDITY_MS = 30 * 60_000;
/** The receiver written in the sandbox's BR Codes (nobody can be paid through them for real). */
const PIX_RECEIVER = {
  key: 'pagamentos@nc.com.br',
  merchantName: 'NC Classificados',
  merchantCity: 'Sao Paulo',
};

const TOKEN_PREFIX = 'tok_sbx_';

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** Marks a pending PIX payment RECEIVED (what a payer's bank would do). False when unknown. */
  simulatePayment(paymentId: string): Promise<boolean>;
}

/** The Luhn check digit test of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand of a card number, by its first digits (the main Brazilian ones); null when unknown. */
function cardBrand(digits: string): string | null {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) {
    return 'ELO';
  }
  if (/^(606282|3841)/.test(digits)) return 'HIPERCARD';
  return null;
}

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

export function createSandboxGateway(opts: { db: Db; clock: Clock }): SandboxGateway {
  const { db, clock } = opts;

  async function insertPayment(p: {
    customerId: string;
    method: 'pix' | 'card';
    status: string;
    valueCents: number;
    externalReference: string;
  }): Promise<string> {
    const id = newId('sbx');
    await db.insert(sandboxPayments).values({ id, ...p, createdAt: clock.now() });
    return id;
  }

  return {
    name: 'sandbox',

    async ensureCustomer(_customer, known) {
      return known ?? newId('cus_sbx_');
    },

    async createPixCharge({ customerId, valueCents, externalReference }) {
      const paymentId = await insertPayment({
        customerId,
        method: 'pix',
        status: 'PENDING',
        valueCents,
        externalReference,
      });
      const payload = generatePixPayload({
        ...PIX_RECEIVER,
        amount: valueCents / 100,
        // The txid takes 1 to 25 of [A-Za-z0-9]: the payment id is "sbx" and 20 hex digits.
        txid: paymentId,
      });
      if (!payload) throw new GatewayError('rejected', 'PIX payload inválido');
      const png = await QRCode.toBuffer(payload, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 280,
      });
      return {
        paymentId,
        payload,
        qrCodePngBase64: png.toString('base64'),
        expiresAt: new Date(clock.now().getTime() + PIX_VALIDITY_MS),
      };
    },

    async tokenizeCard({ card }) {
      if (!isLuhnValid(card.number)) throw new GatewayError('invalid_card');
      const declined = (SANDBOX_DECLINED_CARDS as readonly string[]).includes(card.number);
      // The token says only whether the sandbox will decline it (never the number).
      return {
        token: `${TOKEN_PREFIX}${declined ? 'r' : 'a'}${randomBytes(12).toString('hex')}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
      };
    },

    async chargeCard({ customerId, valueCents, externalReference, token }) {
      if (!token.startsWith(TOKEN_PREFIX)) throw new GatewayError('rejected', 'token de cartão desconhecido');
      if (token[TOKEN_PREFIX.length] === 'r') throw new GatewayError('declined');
      const id = await insertPayment({
        customerId,
        method: 'card',
        status: 'CONFIRMED',
        valueCents,
        externalReference,
      });
      return { id, status: 'CONFIRMED', valueCents, externalReference };
    },

    async getPayment(paymentId): Promise<GatewayPayment> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw new GatewayError('rejected', 'pagamento não encontrado');
      return {
        id: row.id,
        status: row.status,
        valueCents: row.valueCents,
        externalReference: row.externalReference,
      };
    },

    async cancelPayment(paymentId) {
      // Only a PENDING payment is cancelled, in one statement: a simulated payment that came
      // first wins, as a payer's bank would at Asaas.
      const rows = await db
        .update(sandboxPayments)
        .set({ status: 'DELETED' })
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'PENDING')))
        .returning({ id: sandboxPayments.id });
      if (rows.length > 0) return;
      const [row] = await db
        .select({ status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      if (row?.status === 'DELETED') return;
      throw new GatewayError('rejected', row ? 'pagamento já recebido' : 'pagamento não encontrado');
    },

    async refundPayment(paymentId) {
      // One statement: of two refunds at once, one wins and the other is refused.
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: 'REFUNDED' })
        .where(
          and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.status, ['RECEIVED', 'CONFIRMED'])),
        )
        .returning();
      if (!row) throw new GatewayError('rejected', 'pagamento não recebido ou já estornado');
      return {
        id: row.id,
        status: row.status,
        valueCents: row.valueCents,
        externalReference: row.externalReference,
      };
    },

    async listPayments({ since }) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(gte(sandboxPayments.createdAt, since))
        .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        valueCents: row.valueCents,
        externalReference: row.externalReference,
      }));
    },

    async simulatePayment(paymentId) {
      const [row] = await db
        .select({ status: sandboxPayments.status })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      if (!row) return false;
      await db
        .update(sandboxPayments)
        .set({ status: 'RECEIVED' })
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'PENDING')));
      return true;
    },
  };
}
