let counter = 0;

/**
 * A per-process counter that makes factory values unique (e-mail, document, CEP). Each test file
 * gets its own database, so uniqueness is only needed within one file.
 */
export function nextSequence(): number {
  counter += 1;
  return counter;
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** São Paulo, a real municipality present in every seeded database. */
export const DEFAULT_CITY_CODE = 3550308;

/** IBGE municipality codes start with their state's code. */
export const stateCodeOf = (cityCode: number) => Math.floor(cityCode / 100_000);
