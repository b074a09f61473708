import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process fake of the few S3 calls the storage adapter makes, path-style
 * (`/{bucket}/{key}`), on 127.0.0.1: PutObject, GetObject, DeleteObject and DeleteObjects
 * (`POST /{bucket}?delete` with the XML list) and ListObjectsV2 (`GET /{bucket}?list-type=2&prefix=`,
 * one page). Signatures are not checked; the request must
 * carry an `authorization` header (the SDK signed it) and name the fake's bucket, else 403 /
 * 404 in S3's XML error shape. `failPuts(n, after)` lets `after` PutObjects through, then makes the
 * next n answer 500 (the SDK retries a 500: pass more than its attempts), for the no-orphan tests.
 */
export interface S3Fake {
  url: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string }>;
  requests: { method: string; path: string; query: string }[];
  failPuts(count: number, after?: number): void;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
};

const unescapeXml = (s: string) =>
  s.replace(
    /&(lt|gt|amp|quot|apos);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e] ?? '',
  );

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Fake(bucket = 'nc-test'): Promise<S3Fake> {
  const objects: S3Fake['objects'] = new Map();
  const requests: S3Fake['requests'] = [];
  let failPut = 0;
  let okBeforeFailing = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.search });
      if (!req.headers.authorization) return xmlError(res, 403, 'AccessDenied');
      const [, bucketName, ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket');
      const key = decodeURIComponent(rest.join('/'));

      if (req.method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          unescapeXml(m[1] ?? ''),
        );
        for (const k of keys) objects.delete(k);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      }
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const contents = [...objects.keys()]
          .filter((k) => k.startsWith(prefix))
          .sort()
          .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`)
          .join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      if (!key) return xmlError(res, 400, 'InvalidRequest');
      if (req.method === 'PUT') {
        if (okBeforeFailing > 0) okBeforeFailing -= 1;
        else if (failPut > 0) {
          failPut -= 1;
          return xmlError(res, 500, 'InternalError');
        }
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? ''),
          cacheControl: String(req.headers['cache-control'] ?? ''),
        });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(res, 405, 'MethodNotAllowed');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    failPuts(count, after = 0) {
      failPut = count;
      okBeforeFailing = after;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
