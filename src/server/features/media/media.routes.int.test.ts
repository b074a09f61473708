import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { MEDIA_MESSAGES as M } from '#shared/contracts/media.constants.ts';
import { listingImages, media } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import {
  hasGpsTag,
  HTML_AS_JPG,
  jpegImage,
  jpegPngPolyglot,
  jpegWithGps,
  pixelBomb,
  pngImage,
  SVG,
  truncatedJpeg,
} from '../../test/image-fixtures.ts';
import { multipartBody } from '../../test/multipart.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Headers = Record<string, string>;

/** Every file under the uploads folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('media library (/api/midias)', () => {
  let t: TestApp;
  let uploads: string;
  let owner: Headers;
  let ownerCode: number;
  let other: Headers;
  let admin: Headers;

  const session = async (level?: number) => {
    const user = await insertUser(t.database.db, level ? { level } : {});
    const { token } = await t.app.sessions.createSession(user.code, false);
    return { code: user.code, headers: { authorization: `Bearer ${token}` } };
  };
  const upload = async (headers: Headers, files: { name: string; data: Buffer }[]) => {
    const body = multipartBody(files);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/midias',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const call = async (method: 'GET' | 'DELETE', url: string, headers: Headers = {}) => {
    const res = await t.app.inject({ method, url, headers });
    return { status: res.statusCode, body: res.json() as any };
  };
  const healthy = async () => expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'nc-media-'));
    t = await buildTestApp({ UPLOADS_DIR: uploads });
    const o = await session();
    owner = o.headers;
    ownerCode = o.code;
    other = (await session()).headers;
    admin = (await session(USER_LEVELS.ADMIN)).headers;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  it('uploads pictures as three derived files each, without metadata, and lists them', async () => {
    const res = await upload(owner, [
      { name: 'C:\\fotos\\praia.jpg', data: await jpegWithGps(1600, 1200) },
      { name: 'logo.png', data: await pngImage() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    const [photo] = res.body.data;
    expect(photo).toMatchObject({ nome: 'praia.jpg', largura: 1200, altura: 1600, emUso: 0 });
    expect(photo.url).toMatch(new RegExp(`^/uploads/midias/${ownerCode}/[0-9a-f-]{36}-1000\\.webp$`));
    expect(await filesUnder(uploads)).toHaveLength(6);

    for (const [url, format, width, height] of [
      [photo.url, 'webp', 1000, 424],
      [photo.thumbUrl, 'webp', 300, 127],
      [photo.ogUrl, 'jpeg', 1200, 630],
    ] as const) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
      expect(hasGpsTag(meta.exif)).toBe(false);
      expect(meta.exif).toBeUndefined();
    }

    const list = await call('GET', '/api/midias', owner);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, totalPages: 1, total: 2 });
    expect(list.body.data.map((i: any) => i.nome).sort()).toEqual(['logo.png', 'praia.jpg']);
    expect((await call('GET', '/api/midias', other)).body).toEqual({
      data: [],
      page: 1,
      totalPages: 0,
      total: 0,
    });
  });

  it('refuses attacks with Portuguese messages, keeps no file and stays healthy', async () => {
    const before = await filesUnder(uploads);
    const cases: [string, { name: string; data: Buffer }[], number, string][] = [
      ['SVG', [{ name: 'x.svg', data: SVG }], 400, M.typeNotAccepted],
      ['HTML named .jpg', [{ name: 'x.jpg', data: HTML_AS_JPG }], 400, M.typeNotAccepted],
      ['JPEG/PNG polyglot', [{ name: 'x.jpg', data: await jpegPngPolyglot() }], 400, M.typeNotAccepted],
      ['pixel bomb', [{ name: 'bomba.png', data: await pixelBomb() }], 400, M.tooManyPixels],
      ['11 MB file', [{ name: 'grande.jpg', data: Buffer.alloc(11 * 1024 * 1024, 0xff) }], 413, M.tooLarge],
      [
        '13 files',
        await Promise.all(
          Array.from({ length: 13 }, async (_, i) => ({ name: `${i}.jpg`, data: await jpegImage(40, 30) })),
        ),
        413,
        M.tooManyFiles,
      ],
    ];
    for (const [label, files, status, message] of cases) {
      const res = await upload(owner, files);
      expect([label, res.status, res.body.message]).toEqual([label, status, message]);
      await healthy();
    }
    expect(await filesUnder(uploads)).toEqual(before);
  });

  it('refuses a body of many tiny parts (413) before reading files', async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`campo${i}`, 'x']));
    const body = multipartBody([{ name: 'a.jpg', data: await jpegImage(40, 30) }], { fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/midias',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: M.tooManyParts, code: 'TOO_LARGE' });
  });

  it('leaves no orphan files when a later file of the batch is refused', async () => {
    const before = await filesUnder(uploads);
    const rows = (await t.database.db.select().from(media)).length;
    const res = await upload(owner, [
      { name: 'boa.jpg', data: await jpegImage() },
      { name: 'quebrada.jpg', data: await truncatedJpeg() },
    ]);
    expect([res.status, res.body.message]).toEqual([400, M.unreadable]);
    expect(res.body.errors).toEqual([{ field: 'files.1', message: M.unreadable }]);
    expect(await filesUnder(uploads)).toEqual(before);
    expect((await t.database.db.select().from(media)).length).toBe(rows);
  });

  it('limits upload requests per user (60 in 10 minutes, both upload routes together): 429 after', async () => {
    const busy = (await session()).headers;
    for (let i = 0; i < 60; i++) expect((await upload(busy, [])).status).toBe(400);
    const res = await upload(busy, [{ name: 'a.jpg', data: await jpegImage(40, 30) }]);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect((await upload(owner, [])).status).toBe(400);
  });

  it('refuses a request without files or not multipart', async () => {
    const empty = await upload(owner, []);
    expect([empty.status, empty.body.message]).toEqual([400, M.noFiles]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/midias',
      headers: owner,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(M.notMultipart);
  });

  it("ownership: anonymous 401 everywhere; another user and an admin get 404 on the owner's image", async () => {
    const [mine] = (await upload(owner, [{ name: 'a.jpg', data: await jpegImage() }])).body.data;
    expect((await call('GET', '/api/midias')).status).toBe(401);
    expect((await upload({}, [{ name: 'a.jpg', data: await jpegImage() }])).status).toBe(401);
    expect((await call('DELETE', `/api/midias/${mine.id}`)).status).toBe(401);
    for (const headers of [other, admin]) {
      expect(await call('DELETE', `/api/midias/${mine.id}`, headers)).toEqual({
        status: 404,
        body: { message: M.notFound, code: 'NOT_FOUND' },
      });
    }
    expect((await call('DELETE', '/api/midias/abc', owner)).status).toBe(400);
    expect((await call('DELETE', `/api/midias/${mine.id}`, owner)).status).toBe(200);
  });

  it('refuses to delete an image an ad uses (409), then deletes it and its files once free', async () => {
    const [item] = (await upload(owner, [{ name: 'usada.jpg', data: await jpegImage() }])).body.data;
    const ad = await insertListing(t.database.db, { advertiserCode: ownerCode });
    await t.database.db.insert(listingImages).values({
      listingCode: ad.code,
      url: item.url,
      thumbUrl: item.thumbUrl,
      ogUrl: item.ogUrl,
      mediaId: item.id,
    });
    expect((await call('GET', '/api/midias', owner)).body.data.find((i: any) => i.id === item.id).emUso).toBe(
      1,
    );

    expect(await call('DELETE', `/api/midias/${item.id}`, owner)).toEqual({
      status: 409,
      body: { message: M.inUse, code: 'CONFLICT' },
    });
    const key = item.url.replace('/uploads/', '').replace('-1000.webp', '');
    expect((await filesUnder(uploads)).filter((f) => f.startsWith(key))).toHaveLength(3);

    await t.database.db.delete(listingImages).where(eq(listingImages.mediaId, item.id));
    expect(await call('DELETE', `/api/midias/${item.id}`, owner)).toEqual({
      status: 200,
      body: { message: M.removed },
    });
    expect((await filesUnder(uploads)).filter((f) => f.startsWith(key))).toEqual([]);
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(404);
  });
});
