import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  ACCOUNT_DATA_API,
  ACCOUNT_DATA_LIMITS as L,
  ACCOUNT_DATA_MESSAGES as M,
  type DataExport,
  type DataExportsResponse,
} from '#shared/contracts/account-data.contract.ts';
import type { MailSender } from '../../adapters/email/index.ts';
import { PRIVATE_PREFIX, type FileStorage } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobInfo, JobQueue } from '../../lib/job-queue.ts';
import type { DataExportRepository, ExportRow } from './data-export.repository.ts';
import { writeZip, type ArchiveEntry } from './export-archive.ts';
import { exportFailedEmail } from './export-failed-email.ts';
import { exportReadyEmail } from './export-ready-email.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a request's transaction works with. */
export interface DataExportTx {
  repo: DataExportRepository;
  /** The job queue, over this transaction (the job exists only if the row does). */
  enqueue(data: ExportJob): Promise<void>;
}

/** A job on `exportacao-dados`: build one export, or (the daily schedule, no id) clean up. */
export interface ExportJob {
  exportacao?: number;
}

type Log = { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };

const key = (userCode: number) => `${PRIVATE_PREFIX}exportacoes/${userCode}/${randomUUID()}.zip`;

/**
 * "Meus dados" (issue 36 item 2, ADR 025). A request (at most one a day per user; a failed one
 * does not count) writes a `pendente` row and its job in one transaction; the job gathers the
 * user's data into data.json, adds the ads' photos from the storage, writes the ZIP to the
 * storage's private folder, marks the row `pronta` for 7 days and e-mails the user a link to the
 * settings page, where it downloads with the session. A job that fails for good marks it
 * `falhou` and says so by e-mail. The daily clean-up deletes expired files.
 */
export function createDataExportService(deps: {
  repo: DataExportRepository;
  inTransaction: <T>(work: (tx: DataExportTx) => Promise<T>) => Promise<T>;
  /** E-mails over a connection (a transaction of the job's writes). */
  mailOver: (conn: Db) => MailSender;
  db: Db;
  txRepo: (conn: Db) => DataExportRepository;
  storage: FileStorage;
  clock: Clock;
  publicUrl: string;
  log: Log;
}) {
  const { repo, storage, clock, log } = deps;

  function view(row: ExportRow, now: Date): DataExport {
    const isExpired =
      row.status === 'pronta' && (!row.file || (row.expiresAt !== null && row.expiresAt <= now));
    return {
      id: row.id,
      status: isExpired ? 'expirada' : row.status,
      criadaEm: row.createdAt.toISOString(),
      prontaEm: row.readyAt?.toISOString() ?? null,
      expiraEm: row.expiresAt?.toISOString() ?? null,
      bytes: row.bytes ?? null,
      url: row.status === 'pronta' && !isExpired ? ACCOUNT_DATA_API.download(row.id) : null,
    };
  }

  /** When the user may ask again, or null when now. */
  function nextAllowed(counted: ExportRow | undefined, now: Date): Date | null {
    if (!counted) return null;
    const next = new Date(counted.createdAt.getTime() + L.exportEveryHours * HOUR);
    return next > now ? next : null;
  }

  /** Builds the ZIP of export `id` and stores it; answers its key and size. */
  async function build(row: ExportRow): Promise<{ file: string; bytes: number }> {
    const data = await repo.userData(row.userCode);
    const photos = await repo.photos(row.userCode);
    const now = clock.now();
    const json = {
      geradoEm: now.toISOString(),
      sobre:
        'Tudo o que o NC Classificados guarda sobre você (LGPD, art. 18). As fotos dos seus anúncios estão na pasta fotos/.',
      ...data,
    };
    const entries: ArchiveEntry[] = [
      { name: 'data.json', data: new TextEncoder().encode(JSON.stringify(json, null, 2)) },
      ...photos.map((p) => ({
        name: `fotos/anuncio-${p.listingCode}/${p.position + 1}${path.extname(p.url) || '.webp'}`,
        stream: async (): Promise<Readable | null> => {
          const k = storage.keyFromUrl(p.url);
          return k ? storage.read(k) : null;
        },
      })),
    ];
    // Two photos in one position (an old import) would collide: the later gets a suffix.
    const seen = new Set<string>();
    for (const e of entries) {
      let name = e.name;
      for (let i = 2; seen.has(name); i += 1) name = e.name.replace(/(\.\w+)$/, `-${i}$1`);
      e.name = name;
      seen.add(name);
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'nc-exportacao-'));
    try {
      const zipFile = path.join(dir, 'dados.zip');
      const { missing } = await writeZip(zipFile, entries);
      if (missing.length > 0)
        log.warn(
          { exportacao: row.id, faltando: missing.length },
          'exportação: fotos ausentes no armazenamento',
        );
      const { size } = await stat(zipFile);
      const file = key(row.userCode);
      await storage.putFile(file, zipFile, 'application/zip');
      return { file, bytes: size };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Deletes the files of expired exports (the rows stay, as `expirada`); answers how many. */
  async function cleanUp(): Promise<number> {
    const expired = await repo.expiredWithFiles(clock.now());
    let removed = 0;
    for (const e of expired) {
      try {
        await storage.delete([e.file]);
        await repo.clearFile(e.id);
        removed += 1;
      } catch (err) {
        log.warn({ err, exportacao: e.id }, 'falha ao apagar o arquivo de uma exportação vencida');
      }
    }
    return removed;
  }

  return {
    /** GET /api/minha-conta/dados. */
    async status(userCode: number): Promise<DataExportsResponse> {
      const now = clock.now();
      const [latest, counted] = await Promise.all([repo.latest(userCode), repo.latestCounted(userCode)]);
      const next = nextAllowed(counted, now);
      return {
        ultima: latest ? view(latest, now) : null,
        podePedir: next === null,
        proximoPedidoEm: next?.toISOString() ?? null,
      };
    },

    /**
     * POST /api/minha-conta/dados: 409 while one is being prepared, 429 when one was asked in the
     * last 24 hours (both say when to ask again; the 429 with Retry-After).
     */
    async request(
      userCode: number,
    ): Promise<{ exportacao: DataExport } | { retryAfterSeconds: number; error: AppError }> {
      const now = clock.now();
      return deps.inTransaction(async (tx) => {
        await tx.repo.lockUser(userCode);
        const counted = await tx.repo.latestCounted(userCode);
        const next = nextAllowed(counted, now);
        if (counted && next) {
          const at = next.toISOString();
          const error =
            counted.status === 'pendente'
              ? new AppError('CONFLICT', M.exportPending(at))
              : new AppError('RATE_LIMITED', M.exportTooSoon(at));
          return {
            retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
            error,
          };
        }
        const row = await tx.repo.insert(userCode, now);
        await tx.enqueue({ exportacao: row.id });
        return { exportacao: view(row, now) };
      });
    },

    /** GET /api/minha-conta/dados/{id}/arquivo: the owner's ready file; 404 for anyone else's. */
    async download(
      userCode: number,
      id: number,
    ): Promise<{ stream: Readable; bytes: number | null; createdAt: Date }> {
      const row = await repo.getOwned(userCode, id);
      if (!row || row.status === 'falhou') throw notFound(M.exportNotFound);
      if (row.status === 'pendente') throw new AppError('CONFLICT', M.exportNotReady);
      if (!row.file || (row.expiresAt && row.expiresAt <= clock.now()))
        throw new AppError('GONE', M.exportExpired);
      const stream = await storage.read(row.file);
      if (!stream) throw new AppError('GONE', M.exportExpired);
      return { stream, bytes: row.bytes ?? null, createdAt: row.createdAt };
    },

    /** The queue's handler: one export, or the daily clean-up. */
    async run(job: ExportJob, info: Pick<JobInfo, 'isLastAttempt'>): Promise<void> {
      if (job.exportacao === undefined) {
        const removed = await cleanUp();
        log.info({ removidos: removed }, 'exportações de dados vencidas apagadas');
        return;
      }
      const row = await repo.get(job.exportacao);
      // Gone (the account was deleted) or already done (a second run of the job): nothing to do.
      if (!row || row.status !== 'pendente') return;
      const contact = await repo.contact(row.userCode);
      if (!contact || contact.removed) return;
      let built: { file: string; bytes: number };
      try {
        built = await build(row);
      } catch (error) {
        if (info.isLastAttempt) {
          await deps.db.transaction(async (tx) => {
            await deps.txRepo(tx).markFailed(row.id);
            const email = exportFailedEmail({ publicUrl: deps.publicUrl, name: contact.name });
            await deps.mailOver(tx).send({ to: contact.email, ...email });
          });
        }
        throw error;
      }
      const readyAt = clock.now();
      const expiresAt = new Date(readyAt.getTime() + L.exportKeepDays * DAY);
      const isMarked = await deps.db.transaction(async (tx) => {
        if (!(await deps.txRepo(tx).markReady(row.id, built.file, built.bytes, readyAt, expiresAt)))
          return false;
        const email = exportReadyEmail({ publicUrl: deps.publicUrl, name: contact.name, expiresAt });
        await deps.mailOver(tx).send({ to: contact.email, ...email });
        return true;
      });
      // The account was deleted meanwhile (its rows with it), or another run got there first:
      // this file belongs to no row, so it goes now rather than never.
      if (!isMarked) await storage.delete([built.file]);
    },

    cleanUp,
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;

/** Daily, 04:20 in UTC (01:20 in Brasília): the expired exports' files go. */
const CLEAN_UP_CRON = '20 4 * * *';

/** The queue's worker and the daily clean-up's schedule. */
export function scheduleDataExports(
  jobs: Pick<JobQueue, 'work' | 'schedule'>,
  service: DataExportService,
): void {
  jobs.work<ExportJob>('exportacao-dados', (data, info) => service.run(data ?? {}, info));
  jobs.schedule('exportacao-dados', CLEAN_UP_CRON);
}
