import path from 'node:path';
import type { Env } from '../env.ts';

/** One start-up log line for the operator, with fields a log search can filter on. */
interface StartupNote {
  level: 'info' | 'warn';
  msg: string;
  fields: Record<string, unknown>;
}

const SEE_DOCS = 'Veja docs/operations.md, seção 5.';

/**
 * Where this process keeps what every process of the portal must share: the
 * listing photos (a local folder, or an S3 bucket) and the rate-limit counters (this process's
 * memory, or Redis). A second host needs both shared: with local folders each host writes
 * photos the others cannot serve, and with counters in memory every process counts on its own,
 * so a per-account limit (failed logins) is multiplied by the number of processes. Said once
 * at start in production, so an operator adding a host sees what must change; outside
 * production there is one process on a developer's machine, and nothing to say.
 */
export function scaleOutNotes(env: Env): StartupNote[] {
  if (env.NODE_ENV !== 'production') return [];
  const notes: StartupNote[] = [];
  // S3_BUCKET alone decides (loadEnv requires S3_PUBLIC_URL with it), as in createFileStorage.
  const photosLocal = !env.S3_BUCKET;
  const uploadsDir = path.resolve(env.UPLOADS_DIR);
  if (env.S3_BUCKET) {
    const where = env.S3_ENDPOINT ? redactedUrl(env.S3_ENDPOINT) : `AWS, região ${env.S3_REGION}`;
    notes.push({
      level: 'info',
      msg: `Fotos dos anúncios: bucket S3 "${env.S3_BUCKET}" (${where}), servidas de ${env.S3_PUBLIC_URL}.`,
      fields: { photos: { storage: 's3', bucket: env.S3_BUCKET, endpoint: where } },
    });
  } else {
    notes.push({
      level: 'info',
      msg: `Fotos dos anúncios: pasta local ${uploadsDir} (UPLOADS_DIR), só nesta máquina.`,
      fields: { photos: { storage: 'local', dir: uploadsDir } },
    });
  }
  const redis = env.RATE_LIMIT_REDIS_URL ? redactedUrl(env.RATE_LIMIT_REDIS_URL) : undefined;
  if (redis) {
    notes.push({
      level: 'info',
      msg: `Limites de requisições: contados no Redis ${redis}, compartilhados por todos os processos.`,
      fields: { rateLimits: { store: 'redis', url: redis } },
    });
  } else {
    notes.push({
      level: 'info',
      msg: 'Limites de requisições: contados na memória deste processo; cada processo conta à parte.',
      fields: { rateLimits: { store: 'memory' } },
    });
  }
  // A half-shared setup means the operator is already running, or preparing, several hosts:
  // name the part left behind. Both local is the ordinary single machine: say what a second needs.
  if (photosLocal && !redis) {
    notes.push({
      level: 'warn',
      msg:
        'Fotos numa pasta local e limites na memória deste processo: servem a uma só máquina. ' +
        'Um segundo servidor precisa das fotos num armazenamento S3 (S3_BUCKET, S3_PUBLIC_URL) e dos ' +
        `limites no Redis (RATE_LIMIT_REDIS_URL). ${SEE_DOCS}`,
      fields: { scaleOut: { needs: ['S3_BUCKET', 'RATE_LIMIT_REDIS_URL'] } },
    });
  } else if (photosLocal) {
    notes.push({
      level: 'warn',
      msg:
        `Limites no Redis, mas as fotos ficam na pasta local ${uploadsDir}: com mais de um servidor, ` +
        `cada um grava as fotos na própria pasta e os outros não as encontram. Defina S3_BUCKET. ${SEE_DOCS}`,
      fields: { scaleOut: { needs: ['S3_BUCKET'] } },
    });
  } else if (!redis) {
    notes.push({
      level: 'warn',
      msg:
        'Fotos no S3, mas os limites contam na memória deste processo: com mais de um processo, cada ' +
        'um conta à parte e o limite por conta (tentativas de login) se multiplica pelo número de ' +
        `processos. Defina RATE_LIMIT_REDIS_URL. ${SEE_DOCS}`,
      fields: { scaleOut: { needs: ['RATE_LIMIT_REDIS_URL'] } },
    });
  }
  return notes;
}

/** The URL without user and password (a Redis URL often carries one, and logs must not). */
function redactedUrl(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
}
