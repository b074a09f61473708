import { maskCpf } from '#shared/lib/masks.ts';
import { describe, expect, it, vi } from 'vitest';
import { maskPhoneInput, withMask } from './form-helpers.ts';

describe('withMask', () => {
  it('masks the value before react-hook-form reads it', async () => {
    const seen: unknown[] = [];
    const onChange = vi.fn(async (event: { target: { value?: unknown } }) => {
      seen.push(event.target.value);
      return true;
    });
    const registration = { name: 'doc' as const, onChange, onBlur: vi.fn(), ref: vi.fn() };
    const masked = withMask(registration, maskCpf);
    const event = { target: { value: '52998224725' } };
    await masked.onChange(event);
    expect(event.target.value).toBe('529.982.247-25');
    expect(seen).toEqual(['529.982.247-25']);
  });
});

// Issue 23 rough edge 7: "5511987654321" became "(55) 11987-6543".
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
