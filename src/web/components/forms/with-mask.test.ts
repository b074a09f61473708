import { maskCpf } from '#shared/lib/masks.ts';
import { describe, expect, it, vi } from 'vitest';
import { withMask } from './with-mask.ts';

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
