import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isServerBundleFresh } from '../../../scripts/build-server.mjs';

/** When `npm start` compiles the server again (scripts/build-server.mjs; ADR 017). */
describe('isServerBundleFresh', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-bundle-'));
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const built = (startedAt: number, inputs: string[]) => {
    fs.writeFileSync(path.join(outDir, 'start.mjs'), '');
    fs.writeFileSync(path.join(outDir, 'inputs.json'), JSON.stringify({ startedAt, inputs }));
  };
  const later = Date.now() + 60_000;

  it('is fresh when every source it was made from is older than its build', () => {
    built(later, ['src/server/env.ts', 'src/server/server.ts']);
    expect(isServerBundleFresh({ outDir })).toBe(true);
  });

  it('is out of date when a source changed after the build began (a git pull, an edit)', () => {
    built(fs.statSync('src/server/env.ts').mtimeMs, ['src/server/env.ts']);
    expect(isServerBundleFresh({ outDir })).toBe(false);
  });

  it('is out of date when package.json (the aliases) changed, or a source is gone', () => {
    built(fs.statSync('package.json').mtimeMs - 1, []);
    expect(isServerBundleFresh({ outDir })).toBe(false);
    built(later, ['src/server/nao-existe.ts']);
    expect(isServerBundleFresh({ outDir })).toBe(false);
  });

  it('is missing without its entry or its list of sources', () => {
    expect(isServerBundleFresh({ outDir })).toBe(false);
    built(later, []);
    fs.rmSync(path.join(outDir, 'start.mjs'));
    expect(isServerBundleFresh({ outDir })).toBe(false);
  });
});
