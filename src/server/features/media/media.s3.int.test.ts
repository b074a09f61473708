import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertUser } from '../../test/factories/index.ts';
import { jpegImage } from '../../test/image-fixtures.ts';
import { multipartBody } from '../../test/multipart.ts';
import { startS3Fake, type S3Fake } from '../../test/s3-fake.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const CDN = 'https://cdn.example.com/nc';

describe('uploads with S3_BUCKET (against a local S3 fake)', () => {
  let t: TestApp;
  let fake: S3Fake;
  let headers: Record<string, string>;

  const upload = async (count: number) => {
    const files = await Promise.all(Array.from({ length: count }, () => jpegImage(800, 600)));
    const body = multipartBody(files.map((data, i) => ({ name: `f${i}.jpg`, data })));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/midias',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as any };
  };

  beforeAll(async () => {
    fake = await startS3Fake();
    t = await buildTestApp({
      S3_BUCKET: fake.bucket,
      S3_ENDPOINT: fake.url,
      S3_PUBLIC_URL: CDN,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'teste',
      S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
    });
    const user = await insertUser(t.database.db);
    const { token } = await t.app.sessions.createSession(user.code, false);
    headers = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('stores the three files in the bucket, answers CDN addresses and deletes them with the image', async () => {
    const res = await upload(1);
    expect(res.status).toBe(201);
    const [item] = res.body.data;
    expect(item.url.startsWith(`${CDN}/midias/`)).toBe(true);
    const key = item.url.slice(CDN.length + 1);
    expect(fake.objects.get(key)?.contentType).toBe('image/webp');
    expect(fake.objects.get(key.replace('-1000.webp', '-og.jpg'))?.contentType).toBe('image/jpeg');
    expect(fake.objects.size).toBe(3);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/midias/${item.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(fake.objects.size).toBe(0);
  });

  it("a storage failure midway leaves no object behind (the first picture's files are deleted)", async () => {
    fake.failPuts(100, 3);
    const res = await upload(2);
    fake.failPuts(0);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL' });
    expect(fake.objects.size).toBe(0);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
