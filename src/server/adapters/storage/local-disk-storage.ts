import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix, keyUnder, type FileStorage } from './storage.ts';

/** The URL prefix plugins/uploads.ts serves UPLOADS_DIR at. */
const PUBLIC_PREFIX = '/uploads/';

/**
 * Files under `root` (UPLOADS_DIR), served by plugins/uploads.ts. Each write goes to a temporary
 * name in the same directory and is renamed into place, so a reader (or a crash) never sees a
 * half-written image.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temp, body, { flag: 'wx' });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.copyFile(source, temp);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      await fs.rm(path.join(base, ...prefix.slice(0, -1).split('/')), { recursive: true, force: true });
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${PUBLIC_PREFIX}${key}`;
    },
    keyFromUrl(url) {
      return keyUnder(PUBLIC_PREFIX, url);
    },
  };
}
