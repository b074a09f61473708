import { describe, expect, it } from 'vitest';
import type { AdminInvoice } from '#shared/contracts/admin-overview.contract.ts';
import { csvCell, csvLine, decimalComma, invoiceCsvLine } from './invoices-csv.ts';

describe('invoice CSV', () => {
  it('writes amounts with a decimal comma and no thousands separator', () => {
    expect(decimalComma(14990)).toBe('149,90');
    expect(decimalComma(5)).toBe('0,05');
    expect(decimalComma(123456789)).toBe('1234567,89');
    expect(decimalComma(0)).toBe('0,00');
  });

  it('keeps formulas as text: = + - @ (and tab or CR) get an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe('"\'=HYPERLINK(""http://x"";""y"")"');
    expect(csvCell('+5511999')).toBe("'+5511999");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Maria = Souza')).toBe('Maria = Souza');
  });

  it('quotes cells with the separator, quotes or line breaks, and ends lines with CRLF', () => {
    expect(csvCell('Silva; Souza')).toBe('"Silva; Souza"');
    expect(csvCell('Ana "Aninha"')).toBe('"Ana ""Aninha"""');
    expect(csvCell('linha\numa')).toBe('"linha\numa"');
    expect(csvLine(['a', 'b;c', 'ç'])).toBe('a;"b;c";ç\r\n');
  });

  it('writes an invoice as its row: number, Brasília date, payer, plan, method, amount, status', () => {
    const invoice: AdminInvoice = {
      id: 7,
      number: 42,
      plan: {
        nome: 'Anual',
        slug: 'pf-anual',
        tipoUsuario: 3,
        valorCentavos: 14990,
        periodoMeses: 12,
        origem: 'novo',
      },
      customer: { nome: '=cmd', codigo: 3, email: 'ana@exemplo.com.br' },
      amount: 149.9,
      amountCents: 14990,
      date: '2026-01-15T02:30:00.000Z',
      status: 'paid',
      method: 'pix',
      pdf: '/api/planos/faturas/7/pdf',
      checkoutId: 9,
    };
    expect(invoiceCsvLine(invoice)).toBe(
      "42;14/01/2026 23:30;'=cmd;ana@exemplo.com.br;Anual;PIX;149,90;Paga\r\n",
    );
  });
});
