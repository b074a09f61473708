import { describe, expect, it } from 'vitest';
import { cnpjFromBase, cpfFromBase, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from './documents.ts';

describe('isValidCpf', () => {
  it('accepts valid CPFs, masked or not', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('rejects repeated digits, wrong check digits and wrong lengths', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('abc')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('accepts valid CNPJs, masked or not', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
  });

  it('rejects repeated digits, wrong check digits and wrong lengths', () => {
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('52998224725')).toBe(false);
  });
});

describe('generators', () => {
  it('computes the check digits of known documents', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cnpjFromBase('112223330001')).toBe('11222333000181');
  });

  it('always produces valid documents', () => {
    for (let i = 0; i < 500; i++) {
      const base = String(100_000_000 + i * 1_777_771).slice(0, 9);
      expect(isValidCpf(cpfFromBase(base))).toBe(true);
      expect(isValidCnpj(cnpjFromBase(`${base.slice(0, 8)}0001`))).toBe(true);
    }
  });

  it('rejects bases of the wrong length', () => {
    expect(() => cpfFromBase('123')).toThrow(RangeError);
    expect(() => cnpjFromBase('123')).toThrow(RangeError);
  });
});

describe('formatters', () => {
  it('masks digits', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('leaves values of the wrong length alone', () => {
    expect(formatCpf('123')).toBe('123');
    expect(formatCnpj('123')).toBe('123');
  });
});
