import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { parseSitemapFile, type SeoService } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back often enough; an hour keeps the database out of a crawl storm. */
const CACHE = 'public, max-age=3600';

function sendXml(reply: FastifyReply, body: AsyncGenerator<string>) {
  return reply.type(XML).header('cache-control', CACHE).send(Readable.from(body));
}

/** /robots.txt, /sitemap.xml and the index's /sitemaps/*.xml (not part of the JSON API). */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robots()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    sendXml(reply, await seo.sitemap()),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (req, reply) => {
      const { file } = req.params as { file: string };
      const parsed = parseSitemapFile(file);
      const body = parsed && (await seo.sitemapFile(parsed));
      if (!body) throw notFound('Sitemap não encontrado.');
      return sendXml(reply, body);
    },
  );
};
