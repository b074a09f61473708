import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from '../../test/s3-fake.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'nc-storage-'));
  });
  afterAll(async () => fs.rm(root, { recursive: true, force: true }));

  it('writes whole files under UPLOADS_DIR (no temporary left), answers /uploads/ addresses and deletes', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('anuncios/7/abc-1000.webp', Buffer.from('imagem'), 'image/webp');
    expect(await fs.readFile(path.join(root, 'anuncios/7/abc-1000.webp'), 'utf8')).toBe('imagem');
    expect(await fs.readdir(path.join(root, 'anuncios/7'))).toEqual(['abc-1000.webp']);
    expect(storage.publicUrl('anuncios/7/abc-1000.webp')).toBe('/uploads/anuncios/7/abc-1000.webp');
    expect(storage.keyFromUrl('/uploads/anuncios/7/abc-1000.webp')).toBe('anuncios/7/abc-1000.webp');
    expect(storage.keyFromUrl('/uploads/../etc/passwd')).toBeNull();
    expect(storage.keyFromUrl('https://elsewhere.example/x.webp')).toBeNull();
    await storage.delete(['anuncios/7/abc-1000.webp', 'anuncios/7/never-written.webp']);
    expect(await fs.readdir(path.join(root, 'anuncios/7'))).toEqual([]);
  });

  it("deletes a folder (an ad's files) and nothing beside it", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('anuncios/8/a-1000.webp', Buffer.from('a'), 'image/webp');
    await storage.put('anuncios/8/a-300.webp', Buffer.from('a'), 'image/webp');
    await storage.put('anuncios/80/b-1000.webp', Buffer.from('b'), 'image/webp');
    await storage.deletePrefix('anuncios/8/');
    await expect(fs.stat(path.join(root, 'anuncios/8'))).rejects.toThrow();
    expect(await fs.readdir(path.join(root, 'anuncios/80'))).toEqual(['b-1000.webp']);
    await storage.deletePrefix('anuncios/999/');
    await expect(storage.deletePrefix('anuncios')).rejects.toThrow(/inválido/);
    await expect(storage.deletePrefix('../')).rejects.toThrow(/inválido/);
  });

  it('writes a file from disk and reads it back as a stream; a missing key reads as null', async () => {
    const storage = createLocalDiskStorage(root);
    const source = path.join(root, 'origem.zip');
    await fs.writeFile(source, 'zip inteiro');
    await storage.putFile('privado/exportacoes/1/a.zip', source, 'application/zip');
    expect(await fs.readdir(path.join(root, 'privado/exportacoes/1'))).toEqual(['a.zip']);
    const stream = await storage.read('privado/exportacoes/1/a.zip');
    expect(stream ? Buffer.concat(await stream.toArray()).toString() : null).toBe('zip inteiro');
    expect(await storage.read('privado/exportacoes/1/nunca.zip')).toBeNull();
  });

  it('refuses keys that would leave the folder', async () => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put('../fora.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/inválida/);
    await expect(storage.put('/abs.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/inválida/);
    await expect(storage.delete(['a/../../b'])).rejects.toThrow(/inválida/);
  });
});

describe('S3 storage against a local fake', () => {
  let fake: S3Fake;
  beforeAll(async () => {
    fake = await startS3Fake();
  });
  afterAll(async () => fake.close());

  const storage = () =>
    createS3Storage({
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.url,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.example.com/nc',
      forcePathStyle: true,
    });

  it('puts objects path-style with their content type and a long cache, and deletes them in one call', async () => {
    const s3 = storage();
    await s3.put('midias/3/u1-1000.webp', Buffer.from('webp'), 'image/webp');
    await s3.put('midias/3/u1-og.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(fake.objects.get('midias/3/u1-1000.webp')).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(fake.objects.get('midias/3/u1-og.jpg')?.body.toString()).toBe('jpeg');
    const got = await fetch(`${fake.url}/${fake.bucket}/midias/3/u1-1000.webp`, {
      headers: { authorization: 'x' },
    });
    expect(await got.text()).toBe('webp');
    expect(
      fake.requests.some((r) => r.method === 'PUT' && r.path === `/${fake.bucket}/midias/3/u1-1000.webp`),
    ).toBe(true);

    await s3.delete(['midias/3/u1-1000.webp', 'midias/3/u1-og.jpg', 'midias/3/missing.webp']);
    expect(fake.objects.size).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.query.includes('delete'))).toHaveLength(1);
  });

  it('deletes every object under a prefix (listed, then deleted in a batch)', async () => {
    const s3 = storage();
    await s3.put('anuncios/5/a-1000.webp', Buffer.from('a'), 'image/webp');
    await s3.put('anuncios/5/a-og.jpg', Buffer.from('a'), 'image/jpeg');
    await s3.put('anuncios/50/b-1000.webp', Buffer.from('b'), 'image/webp');
    await s3.deletePrefix('anuncios/5/');
    expect([...fake.objects.keys()]).toEqual(['anuncios/50/b-1000.webp']);
    await s3.delete(['anuncios/50/b-1000.webp']);
  });

  it('answers the public address and reads keys back from it', () => {
    const s3 = storage();
    expect(s3.publicUrl('anuncios/9/a-300.webp')).toBe('https://cdn.example.com/nc/anuncios/9/a-300.webp');
    expect(s3.keyFromUrl('https://cdn.example.com/nc/anuncios/9/a-300.webp')).toBe('anuncios/9/a-300.webp');
    expect(s3.keyFromUrl('/uploads/anuncios/9/a-300.webp')).toBeNull();
  });

  it('writes a private file from disk (no public cache) and reads it back; a missing key reads as null', async () => {
    const s3 = storage();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nc-s3-'));
    const source = path.join(dir, 'dados.zip');
    await fs.writeFile(source, 'zip do usuário');
    await s3.putFile('privado/exportacoes/2/b.zip', source, 'application/zip');
    expect(fake.objects.get('privado/exportacoes/2/b.zip')).toMatchObject({
      contentType: 'application/zip',
      cacheControl: 'private, no-store',
    });
    const stream = await s3.read('privado/exportacoes/2/b.zip');
    expect(stream ? Buffer.concat(await stream.toArray()).toString() : null).toBe('zip do usuário');
    expect(await s3.read('privado/exportacoes/2/nunca.zip')).toBeNull();
    await s3.delete(['privado/exportacoes/2/b.zip']);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('fails the put when the service does (the caller cleans up)', async () => {
    fake.failPuts(10);
    await expect(storage().put('midias/3/x-1000.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(fake.objects.has('midias/3/x-1000.webp')).toBe(false);
  });
});
