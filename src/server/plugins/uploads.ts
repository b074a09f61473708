import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_PREFIX } from '../adapters/storage/index.ts';

/**
 * Listing images on local disk, served at /uploads/ (names are content-unique, so cached long);
 * never the private folder (storage.ts PRIVATE_PREFIX).
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  const root = path.resolve(uploadsDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    // The private folder (the data exports) is read only through the API, with the owner's session.
    allowedPath: (pathName) => !pathName.replace(/^\/+/, '').toLowerCase().startsWith(PRIVATE_PREFIX),
    cacheControl: false,
    setHeaders(reply) {
      // @fastify/static 10 hands over the Fastify reply, not the raw response (reference trap 1).
      (reply as unknown as { header(k: string, v: string): void }).header(
        'cache-control',
        'public, max-age=31536000, immutable',
      );
    },
  });
}
