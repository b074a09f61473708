/**
 * Image uploads: the pipeline (lib/image-pipeline.ts) on 12 photos of about 8 MB
 * (4000x3000 JPEGs generated here: a gradient with grain, which compresses like a photo), each
 * turned into WebP 1000x424, WebP 300x127 and JPEG 1200x630 and written to a temporary folder
 * through the local-disk storage, as an upload does.
 *
 *   npm run bench:images -- [--photos 12] [--concurrency 2] [--quality 94]
 *
 * Two runs, each in a fresh process (the photos' generation would otherwise inflate the RSS),
 * wall time and the process's peak RSS (sampled every 10 ms) beside its RSS before:
 * - "um envio": one request with the 12 photos, processed one after another (as the route reads
 *   a request's files);
 * - "12 envios": 12 requests of one photo at once, bounded by IMAGE_CONCURRENCY (--concurrency).
 * Results: bench/results/images-<timestamp>.json; docs/performance-log.md "Image uploads".
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalDiskStorage } from '../src/server/adapters/storage/local-disk-storage.ts';
import { createImagePipeline } from '../src/server/lib/image-pipeline.ts';
import { parseArgs } from './lib/args.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

const args = parseArgs(process.argv.slice(2), {
  photos: { type: 'number', help: 'fotos (padrão 12)' },
  concurrency: { type: 'number', help: 'IMAGE_CONCURRENCY da rodada "12 envios" (padrão 2)' },
  quality: { type: 'number', help: 'qualidade JPEG das fotos geradas (padrão 92, cerca de 8 MB)' },
  inputs: { type: 'string', help: '(interno) pasta das fotos geradas: mede num processo novo' },
  mode: { type: 'string', help: '(interno) seq ou par' },
});
const PHOTOS = args.photos ?? 12;
const CONCURRENCY = args.concurrency ?? 2;
const QUALITY = args.quality ?? 92;
const W = 4000;
const H = 3000;

/** A 4000x3000 photo-like JPEG: a gradient per photo with deterministic grain. */
async function photo(n: number): Promise<Buffer> {
  const raw = Buffer.alloc(W * H * 3);
  let s = 0x9e3779b9 ^ n;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const grain = ((s >>> 24) - 128) / 2.5;
      const i = (y * W + x) * 3;
      raw[i] = (x * 255) / W + grain;
      raw[i + 1] = (y * 255) / H + ((grain * 7) % 51);
      raw[i + 2] = ((n * 40) % 255) + ((grain * 13) % 51);
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function measure<T>(
  work: () => Promise<T>,
): Promise<{ seconds: number; peakRssMb: number; rssBeforeMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  await work();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds: Math.round(seconds * 100) / 100, peakRssMb: mb(peak), rssBeforeMb: mb(before) };
}

/** Measures one mode in this (fresh) process; prints its result as JSON on the last line. */
async function measureMode(inputsDir: string, mode: string) {
  const names = fs
    .readdirSync(inputsDir)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-bench-images-out-'));
  try {
    const storage = createLocalDiskStorage(out);
    const pipeline = createImagePipeline({ concurrency: CONCURRENCY });
    const store = async (name: string, key: string) => {
      // Read when its request would arrive, as the route reads each part of the body.
      const processed = await pipeline.process(fs.readFileSync(path.join(inputsDir, name)));
      await Promise.all([
        storage.put(`${key}-1000.webp`, processed.full, 'image/webp'),
        storage.put(`${key}-300.webp`, processed.thumb, 'image/webp'),
        storage.put(`${key}-og.jpg`, processed.og, 'image/jpeg'),
      ]);
    };
    const result =
      mode === 'seq'
        ? await measure(async () => {
            for (const [i, name] of names.entries()) await store(name, `seq/${i}`);
          })
        : await measure(() => Promise.all(names.map((name, i) => store(name, `par/${i}`))));
    console.log(JSON.stringify(result));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

function runChild(inputsDir: string, mode: string) {
  const answer = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--inputs',
      inputsDir,
      '--mode',
      mode,
      '--concurrency',
      String(CONCURRENCY),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = answer.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last) as Awaited<ReturnType<typeof measure>>;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-bench-images-'));
  try {
    console.log(`Gerando ${PHOTOS} fotos ${W}x${H}...`);
    const sizes: number[] = [];
    for (let i = 0; i < PHOTOS; i++) {
      const buf = await photo(i);
      sizes.push(mb(buf.length));
      fs.writeFileSync(path.join(dir, `${String(i).padStart(2, '0')}.jpg`), buf);
    }
    console.log(`Tamanhos (MB): ${sizes.join(', ')}`);
    const sequential = runChild(dir, 'seq');
    const concurrent = runChild(dir, 'par');

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      sharp: sharp.versions.sharp,
      photos: PHOTOS,
      photoMb: { min: Math.min(...sizes), max: Math.max(...sizes) },
      concurrency: CONCURRENCY,
      oneRequestSequential: { ...sequential, perPhotoMs: Math.round((sequential.seconds * 1000) / PHOTOS) },
      twelveRequestsAtOnce: concurrent,
    };
    console.table({
      'um envio (12 fotos em sequência)': sequential,
      [`12 envios ao mesmo tempo (IMAGE_CONCURRENCY=${CONCURRENCY})`]: concurrent,
    });
    const out = path.join(BENCH_DIR, 'results', `images-${result.date.replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Resultado: ${path.relative(process.cwd(), out)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (args.inputs) await measureMode(args.inputs, args.mode ?? 'seq');
else await main();
