import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a pdf-lib page draws: its content streams inflated, each `<hex> Tj` decoded as
 * WinAnsi (the receipts' standard Helvetica). Lines joined with "\n".
 */
export async function drawnText(pdf: Uint8Array): Promise<string> {
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
