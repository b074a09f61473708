import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCnpj, formatCpf } from '#shared/lib/documents.ts';
import { formatCents } from '#shared/lib/price.ts';

/**
 * The PDF receipt of a paid invoice (`/painel/faturas`): its issuer (legal name, CNPJ
 * and address from RECEIPT_ISSUER_*), the invoice number, the dates, the plan and its period, the
 * amount paid, the payer with their full document (it is their own receipt, to file), the
 * payment method, and that it is not a nota fiscal. Drawn with pdf-lib's standard
 * Helvetica, whose WinAnsi encoding covers Portuguese (á, ç, ã, õ, º, the no-break space Intl puts
 * after "R$"); no font file ships with the server.
 */
export interface InvoicePdfData {
  /** The invoice's sequential number (gapless). */
  number: number;
  issuedAt: Date;
  paidAt: Date;
  planName: string;
  /** "1 Ano", "6 Meses", "1 Mês". */
  periodLabel: string;
  amountCents: number;
  payerName: string;
  /** Digits (11: CPF, 14: CNPJ), printed in full with its mask. */
  payerDocument: string;
  method: 'pix' | 'card' | 'free';
  cardLast4: string | null;
  issuer: ReceiptIssuer;
  /** When the payment was refunded: the receipt then says "Estornada" (issue 35). */
  refundedAt?: Date | null;
}

/** Who received the money: RECEIPT_ISSUER_* (the CNPJ and address only when configured). */
export interface ReceiptIssuer {
  name: string;
  /** Digits or masked. */
  cnpj: string | null;
  address: string | null;
}

/** The sentence that keeps a receipt from being taken for a tax document. */
export const NOT_A_TAX_INVOICE = 'Este recibo não é nota fiscal.';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 123 -> "000123". */
function invoiceNumberLabel(n: number): string {
  return String(n).padStart(6, '0');
}

/** "CPF 529.982.247-25", "CNPJ 11.222.333/0001-81", or the value as stored. */
function documentRow(document: string): [string, string] {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 11) return ['CPF', formatCpf(digits)];
  if (digits.length === 14) return ['CNPJ', formatCnpj(digits)];
  return ['Documento', document || '—'];
}

function methodLabel(data: InvoicePdfData): string {
  if (data.method === 'pix') return 'PIX';
  if (data.method === 'free') return 'Mês grátis';
  return data.cardLast4 ? `Cartão final ${data.cardLast4}` : 'Cartão';
}

/** The one character WinAnsi lacks that Intl may emit: U+202F (narrow no-break space). */
function winAnsiSafe(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const number = invoiceNumberLabel(data.number);
  doc.setTitle(`Recibo - Fatura nº ${number}`);
  doc.setAuthor(data.issuer.name);
  doc.setSubject(`Fatura nº ${number}`);
  doc.setCreator('NC');
  doc.setProducer('NC');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const page = doc.addPage([595.28, 841.89]); // A4
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = page.getWidth();
  let y = page.getHeight() - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont, color = INK): void => {
    page.drawText(winAnsiSafe(value), { x, y, size, font, color });
  };

  text('NC', MARGIN, 28, bold);
  y -= 18;
  text('Classificados para negócios dentro de condomínios', MARGIN, 10, regular, MUTED);
  y -= 24;
  text(data.issuer.name, MARGIN, 10, bold);
  if (data.issuer.cnpj) {
    y -= 13;
    text(`CNPJ ${formatCnpj(data.issuer.cnpj)}`, MARGIN, 10, regular, MUTED);
  }
  if (data.issuer.address) {
    y -= 13;
    text(data.issuer.address, MARGIN, 10, regular, MUTED);
  }
  y -= 36;
  text(data.refundedAt ? 'Recibo - Estornada' : 'Recibo', MARGIN, 20, bold);
  const numberText = `Fatura nº ${number}`;
  page.drawText(numberText, {
    x: width - MARGIN - bold.widthOfTextAtSize(numberText, 14),
    y,
    size: 14,
    font: bold,
    color: INK,
  });
  y -= 16;
  rule(page, y, width);
  y -= 28;

  const rows: [string, string][] = [
    ['Emitida em', DATE.format(data.issuedAt)],
    ['Paga em', DATE.format(data.paidAt)],
    ['Plano', data.planName],
    ['Período', data.periodLabel],
    ['Pagador', data.payerName],
    documentRow(data.payerDocument),
    ['Forma de pagamento', methodLabel(data)],
  ];
  if (data.refundedAt) rows.push(['Situação', `Estornada em ${DATE.format(data.refundedAt)}`]);
  for (const [label, value] of rows) {
    text(label, MARGIN, 11, regular, MUTED);
    text(value, MARGIN + 150, 11, regular);
    y -= 22;
  }

  y -= 6;
  rule(page, y + 14, width);
  y -= 14;
  text('Valor pago', MARGIN, 13, bold);
  const amount = winAnsiSafe(formatCents(data.amountCents));
  page.drawText(amount, {
    x: width - MARGIN - bold.widthOfTextAtSize(amount, 16),
    y,
    size: 16,
    font: bold,
    color: INK,
  });
  y -= 48;
  text('Cada anúncio utiliza 1 unidade do seu plano.', MARGIN, 9, regular, MUTED);
  y -= 14;
  text(
    data.refundedAt
      ? 'Estornada: o valor acima foi devolvido ao pagador e o plano foi cancelado.'
      : 'Este recibo comprova o pagamento do plano acima.',
    MARGIN,
    9,
    regular,
    MUTED,
  );
  y -= 14;
  text(NOT_A_TAX_INVOICE, MARGIN, 9, bold, INK);

  return Buffer.from(await doc.save());
}

function rule(page: PDFPage, y: number, width: number): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: width - MARGIN, y },
    thickness: 0.75,
    color: MUTED,
  });
}
