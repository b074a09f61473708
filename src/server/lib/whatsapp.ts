import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import { AppError } from './app-error.ts';

/**
 * WhatsApp digits with the DDD (an 8-9 digit number takes dddUSUARIO in front), or null. The own
 * profile and the admin's user create store the WhatsApp by this one rule; it lives here, not in
 * either feature, so neither imports the other for it.
 */
export function whatsappOf(input: { whatsappUSUARIO?: string | null; dddUSUARIO?: string | null }): {
  whatsapp: string | null;
  ddd: string | null;
} {
  let digits = input.whatsappUSUARIO ?? '';
  const ddd = input.dddUSUARIO ?? '';
  if ((digits.length === 8 || digits.length === 9) && ddd.length === 2) digits = `${ddd}${digits}`;
  if (digits === '') return { whatsapp: null, ddd: null };
  if (digits.length < 10 || digits.length > 11) {
    const message = ACCOUNT_MESSAGES.phoneInvalid;
    throw new AppError('VALIDATION', message, [{ field: 'whatsappUSUARIO', message }]);
  }
  return { whatsapp: digits, ddd: digits.slice(0, 2) };
}
