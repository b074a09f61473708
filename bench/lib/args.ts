/**
 * Minimal `--name value` / `--name=value` / `--flag` parser for the bench scripts, so they need
 * no CLI dependency. Unknown options are an error: a typo must not silently run a 15-minute job
 * with defaults.
 */
export type OptionSpec = Record<string, { type: 'string' | 'number' | 'boolean'; help: string }>;

export function parseArgs<S extends OptionSpec>(
  argv: string[],
  spec: S,
): {
  [K in keyof S]?: S[K]['type'] extends 'number' ? number : S[K]['type'] extends 'boolean' ? boolean : string;
} {
  const out: Record<string, string | number | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      printHelp(spec);
      process.exit(0);
    }
    const m = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`argumento inesperado: ${arg}`);
    const name = m[1]!;
    const opt = spec[name];
    if (!opt) throw new Error(`opção desconhecida: --${name} (veja --help)`);
    if (opt.type === 'boolean') {
      out[name] = m[2] === undefined ? true : !['false', '0', 'no'].includes(m[2]);
      continue;
    }
    const raw = m[2] ?? argv[++i];
    if (raw === undefined) throw new Error(`--${name} precisa de um valor`);
    if (opt.type === 'number') {
      const n = Number(raw.replace(/_/g, ''));
      if (!Number.isFinite(n)) throw new Error(`--${name} deve ser um número: ${raw}`);
      out[name] = n;
    } else {
      out[name] = raw;
    }
  }
  return out as never;
}

function printHelp(spec: OptionSpec): void {
  for (const [name, opt] of Object.entries(spec)) {
    console.log(`  --${name}${opt.type === 'boolean' ? '' : ` <${opt.type}>`}\n      ${opt.help}`);
  }
}

/** "1m 02.3s" / "4.1s" */
export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)}s`;
  return `${Math.floor(s / 60)}m ${(s % 60).toFixed(1).padStart(4, '0')}s`;
}
