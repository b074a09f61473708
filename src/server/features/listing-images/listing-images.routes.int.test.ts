import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { MEDIA_API, MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import { listingImages, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import { jpegImage, pngImage, truncatedJpeg } from '../../test/image-fixtures.ts';
import { multipartBody } from '../../test/multipart.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Headers = Record<string, string>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe("an ad's photos (/api/minha-conta/anuncios/{id}/imagens)", () => {
  let t: TestApp;
  let uploads: string;
  let owner: { code: number; headers: Headers };
  let other: Headers;
  let admin: Headers;

  const session = async (level?: number) => {
    const user = await insertUser(t.database.db, level ? { level } : {});
    const { token } = await t.app.sessions.createSession(user.code, false);
    return { code: user.code, headers: { authorization: `Bearer ${token}` } };
  };
  const upload = async (headers: Headers, id: number, count = 1, data?: Buffer[]) => {
    const files = data ?? (await Promise.all(Array.from({ length: count }, () => jpegImage(800, 600))));
    const body = multipartBody(files.map((d, i) => ({ name: `foto${i}.jpg`, data: d })));
    const res = await t.app.inject({
      method: 'POST',
      url: MEDIA_API.listingImages(id),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const remove = async (headers: Headers, id: number, urls: string[]) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: MEDIA_API.listingImages(id),
      headers,
      payload: { urls },
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const rows = (code: number) =>
    t.database.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingCode, code))
      .orderBy(asc(listingImages.position));
  const statusOf = async (code: number) =>
    (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.code, code)))[0]?.s;

  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'nc-listing-images-'));
    t = await buildTestApp({ UPLOADS_DIR: uploads, AD_MODERATION: 'pre' });
    owner = await session();
    other = (await session()).headers;
    admin = (await session(USER_LEVELS.ADMIN)).headers;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  it('adds photos after the existing ones, answers {urls, imagens}; a published ad goes back to pendente', async () => {
    const ad = await insertListing(t.database.db, {
      advertiserCode: owner.code,
      imageCount: 2,
      status: 'publicado',
    });
    const res = await upload(owner.headers, ad.code, 2);
    expect(res.status).toBe(201);
    expect(res.body.urls).toHaveLength(2);
    expect(res.body.urls[0]).toMatch(new RegExp(`^/uploads/anuncios/${ad.code}/[0-9a-f-]{36}-1000\\.webp$`));
    expect(res.body.imagens[1]).toEqual({
      urlIMAGEM: res.body.urls[1],
      urlThumbIMAGEM: res.body.urls[1].replace('-1000.webp', '-300.webp'),
      urlOgIMAGEM: res.body.urls[1].replace('-1000.webp', '-og.jpg'),
    });
    const stored = await rows(ad.code);
    expect(stored.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(stored.slice(2).map((r) => r.url)).toEqual(res.body.urls);
    expect(await filesUnder(path.join(uploads, 'anuncios', String(ad.code)))).toHaveLength(6);
    expect(await statusOf(ad.code)).toBe('pendente');
  });

  it('at most 12 photos per ad: 400 beyond, with no file kept', async () => {
    const ad = await insertListing(t.database.db, {
      advertiserCode: owner.code,
      imageCount: 11,
      status: 'rascunho',
    });
    const before = await filesUnder(uploads);
    const res = await upload(owner.headers, ad.code, 2);
    expect([res.status, res.body.message]).toEqual([400, M.tooManyForListing]);
    expect(await filesUnder(uploads)).toEqual(before);
    expect(await rows(ad.code)).toHaveLength(11);
    expect((await upload(owner.headers, ad.code, 1)).status).toBe(201);
    const full = await upload(owner.headers, ad.code, 1);
    expect([full.status, full.body.message]).toEqual([400, M.tooManyForListing]);
    expect(await statusOf(ad.code)).toBe('rascunho');
  });

  it('two uploads at once for the last free place: one passes, the other is refused with its files deleted', async () => {
    const ad = await insertListing(t.database.db, {
      advertiserCode: owner.code,
      imageCount: 11,
      status: 'rascunho',
    });
    const folder = path.join(uploads, 'anuncios', String(ad.code));
    const results = await Promise.all([upload(owner.headers, ad.code, 1), upload(owner.headers, ad.code, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe(M.tooManyForListing);
    expect(await rows(ad.code)).toHaveLength(12);
    expect(await filesUnder(folder)).toHaveLength(3);
  });

  it('a refused file in the batch leaves no orphan files and no rows', async () => {
    const ad = await insertListing(t.database.db, { advertiserCode: owner.code, status: 'rascunho' });
    const before = await filesUnder(uploads);
    const res = await upload(owner.headers, ad.code, 0, [await pngImage(), await truncatedJpeg()]);
    expect([res.status, res.body.message]).toEqual([400, M.unreadable]);
    expect(await filesUnder(uploads)).toEqual(before);
    expect(await rows(ad.code)).toEqual([]);
  });

  it("removes photos by url with their files, but not a media-library image's files", async () => {
    const ad = await insertListing(t.database.db, { advertiserCode: owner.code, status: 'publicado' });
    const { urls } = (await upload(owner.headers, ad.code, 2)).body;
    await t.database.db.update(listings).set({ status: 'publicado' }).where(eq(listings.code, ad.code));
    // A media-library image used by the ad.
    const lib = multipartBody([{ name: 'lib.jpg', data: await jpegImage() }]);
    const libRes = await t.app.inject({
      method: 'POST',
      url: MEDIA_API.upload,
      headers: { ...owner.headers, ...lib.headers },
      payload: lib.payload,
    });
    const item = libRes.json().data[0];
    await t.database.db.insert(listingImages).values({
      listingCode: ad.code,
      url: item.url,
      thumbUrl: item.thumbUrl,
      ogUrl: item.ogUrl,
      mediaId: item.id,
      position: 5,
    });

    const res = await remove(owner.headers, ad.code, [urls[0], item.url, '/uploads/nao-existe.webp']);
    expect(res).toEqual({ status: 200, body: { removed: 2, urls: [urls[1]] } });
    const adFiles = await filesUnder(path.join(uploads, 'anuncios', String(ad.code)));
    expect(adFiles).toHaveLength(3);
    expect(adFiles.every((f) => urls[1].includes(f.split('-')[0] as string))).toBe(true);
    const libKey = item.url.replace('/uploads/', '').replace('-1000.webp', '');
    expect((await filesUnder(uploads)).filter((f) => f.startsWith(libKey))).toHaveLength(3);
    // Removing a photo needs no review (ADR 018): a published ad stays on the site.
    expect(await statusOf(ad.code)).toBe('publicado');

    expect((await remove(owner.headers, ad.code, [])).status).toBe(400);
  });

  it('ownership: anonymous 401, another advertiser and an admin 404, on both routes', async () => {
    const ad = await insertListing(t.database.db, { advertiserCode: owner.code, imageCount: 1 });
    const [image] = await rows(ad.code);
    expect((await upload({}, ad.code)).status).toBe(401);
    expect((await remove({}, ad.code, [image?.url ?? ''])).status).toBe(401);
    for (const headers of [other, admin]) {
      expect(await upload(headers, ad.code)).toEqual({
        status: 404,
        body: { message: M.listingNotFound, code: 'NOT_FOUND' },
      });
      expect((await remove(headers, ad.code, [image?.url ?? ''])).status).toBe(404);
    }
    expect((await upload(owner.headers, 999_999)).status).toBe(404);
    expect(await rows(ad.code)).toHaveLength(1);
  });

  it('deleting the ad (my-listings) removes its own photo files', async () => {
    const ad = await insertListing(t.database.db, { advertiserCode: owner.code, status: 'rascunho' });
    expect((await upload(owner.headers, ad.code, 2)).status).toBe(201);
    const folder = path.join(uploads, 'anuncios', String(ad.code));
    expect(await filesUnder(folder)).toHaveLength(6);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/minha-conta/anuncios/${ad.code}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await filesUnder(folder)).toEqual([]);
  });
});
