import type { Readable } from 'node:stream';

/**
 * Where uploaded images are kept (DESIGN.md §1 "images"): local disk under UPLOADS_DIR (served
 * at /uploads/, the zero-setup default) or an S3-compatible bucket (S3_BUCKET). Keys are made by
 * the server (`anuncios/{codigo}/{uuid}-1000.webp`, `midias/{usuario}/{uuid}-300.webp`), never
 * from a client's file name.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object; readers never see a half-written file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Writes the object from a file on this machine, streamed (large files: the data exports of
   * issue 36, never held in memory whole).
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  /** Removes the objects; a key that does not exist is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder: ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** The address the object is served from. */
  publicUrl(key: string): string;
  /** The key behind an address `publicUrl` gave, or null for any other address. */
  keyFromUrl(url: string): string | null;
}

/**
 * Keys under this folder are never served at their public address: /uploads/ refuses them
 * (plugins/uploads.ts) and an S3 bucket's public policy must leave them out (docs/operations.md).
 * The data exports live there, downloadable only through the API with the owner's session.
 */
export const PRIVATE_PREFIX = 'privado/';

/** Lower-case letters, digits, `-`, `_`, `.` in `/`-separated segments; no `..`, no leading `/`. */
const KEY_RE = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

function isValidKey(key: string): boolean {
  return key.length <= 300 && KEY_RE.test(key) && !key.split('/').includes('..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`chave de armazenamento inválida: ${JSON.stringify(key)}`);
}

/** A folder-like prefix: a valid key followed by `/`. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) {
    throw new Error(`prefixo de armazenamento inválido: ${JSON.stringify(prefix)}`);
  }
}

/** `prefix` + key, or null when the address is not under `prefix` or the key is not one of ours. */
export function keyUnder(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidKey(key) ? key : null;
}
