import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './form-helpers.ts';

// A pasted "5511987654321" once became "(55) 11987-6543".
describe('maskPhoneInput', () => {
  it('drops the country code of a pasted Brazilian number', () => {
    expect(maskPhoneInput('5511987654321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('551134567890')).toBe('(11) 3456-7890');
  });

  it('keeps numbers without it as the phone mask does, area code 55 included', () => {
    expect(maskPhoneInput('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('55999998888')).toBe('(55) 99999-8888');
    expect(maskPhoneInput('(55) 9999')).toBe('(55) 9999');
    expect(maskPhoneInput('119876543210')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('')).toBe('');
  });
});
