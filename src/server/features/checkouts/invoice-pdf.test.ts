import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePdfData } from './invoice-pdf.ts';

const BASE: InvoicePdfData = {
  number: 123,
  // 02:30 UTC is still the evening before in São Paulo (UTC-3).
  issuedAt: new Date('2026-03-01T02:30:00Z'),
  paidAt: new Date('2026-03-02T15:00:00Z'),
  planName: 'PF Anual',
  periodLabel: '1 Ano',
  amountCents: 14990,
  payerName: 'João da Conceição',
  payerDocumentMasked: '***.456.789-**',
  method: 'pix',
  cardLast4: null,
};

/** The text the page draws: its content streams inflated, each `<hex> Tj` decoded as WinAnsi. */
async function drawnText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = Buffer.from(object.contents);
    const content = object.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw;
    for (const match of content.toString('latin1').matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      // WinAnsi and Latin-1 agree on every character a receipt uses (á, ç, ã, º, no-break space).
      parts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}

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
    expect(text).toContain('***.456.789-**');
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
});
