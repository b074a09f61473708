import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase } from '../test/test-db.ts';

/**
 * The production start says where photos and rate limits live, through the
 * app's own logger: what an operator reads in the journal when adding a second host.
 */
interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const INFO = 30;
const WARN = 40;

describe('the start-up lines about photos and rate limits (production)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** The log lines of a production buildApp with `extra` settings. */
  async function startLines(extra: Record<string, string>): Promise<LogLine[]> {
    const lines: LogLine[] = [];
    const env = loadEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://nc.example',
      MAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      JOBS_ENABLED: 'false',
      UPLOADS_DIR: './data/test-uploads',
      VIACEP_URL: 'http://127.0.0.1:9/ws',
      BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
      ...extra,
    });
    const app = await buildApp({
      env,
      database,
      web: false,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
    await app.close();
    return lines;
  }
  const about = (lines: LogLine[]) =>
    lines.filter((l) => /^(Fotos|Limites)/.test(l.msg)).map((l) => ({ level: l.level, msg: l.msg }));

  it('with the defaults: the local folder, this process memory, and what a second host needs', async () => {
    const lines = await startLines({});
    const dir = path.resolve('./data/test-uploads');
    expect(about(lines)).toEqual([
      { level: INFO, msg: `Fotos dos anúncios: pasta local ${dir} (UPLOADS_DIR), só nesta máquina.` },
      {
        level: INFO,
        msg: 'Limites de requisições: contados na memória deste processo; cada processo conta à parte.',
      },
      {
        level: WARN,
        msg: expect.stringMatching(/segundo servidor precisa .*S3_BUCKET.*RATE_LIMIT_REDIS_URL/),
      },
    ]);
    // The fields, for a log search by value rather than by words.
    expect(lines.find((l) => l.msg.startsWith('Fotos'))).toMatchObject({ photos: { storage: 'local', dir } });
  });

  it('with S3 and Redis: the bucket and the Redis address without its password, and no warning', async () => {
    const lines = await startLines({
      S3_BUCKET: 'nc-fotos',
      S3_PUBLIC_URL: 'https://cdn.nc.example',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      // A closed port: the start goes on without Redis (logged apart); only the line matters here.
      RATE_LIMIT_REDIS_URL: 'redis://:segredo@127.0.0.1:9/0',
    });
    expect(about(lines)).toEqual([
      {
        level: INFO,
        msg: 'Fotos dos anúncios: bucket S3 "nc-fotos" (http://127.0.0.1:9), servidas de https://cdn.nc.example.',
      },
      {
        level: INFO,
        msg: 'Limites de requisições: contados no Redis redis://127.0.0.1:9/0, compartilhados por todos os processos.',
      },
    ]);
    expect(lines.map((l) => JSON.stringify(l)).join('\n')).not.toContain('segredo');
  });
});
