import { CHECKOUT_MESSAGES as M } from '../contracts/checkouts.constants.ts';
import { isValidCpf } from './documents.ts';
import { onlyDigits } from './masks.ts';

/**
 * The card checkout form's rules and masks (spec 2 §5 "Card checkout"), with the messages of
 * CHECKOUT_MESSAGES. Pure and zod-free: the payment page checks as the user types, and the
 * server may run the same checks before it calls the gateway. Card number and CVV never leave
 * these functions except as the caller's own values (nothing is logged here).
 */

/** The form's fields as typed (masked); `expiry` is MM/AA. */
export interface CardFormValues {
  holderName: string;
  number: string;
  expiry: string;
  cvv: string;
  email: string;
  document: string;
  phone: string;
  postalCode: string;
  addressNumber: string;
  state: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

const CARD_MIN_DIGITS = 13;
const CARD_MAX_DIGITS = 16;
const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

/**
 * Asaas' sandbox test cards (stack-notes §4: the sandbox approves any card except the two that
 * simulate a refusal). "A designated test number accepted" (spec 2 §5): they pass the number
 * check whatever the Luhn rule says, so the refusal numbers reach the gateway and its message.
 */
const SANDBOX_TEST_CARDS: readonly string[] = ['5162306219378829', '5184019740373151', '4916561358240741'];

/** The Luhn (mod 10) check of a digit string. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** At least 13 digits (16 at most, the mask's limit) and Luhn-valid, or a sandbox test card. */
export function isValidCardNumber(value: string): boolean {
  const digits = onlyDigits(value);
  if (SANDBOX_TEST_CARDS.includes(digits)) return true;
  return digits.length >= CARD_MIN_DIGITS && digits.length <= CARD_MAX_DIGITS && isLuhnValid(digits);
}

/** MM/AA (or MMAA) -> month and four-digit year; null when not 4 digits or the month is not 1-12. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = onlyDigits(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A valid MM/AA whose month has not ended yet (a card is good until its month's last day). */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

const isValidCvv = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * The holder's document for a card payment (spec 2 §5): a CPF of 11 digits. A CNPJ (14 digits)
 * is for PIX only; every other length (a short CPF included, as the server answers it), an
 * empty one or a CPF whose check digits are wrong asks for the 11 digits.
 */
export function cardDocumentError(value: string): string | undefined {
  const digits = onlyDigits(value);
  if (digits.length === CNPJ_DIGITS) return M.cardNeedsCpfNotCnpj;
  if (digits.length !== CPF_DIGITS || !isValidCpf(digits)) return M.cardCpfInvalid;
  return undefined;
}

/** Every rule of spec 2 §5 "Card checkout"; an empty object means the form may be sent. */
export function cardFormErrors(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  if (values.holderName.trim() === '') errors.holderName = M.holderRequired;
  if (!isValidCardNumber(values.number)) errors.number = M.cardNumber;
  if (!isValidExpiry(values.expiry, now)) errors.expiry = M.expiry;
  if (!isValidCvv(values.cvv)) errors.cvv = M.cvv;
  if (!isValidEmail(values.email)) errors.email = M.email;
  const documentError = cardDocumentError(values.document);
  if (documentError) errors.document = documentError;
  const phone = onlyDigits(values.phone).length;
  if (phone < 10 || phone > 11) errors.phone = M.phone;
  if (onlyDigits(values.postalCode).length !== 8) errors.postalCode = M.postalCode;
  if (values.addressNumber.trim() === '') errors.addressNumber = M.addressNumber;
  return errors;
}

/** The form as the tokenize call takes it (spec 2 §7): digits only, expiry split, year in 4 digits. */
export function toTokenizeBody(values: CardFormValues) {
  const expiry = parseExpiry(values.expiry);
  return {
    holderName: values.holderName.trim(),
    number: onlyDigits(values.number),
    expiryMonth: expiry ? String(expiry.month).padStart(2, '0') : '',
    expiryYear: expiry ? String(expiry.year) : '',
    ccv: values.cvv.trim(),
    cpfCnpj: onlyDigits(values.document),
    email: values.email.trim(),
    phone: onlyDigits(values.phone),
    postalCode: onlyDigits(values.postalCode),
    addressNumber: values.addressNumber.trim(),
  };
}

// Masks (spec 2 §5): applied as the user types; the phone's is masks.ts' maskPhone.

/** 5162306219378829 -> 5162 3062 1937 8829 (16 digits at most). */
export function maskCardNumber(value: string): string {
  return (
    onlyDigits(value)
      .slice(0, CARD_MAX_DIGITS)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** 1230 -> 12/30 (4 digits at most). */
export function maskExpiry(value: string): string {
  const digits = onlyDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 01001000 -> 01001-000. */
export function maskPostalCode(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** 3-4 digits. */
export const maskCvv = (value: string): string => onlyDigits(value).slice(0, 4);

/** The state: two letters, upper-cased ("sp" -> "SP"). */
export function maskState(value: string): string {
  return value
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}
