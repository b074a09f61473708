import { maskPhone, onlyDigits } from '#shared/lib/masks.ts';

/** Brazil's country code, which a phone copied from a contact card or WhatsApp often carries. */
const COUNTRY_CODE = '55';

/**
 * The phone mask of the sign-up, for what is pasted as well as typed:
 * "5511987654321" or "+55 11 98765-4321" lose the country code before the mask, instead of the
 * 55 being read as the area code ("(55) 11987-6543"). Only a number longer than a Brazilian one
 * (12 or 13 digits) is read so: "(55) 99999-9999", area code 55, stays as typed.
 */
export function maskPhoneInput(value: string): string {
  const digits = onlyDigits(value);
  const isInternational = digits.length >= 12 && digits.length <= 13 && digits.startsWith(COUNTRY_CODE);
  return maskPhone(isInternational ? digits.slice(COUNTRY_CODE.length) : value);
}
