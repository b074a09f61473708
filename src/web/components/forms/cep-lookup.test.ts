import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { addressFromCep, cepDigits, cepErrorMessage, isCepComplete, maskCep } from './cep-lookup.ts';

const apiError = (status: number, body: unknown = null) => new ApiError('GET', '/api/x', status, body);

describe('the CEP as typed', () => {
  it('keeps 8 digits and masks them as 00000-000', () => {
    expect(cepDigits('01001-000')).toBe('01001000');
    expect(cepDigits(' 01.001-0009')).toBe('01001000');
    expect(maskCep('01001000')).toBe('01001-000');
    expect(maskCep('0100')).toBe('0100');
    expect(maskCep('010011')).toBe('01001-1');
  });

  it('is complete only with exactly 8 digits', () => {
    expect(isCepComplete('01001-000')).toBe(true);
    expect(isCepComplete('0100100')).toBe(false);
    expect(isCepComplete('')).toBe(false);
  });
});

describe('cepErrorMessage (spec 2 §5/§8)', () => {
  it('names each failure with its message; not found or failed, the address is typed by hand', () => {
    const typeIt = (message: string) => `${message} Preencha o endereço abaixo.`;
    expect(cepErrorMessage(apiError(404))).toBe(typeIt(M.cepNotFound));
    expect(cepErrorMessage(apiError(400))).toBe(M.cepInvalid);
    expect(cepErrorMessage(apiError(401))).toBe(M.sessionExpired);
    expect(cepErrorMessage(apiError(503))).toBe(typeIt(M.cepUnavailable));
    expect(cepErrorMessage(new NetworkError('GET', '/api/cep/x', true))).toBe(typeIt(M.cepUnavailable));
    expect(cepErrorMessage(apiError(500))).toBe(typeIt(M.cepLookupFailed));
    expect(cepErrorMessage(new Error('x'))).toBe(typeIt(M.cepLookupFailed));
  });
});

describe('addressFromCep', () => {
  it('fills street, neighbourhood, city and UF, keeping what the answer leaves empty', () => {
    const typed = { logradouro: 'Rua que digitei', bairro: '', cidade: '', uf: '' };
    expect(
      addressFromCep(typed, { logradouro: '', bairro: 'Centro', localidade: 'Campinas', uf: 'sp' }),
    ).toEqual({
      logradouro: 'Rua que digitei',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
    });
  });
});

describe('the CEP a look-up asks for', () => {
  it('needs exactly 8 digits, non-digits stripped', () => {
    expect(isCepComplete('01001-000') && cepDigits('01001-000')).toBe('01001000');
    expect(isCepComplete(' 01.001 000 ') && cepDigits(' 01.001 000 ')).toBe('01001000');
    expect(isCepComplete('0100100')).toBe(false);
    expect(isCepComplete('010010001')).toBe(false);
  });
});
