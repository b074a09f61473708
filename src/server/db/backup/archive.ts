import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError, MANIFEST_FILE, PHOTOS_PREFIX } from './manifest.ts';

/**
 * The archive is one plain tar (node-tar): `manifest.json`, then the database file, then
 * `uploads/...`. Not gzipped as a whole: pg_dump's custom format and PGlite's data directory
 * dump are compressed already, and the photos are WebP and JPEG, which gzip does not shrink.
 */

export interface PhotoFiles {
  /** Paths relative to UPLOADS_DIR, with `/`, sorted. */
  files: string[];
  bytes: number;
}

/**
 * The photos under UPLOADS_DIR: regular files only. Skipped: the `*.tmp` files local-disk
 * storage writes before renaming them into place (an upload in progress), and symbolic links
 * (the portal never makes one; following them could leave the folder).
 */
export async function listPhotoFiles(uploadsDir: string): Promise<PhotoFiles> {
  const root = path.resolve(uploadsDir);
  if (!fs.existsSync(root)) return { files: [], bytes: 0 };
  const files: string[] = [];
  let bytes = 0;
  const walk = async (dir: string, rel: string) => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relPath);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        files.push(relPath);
        bytes += (await fs.promises.stat(path.join(dir, entry.name))).size;
      }
    }
  };
  await walk(root, '');
  files.sort();
  return { files, bytes };
}

/** Anything at all inside the folder (a restore refuses to mix photos without --force). */
export function hasAnyFile(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) stack.push(path.join(current, entry.name));
      else return true;
    }
  }
  return false;
}

/** Empties a folder but keeps it: UPLOADS_DIR may be a mount point, which cannot be removed. */
export async function emptyDirectory(dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  for (const name of await fs.promises.readdir(dir)) {
    await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes the archive: `manifest.json` and the database file from `staging`, then every photo
 * of `photos` read from `uploadsDir`. The photos get their `uploads/` prefix through a link in
 * the staging folder (node-tar packs paths relative to one directory); only the listed files are
 * packed, so nothing else under the link is followed. Written inside the staging folder (mode
 * 0700, beside `out`) and renamed into place when whole, so an interrupted backup never leaves
 * a file that looks complete; readable by its owner only (0600), since it holds every account's
 * personal data and password hash.
 */
export async function writeArchive(opts: {
  out: string;
  staging: string;
  databaseFile: string;
  uploadsDir: string;
  photos: PhotoFiles;
}): Promise<number> {
  const entries = [MANIFEST_FILE, opts.databaseFile];
  if (opts.photos.files.length > 0) {
    fs.symlinkSync(fs.realpathSync(opts.uploadsDir), path.join(opts.staging, PHOTOS_PREFIX.slice(0, -1)));
    entries.push(...opts.photos.files.map((f) => `${PHOTOS_PREFIX}${f}`));
  }
  const partial = path.join(opts.staging, 'archive.tar.partial');
  await tar.create({ file: partial, cwd: opts.staging, portable: true, noDirRecurse: true }, entries);
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, opts.out);
  return fs.statSync(opts.out).size;
}

/**
 * Only regular files and folders named as the archive names them: a crafted archive cannot
 * plant links, and node-tar itself refuses `..` and strips absolute paths.
 */
const isPlain = (entry: tar.ReadEntry) => entry.type === 'File' || entry.type === 'Directory';

/** Extracts `manifest.json` and the database file into `dir`; answers whether the manifest was there. */
export async function extractDatabaseParts(archive: string, dir: string): Promise<boolean> {
  try {
    await tar.extract({
      file: archive,
      cwd: dir,
      strict: true,
      filter: (p, entry) =>
        isPlain(entry as tar.ReadEntry) && (p === MANIFEST_FILE || /^database\.[a-z.]+$/.test(p)),
    });
  } catch (err) {
    throw new BackupError(
      `Não foi possível ler o arquivo ${archive} como um backup do NC (tar): ${(err as Error).message}`,
    );
  }
  return fs.existsSync(path.join(dir, MANIFEST_FILE));
}

/** Extracts the archive's `uploads/...` into `uploadsDir`. */
export async function extractPhotos(archive: string, uploadsDir: string): Promise<void> {
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  await tar.extract({
    file: archive,
    cwd: uploadsDir,
    strict: true,
    strip: 1,
    filter: (p, entry) =>
      isPlain(entry as tar.ReadEntry) && p.startsWith(PHOTOS_PREFIX) && p.length > PHOTOS_PREFIX.length,
  });
}
