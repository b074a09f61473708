import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnText } from '../../test/pdf-text.ts';
import { NOT_A_TAX_INVOICE, renderInvoicePdf, type InvoicePdfData } from './invoice-pdf.ts';

const BASE: InvoicePdfData = {
  number: 123,
  // 02:30 UTC is still the evening before in São Paulo (UTC-3).
  issuedAt: new Date('2026-03-01T02:30:00Z'),
  paidAt: new Date('2026-03-02T15:00:00Z'),
  planName: 'PF Anual',
  periodLabel: '1 Ano',
  amountCents: 14990,
  payerName: 'João da Conceição',
  payerDocument: '52998224725',
  method: 'pix',
  cardLast4: null,
  issuer: {
    name: 'NC Classificados Ltda.',
    cnpj: '11222333000181',
    address: 'Rua Augusta, 100, sala 12, Consolação, São Paulo - SP, 01304-000',
  },
};

describe('renderInvoicePdf', () => {
  it('is a PDF titled with the invoice number', async () => {
    const pdf = await renderInvoicePdf(BASE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Recibo - Fatura nº 000123');
    expect(doc.getPageCount()).toBe(1);
  });

  it('prints NC, the number, São Paulo dates, plan, period, amount, payer and method (accents kept)', async () => {
    const text = await drawnText(await renderInvoicePdf(BASE));
    expect(text).toContain('NC');
    expect(text).toContain('Recibo');
    expect(text).toContain('Fatura nº 000123');
    expect(text).toContain('28/02/2026'); // issued: still 28 February in São Paulo
    expect(text).toContain('02/03/2026');
    expect(text).toContain('PF Anual');
    expect(text).toContain('1 Ano');
    expect(text).toContain('R$\u00a0149,90');
    expect(text).toContain('João da Conceição');
    expect(text).toContain('PIX');
    expect(text).toContain('Período');
  });

  it('names the card by its last four digits and the free month as such', async () => {
    const card = await drawnText(await renderInvoicePdf({ ...BASE, method: 'card', cardLast4: '1234' }));
    expect(card).toContain('Cartão final 1234');
    const free = await drawnText(
      await renderInvoicePdf({ ...BASE, method: 'free', amountCents: 0, planName: 'PF Mês Grátis' }),
    );
    expect(free).toContain('Mês grátis');
    expect(free).toContain('R$\u00a00,00');
  });

  it('keeps six digits and grows past them', async () => {
    const doc = await PDFDocument.load(await renderInvoicePdf({ ...BASE, number: 1234567 }));
    expect(doc.getTitle()).toBe('Recibo - Fatura nº 1234567');
  });

  it("prints the payer's full CPF or CNPJ: it is their own receipt", async () => {
    const cpf = await drawnText(await renderInvoicePdf(BASE));
    expect(cpf).toContain('CPF\n529.982.247-25');
    expect(cpf).not.toContain('*');
    const cnpj = await drawnText(await renderInvoicePdf({ ...BASE, payerDocument: '45723174000110' }));
    expect(cnpj).toContain('CNPJ\n45.723.174/0001-10');
  });

  it('names the issuer (legal name, CNPJ, address) and says it is not a nota fiscal', async () => {
    const text = await drawnText(await renderInvoicePdf(BASE));
    expect(text).toContain('NC Classificados Ltda.');
    expect(text).toContain('CNPJ 11.222.333/0001-81');
    expect(text).toContain('Rua Augusta, 100, sala 12, Consolação, São Paulo - SP, 01304-000');
    expect(NOT_A_TAX_INVOICE).toBe('Este recibo não é nota fiscal.');
    expect(text).toContain(NOT_A_TAX_INVOICE);
    // Without a CNPJ or address configured (a local run), the name alone.
    const bare = await drawnText(
      await renderInvoicePdf({ ...BASE, issuer: { name: 'NC Classificados', cnpj: null, address: null } }),
    );
    expect(bare).toContain('NC Classificados');
    expect(bare).not.toContain('CNPJ 11.222');
  });
});
