import { randomBytes } from 'node:crypto';

/** A multipart/form-data body for app.inject: files under `field` (default `files`), plus text fields. */
export function multipartBody(
  files: { name: string; data: Buffer; type?: string }[],
  opts: { field?: string; fields?: Record<string, string> } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(opts.fields ?? {})) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
