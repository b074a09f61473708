import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Listing images on local disk, served at /uploads/ (names are content-unique, so cached long). */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  const root = path.resolve(uploadsDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
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
