/**
 * Input masks of spec 1 §5, applied as the user types (progressive: a partial value gets the
 * part of the mask it has reached). Pure: used by the forms and by the server's tests. Values
 * are stored and sent as digits only (`onlyDigits`); the masks are for display.
 */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;
const PHONE_MAX_DIGITS = 11;

/** Puts `digits` into `pattern`, where each `0` takes one digit; stops when the digits run out. */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** 52998224725 -> 529.982.247-25 (at most 11 digits kept). */
export function maskCpf(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, CPF_DIGITS), '000.000.000-00');
}

/** 11222333000181 -> 11.222.333/0001-81 (at most 14 digits kept). */
export function maskCnpj(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, CNPJ_DIGITS), '00.000.000/0000-00');
}

/** The CPF mask for a person (pf), the CNPJ mask for a company (pj). */
export function maskDocument(value: string, pessoa: 'pf' | 'pj'): string {
  return pessoa === 'pf' ? maskCpf(value) : maskCnpj(value);
}

/**
 * Phone with area code, at most 11 digits: (11) 98765-4321 for mobiles, (11) 3456-7890 for
 * 10-digit landlines; while typing, the 4+4 form is used until the 11th digit arrives.
 */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, PHONE_MAX_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  if (d.length === PHONE_MAX_DIGITS) return `(${area}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
  return `(${area}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
}
