import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { scaleOutNotes } from './scale-out-notes.ts';

/** A production configuration that loadEnv accepts, plus `extra`. */
const production = (extra: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://nc.example',
    MAIL_OUTBOX: 'true',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    UPLOADS_DIR: './data/fotos',
    ...extra,
  });
const S3 = { S3_BUCKET: 'nc-fotos', S3_PUBLIC_URL: 'https://cdn.nc.example', S3_REGION: 'sa-east-1' };
const REDIS = { RATE_LIMIT_REDIS_URL: 'redis://:segredo@10.0.0.5:6379/2' };

const lines = (notes: ReturnType<typeof scaleOutNotes>, level: 'info' | 'warn') =>
  notes.filter((n) => n.level === level).map((n) => n.msg);

describe('scaleOutNotes (where photos and rate limits live, said at start)', () => {
  it('says nothing outside production', () => {
    expect(scaleOutNotes(loadEnv({}))).toEqual([]);
    expect(scaleOutNotes(loadEnv({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it('names the resolved photo folder and this process memory, and warns what a second host needs', () => {
    const notes = scaleOutNotes(production());
    expect(lines(notes, 'info')).toEqual([
      `Fotos dos anúncios: pasta local ${path.resolve('./data/fotos')} (UPLOADS_DIR), só nesta máquina.`,
      'Limites de requisições: contados na memória deste processo; cada processo conta à parte.',
    ]);
    const warnings = lines(notes, 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/segundo servidor precisa .*S3_BUCKET.*RATE_LIMIT_REDIS_URL/);
    expect(notes.map((n) => n.fields)).toContainEqual({
      photos: { storage: 'local', dir: path.resolve('./data/fotos') },
    });
  });

  it('names the bucket and Redis without the password, and warns nothing when both are shared', () => {
    const notes = scaleOutNotes(production({ ...S3, ...REDIS }));
    expect(lines(notes, 'info')).toEqual([
      'Fotos dos anúncios: bucket S3 "nc-fotos" (AWS, região sa-east-1), servidas de https://cdn.nc.example.',
      'Limites de requisições: contados no Redis redis://10.0.0.5:6379/2, compartilhados por todos os processos.',
    ]);
    expect(lines(notes, 'warn')).toEqual([]);
    expect(JSON.stringify(notes)).not.toContain('segredo');
  });

  it('names an S3-compatible endpoint instead of the AWS region', () => {
    const notes = scaleOutNotes(production({ ...S3, ...REDIS, S3_ENDPOINT: 'https://minio.interno:9000' }));
    expect(lines(notes, 'info')[0]).toContain('bucket S3 "nc-fotos" (https://minio.interno:9000)');
  });

  it('warns about the part left local when only the other one is shared', () => {
    const s3Only = lines(scaleOutNotes(production(S3)), 'warn');
    expect(s3Only).toHaveLength(1);
    expect(s3Only[0]).toMatch(/^Fotos no S3, mas os limites contam na memória.*RATE_LIMIT_REDIS_URL/);
    const redisOnly = lines(scaleOutNotes(production(REDIS)), 'warn');
    expect(redisOnly).toHaveLength(1);
    expect(redisOnly[0]).toMatch(/^Limites no Redis, mas as fotos ficam na pasta local .*S3_BUCKET/);
  });
});
