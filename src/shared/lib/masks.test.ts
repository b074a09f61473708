import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskDocument, maskPhone, onlyDigits } from './masks.ts';

describe('masks', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('masks a CPF as 000.000.000-00, progressively, dropping extra digits', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
    expect(maskCpf('5299822472599')).toBe('529.982.247-25');
    expect(maskCpf('')).toBe('');
  });

  it('masks a CNPJ as 00.000.000/0000-00, progressively, dropping extra digits', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11')).toBe('11');
    expect(maskCnpj('112')).toBe('11.2');
    expect(maskCnpj('112223330')).toBe('11.222.333/0');
    expect(maskCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskCnpj('1122233300018199')).toBe('11.222.333/0001-81');
  });

  it('picks the document mask from the person kind', () => {
    expect(maskDocument('52998224725', 'pf')).toBe('529.982.247-25');
    expect(maskDocument('11222333000181', 'pj')).toBe('11.222.333/0001-81');
  });

  it('masks a phone as (99) 99999-9999 with at most 11 digits', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119876')).toBe('(11) 9876');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
    expect(maskPhone('')).toBe('');
  });
});
