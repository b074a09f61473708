// The server compiled ahead of time (ADR 017): `npm run build` makes it after the web app, and
// `npm start` (scripts/start.mjs) makes it again when it is missing or older than a source it
// was made from. Plain JavaScript run by `node`, like start.mjs.
//
// esbuild bundles src/server/cli/start.ts and everything of ours it imports (the `#shared/*`,
// `#server/*` aliases resolved), leaving the packages of node_modules to Node: one file plus a
// chunk per dynamic import, so what server.ts loads after it listens (the app, the seed) stays
// lazy. Stack traces name the TypeScript sources (linked source maps, `--enable-source-maps`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY_SOURCE = 'src/server/cli/start.ts';
const OUT_DIR = path.join(ROOT, 'build/server-bundle');
/** The compiled `src/server/cli/start.ts`, what `npm start` runs. */
export const SERVER_BUNDLE = path.join(OUT_DIR, 'start.mjs');
/** The sources the bundle was made from (project-relative), to tell when it is out of date. */
const INPUTS_FILE = 'inputs.json';
/** A file of an older bundle is removed once this old: a process started from it has loaded it. */
const KEEP_OLD_FILES_MS = 10 * 60_000;

/**
 * `import.meta.url` keeps naming the source file it is written in: modules read files beside
 * themselves (the migrations, the seed's data, the common-password list) and find the project
 * root from there. A path relative to the bundle, so the checkout can move.
 */
const sourceMetaUrl = (outDir) => ({
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(contents)) {
        throw new Error(
          `${args.path}: use import.meta.url (import.meta.dirname e filename não são traduzidos)`,
        );
      }
      if (contents.includes('import.meta.url')) {
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
      }
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Compiles the server into build/server-bundle (`outDir`: elsewhere, for tests). Each file is
 * written under a temporary name and renamed, and chunks are named by their content, so a
 * process starting from the bundle while another `npm start` rebuilds it reads whole files of
 * one build or the other.
 */
export async function buildServer({ outDir = OUT_DIR } = {}) {
  const esbuild = await import('esbuild');
  // Sources are compared with the moment the build began: one saved during the build is newer.
  const startedAt = Date.now();
  const result = await esbuild
    .build({
      absWorkingDir: ROOT,
      entryPoints: { start: ENTRY_SOURCE },
      outdir: outDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      charset: 'utf8',
      platform: 'node',
      target: 'node20.19',
      packages: 'external',
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunk-[hash]',
      sourcemap: 'linked',
      sourcesContent: false,
      metafile: true,
      write: false,
      logLevel: 'warning',
      plugins: [sourceMetaUrl(outDir)],
    })
    // esbuild's service process would stay beside the server for the life of `npm start`.
    .finally(() => esbuild.stop());
  fs.mkdirSync(outDir, { recursive: true });
  const written = new Set();
  const writeFile = (file, contents) => {
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, contents);
    fs.renameSync(temporary, file);
    written.add(path.basename(file));
  };
  // The entry last: until it is renamed into place, it names the chunks of the previous build.
  const entry = path.join(outDir, 'start.mjs');
  const outputs = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const output of outputs) writeFile(output.path, output.contents);
  writeFile(
    path.join(outDir, INPUTS_FILE),
    JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs) }),
  );
  for (const name of fs.readdirSync(outDir)) {
    const file = path.join(outDir, name);
    if (!written.has(name) && Date.now() - fs.statSync(file).mtimeMs > KEEP_OLD_FILES_MS) fs.rmSync(file);
  }
}

/**
 * Whether the bundle exists and no source it was made from (nor package.json, whose `imports`
 * map the aliases, nor this script) changed after it was written. A source that is gone counts
 * as a change; a new one matters only once a changed file imports it.
 */
export function isServerBundleFresh({ outDir = OUT_DIR } = {}) {
  let built;
  try {
    fs.accessSync(path.join(outDir, 'start.mjs'));
    built = JSON.parse(fs.readFileSync(path.join(outDir, INPUTS_FILE), 'utf8'));
  } catch {
    return false;
  }
  const sources = [...built.inputs, 'package.json', 'scripts/build-server.mjs'];
  return sources.every((file) => {
    try {
      return fs.statSync(path.join(ROOT, file)).mtimeMs < built.startedAt;
    } catch {
      return false;
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Servidor compilado em ${path.relative(ROOT, OUT_DIR)}/ (${Math.round(performance.now() - started)} ms).`,
  );
}
