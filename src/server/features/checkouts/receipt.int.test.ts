import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf } from '#shared/lib/documents.ts';
import type { AccountsTestApp } from '../../test/accounts-app.ts';
import { userRow } from '../../test/accounts-app.ts';
import { drawnText } from '../../test/pdf-text.ts';
import { buildCheckoutsApp, buyer, type Buyer } from './checkouts-test-kit.ts';

/**
 * The PDF receipt a business can file: the payer's own document in full, the
 * issuer from RECEIPT_ISSUER_*, and that it is not a nota fiscal; as served by
 * GET /api/planos/faturas/{id}/pdf (owner or admin; 404 for the others).
 */
const ISSUER = {
  RECEIPT_ISSUER_NAME: 'NC Classificados Ltda.',
  RECEIPT_ISSUER_CNPJ: '11.222.333/0001-81',
  RECEIPT_ISSUER_ADDRESS: 'Rua Augusta, 100, sala 12, Consolação, São Paulo - SP, 01304-000',
};

describe('the receipt PDF', () => {
  let t: AccountsTestApp;
  let other: Buyer;
  let admin: Buyer;

  beforeAll(async () => {
    t = await buildCheckoutsApp(ISSUER);
    [other, admin] = [await buyer(t), await buyer(t, { admin: true })];
  });
  afterAll(() => t.close());

  /** A paid plan (sandbox PIX + "Simular pagamento"); answers the invoice's PDF path. */
  async function paidInvoice(b: Buyer, planoSlug: string): Promise<string> {
    const { checkoutId } = (await b.post('/api/checkouts/asaas/pix', { planoSlug })).body;
    expect((await b.post('/api/checkouts/sandbox/pagar', { checkoutId })).status).toBe(200);
    const list = (await b.get('/api/planos/faturas?status=paid')).body;
    const invoice = list.items.find((i: { checkoutId: number }) => i.checkoutId === checkoutId);
    return invoice.pdf as string;
  }

  const pdfOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, bytes: res.rawPayload };
  };

  it("prints the payer's full CPF, the issuer's name, CNPJ and address, and that it is not a nota fiscal", async () => {
    const pf = await buyer(t);
    const document = (await userRow(t, pf.email))?.document ?? '';
    expect(document).toMatch(/^\d{11}$/);
    const url = await paidInvoice(pf, 'pf-anual');

    const own = await pdfOf(url, pf.headers);
    expect(own.status).toBe(200);
    const text = await drawnText(own.bytes);
    expect(text).toContain(formatCpf(document));
    expect(text).not.toMatch(/\*\*\*/);
    expect(text).toContain('NC Classificados Ltda.');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain('Rua Augusta, 100, sala 12, Consolação, São Paulo - SP, 01304-000');
    expect(text).toContain('Este recibo não é nota fiscal.');
  });

  it("prints a company's full CNPJ", async () => {
    const pj = await buyer(t, { pessoa: 'pj' });
    const document = (await userRow(t, pj.email))?.document ?? '';
    expect(document).toMatch(/^\d{14}$/);
    const text = await drawnText((await pdfOf(await paidInvoice(pj, 'pj-anual'), pj.headers)).bytes);
    expect(text).toContain(`CNPJ\n${formatCnpj(document)}`);
  });

  it('is served to its owner and to an admin only (anonymous 401, another user 404)', async () => {
    const pf = await buyer(t);
    const url = await paidInvoice(pf, 'pf-anual');
    expect((await pdfOf(url)).status).toBe(401);
    expect((await pdfOf(url, other.headers)).status).toBe(404);
    expect((await pdfOf(url, pf.headers)).status).toBe(200);
    const byAdmin = await pdfOf(url, admin.headers);
    expect(byAdmin.status).toBe(200);
    // The admin sees the same receipt: the payer's document in full is the payer's, not the admin's.
    const document = (await userRow(t, pf.email))?.document ?? '';
    expect(await drawnText(byAdmin.bytes)).toContain(formatCpf(document));
  });
});
