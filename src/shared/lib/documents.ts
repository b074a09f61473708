/**
 * CPF and CNPJ helpers (Receita Federal check-digit rules). Pure: runs on the server and in
 * the browser. Values are stored as digits only; these helpers accept masked input too.
 */

const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Not every repeated-digit document is rejected by the check-digit formula (000.000.000-00 passes it). */
const isRepeated = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/** One mod-11 check digit over `digits` with the given weights (a remainder below 2 gives 0). */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || isRepeated(digits)) return false;
  return cpfFromBase(digits.slice(0, 9)) === digits;
}

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || isRepeated(digits)) return false;
  return cnpjFromBase(digits.slice(0, 12)) === digits;
}

/** The 9 base digits plus their two check digits (used by the seed and test factories). */
export function cpfFromBase(base9: string): string {
  const base = onlyDigits(base9);
  if (base.length !== 9) throw new RangeError('cpfFromBase espera 9 dígitos');
  const d1 = checkDigit(base, CPF_W1);
  const d2 = checkDigit(base + d1, CPF_W2);
  return `${base}${d1}${d2}`;
}

/** The 12 base digits (8 root + 4 branch) plus their two check digits. */
export function cnpjFromBase(base12: string): string {
  const base = onlyDigits(base12);
  if (base.length !== 12) throw new RangeError('cnpjFromBase espera 12 dígitos');
  const d1 = checkDigit(base, CNPJ_W1);
  const d2 = checkDigit(base + d1, CNPJ_W2);
  return `${base}${d1}${d2}`;
}

/** 12345678909 -> 123.456.789-09; anything that is not 11 digits comes back unchanged. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 11) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 11222333000181 -> 11.222.333/0001-81; anything that is not 14 digits comes back unchanged. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 14) return value;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}
