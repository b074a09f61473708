/**
 * COPY ... FROM STDIN with plain `pg` (pg-copy-streams is not a dependency). pg accepts any
 * "submittable" object in client.query(); this one speaks the CopyIn sub-protocol: send the
 * statement, and when the server answers CopyInResponse, stream CopyData messages from an
 * (async) iterable of text chunks, honouring socket back-pressure, then CopyDone.
 *
 * COPY is several times faster than multi-row INSERT for a million rows: no parameter arrays
 * to encode and parse, one statement, and the server's text parser is tight.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';

/** The parts of pg's internal Connection this module touches. */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: Writable;
}

type Chunks = AsyncIterable<string> | Iterable<string>;

class CopyFromStdin {
  callback?: (err: Error | null, rows?: number) => void;
  private error: Error | null = null;
  private rows = 0;

  constructor(
    private readonly text: string,
    private readonly chunks: Chunks,
  ) {}

  submit(connection: PgConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: PgConnection): void {
    void this.pump(connection);
  }

  private async pump(connection: PgConnection): Promise<void> {
    try {
      for await (const chunk of this.chunks) {
        if (chunk.length === 0) continue;
        connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
        // Without this the whole table would pile up in the socket's user-space buffer.
        if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
      }
      connection.endCopyFrom();
    } catch (err) {
      this.error = err as Error;
      connection.sendCopyFail(`gerador falhou: ${(err as Error).message}`);
    }
  }

  handleCommandComplete(msg: { text?: string }): void {
    const m = /COPY (\d+)/.exec(msg.text ?? '');
    if (m) this.rows = Number(m[1]);
  }

  handleError(err: Error): void {
    // Keep the generator's own error if it caused the CopyFail: it is the useful one.
    this.error ??= err;
  }

  handleReadyForQuery(): void {
    this.callback?.(this.error, this.rows);
  }

  // Not expected during COPY FROM; present because pg calls whatever handler matches.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `COPY table (cols) FROM STDIN` feeding it the given text-format chunks; resolves to the row count. */
export function copyFrom(client: pg.ClientBase, statement: string, chunks: Chunks): Promise<number> {
  return new Promise((resolve, reject) => {
    const submittable = new CopyFromStdin(statement, chunks);
    submittable.callback = (err, rows) => (err ? reject(err) : resolve(rows ?? 0));
    (client as unknown as { query(q: unknown): void }).query(submittable);
  });
}

/** One field in COPY text format: \N for null, backslash escapes for the special characters. */
export function copyField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** A text[] literal for COPY text format ("{venda,troca}"); values must be plain words. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Turns a row producer into chunks of about `rowsPerChunk` lines, yielding to the event loop
 * between chunks so the socket can flush while the next chunk is built.
 */
export async function* rowChunks(
  total: number,
  rowsPerChunk: number,
  row: (i: number) => string,
  onProgress?: (done: number) => void,
): AsyncGenerator<string> {
  for (let start = 0; start < total; start += rowsPerChunk) {
    const end = Math.min(total, start + rowsPerChunk);
    const lines: string[] = new Array(end - start);
    for (let i = start; i < end; i++) lines[i - start] = row(i);
    yield `${lines.join('\n')}\n`;
    onProgress?.(end);
    await new Promise((r) => setImmediate(r));
  }
}
