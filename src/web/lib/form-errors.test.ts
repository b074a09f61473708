import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import {
  formErrorFrom,
  isForeignErrorPage,
  NETWORK_HINT,
  RATE_LIMITED_TEXT,
  refusalMessage,
} from './form-errors.ts';
import { applyFieldErrors, fieldErrorsFrom } from './field-errors.ts';

const texts = { failed: (status: number) => `Falha no login: ${status}`, network: 'Falha ao efetuar login' };

describe('formErrorFrom', () => {
  it("prefers the server's message", () => {
    const error = new ApiError('POST', '/api/usuarios/login', 401, {
      message: 'E-mail ou senha inválidos.',
      code: 'UNAUTHENTICATED',
    });
    expect(formErrorFrom(error, texts)).toEqual({
      message: 'E-mail ou senha inválidos.',
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it("falls back to the spec's text with the status", () => {
    expect(formErrorFrom(new ApiError('POST', '/x', 502, null), texts).message).toBe('Falha no login: 502');
    expect(
      formErrorFrom(new ApiError('POST', '/x', 500, 'oops'), { ...texts, failed: 'Erro.' }).message,
    ).toBe('Erro.');
  });

  it('explains a 429 without a message', () => {
    expect(formErrorFrom(new ApiError('POST', '/x', 429, null), texts).message).toBe(RATE_LIMITED_TEXT);
    expect(
      formErrorFrom(new ApiError('POST', '/x', 429, { message: 'Aguarde 5 minutos.' }), texts).message,
    ).toBe('Aguarde 5 minutos.');
  });

  it('says what to do when there is no answer', () => {
    expect(formErrorFrom(new NetworkError('POST', '/x', false), texts)).toEqual({
      message: 'Falha ao efetuar login',
      hint: NETWORK_HINT,
    });
    expect(formErrorFrom(new Error('?'), texts)).toEqual({ message: 'Falha ao efetuar login' });
  });
});

describe('isForeignErrorPage', () => {
  it('is true for an HTML or plain-text error body', () => {
    expect(isForeignErrorPage(new ApiError('GET', '/x', 404, 'Cannot GET /x'))).toBe(true);
    expect(
      isForeignErrorPage(new ApiError('GET', '/x', 400, { message: 'Token inválido ou expirado.' })),
    ).toBe(false);
    expect(isForeignErrorPage(new Error('x'))).toBe(false);
  });
});

describe('refusalMessage', () => {
  it("is the server's message of a 4xx (a 409 conflict, a 422 rule)", () => {
    const conflict = new ApiError('POST', '/x', 409, {
      message: 'Você já usou o mês grátis deste tipo de conta.',
    });
    expect(refusalMessage(conflict)).toBe('Você já usou o mês grátis deste tipo de conta.');
    expect(refusalMessage(new ApiError('POST', '/x', 422, { message: 'Plano de outro tipo.' }))).toBe(
      'Plano de outro tipo.',
    );
  });

  it('is nothing for a 5xx, a 4xx without a message, an error page or no answer', () => {
    expect(refusalMessage(new ApiError('POST', '/x', 503, { message: 'Fora do ar.' }))).toBeUndefined();
    expect(refusalMessage(new ApiError('POST', '/x', 409, null))).toBeUndefined();
    expect(refusalMessage(new ApiError('POST', '/x', 404, 'Cannot POST /x'))).toBeUndefined();
    expect(refusalMessage(new NetworkError('POST', '/x', false))).toBeUndefined();
  });
});

describe('applyFieldErrors', () => {
  it("puts the API's field errors under the form's fields, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiError('POST', '/api/usuarios/registrar', 400, {
      message: 'Este e-mail já está cadastrado.',
      errors: [
        { field: 'email', message: 'Este e-mail já está cadastrado.' },
        { field: 'senha', message: 'Essa senha é muito comum.' },
        { field: 'desconhecido', message: 'x' },
      ],
    });
    expect(applyFieldErrors(error, ['email', 'senha'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Este e-mail já está cadastrado.' }, { shouldFocus: true }],
      ['senha', { type: 'server', message: 'Essa senha é muito comum.' }, { shouldFocus: false }],
    ]);
  });

  it('returns false when there are none', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new ApiError('POST', '/x', 409, { message: 'x' }), ['email'], setError)).toBe(
      false,
    );
    expect(applyFieldErrors(new Error('x'), ['email'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('fieldErrorsFrom', () => {
  it("puts the API's field errors under the form's own names, the first per field", () => {
    const error = new ApiError('PATCH', '/api/usuarios/alterar', 400, {
      message: 'Dados inválidos.',
      errors: [
        { field: 'cepUSUARIO', message: 'Informe um CEP válido com 8 dígitos.' },
        { field: 'ufUSUARIO', message: 'Informe uma UF válida (ex.: SP).' },
        { field: 'ufUSUARIO', message: 'outra' },
        { field: 'desconhecido', message: 'x' },
        { field: 'toString', message: 'x' },
      ],
    });
    expect(fieldErrorsFrom(error, { cepUSUARIO: 'cep', ufUSUARIO: 'uf' })).toEqual({
      cep: 'Informe um CEP válido com 8 dígitos.',
      uf: 'Informe uma UF válida (ex.: SP).',
    });
  });

  it('is empty without field errors or without an answer', () => {
    expect(fieldErrorsFrom(new ApiError('POST', '/x', 500, { message: 'x' }), { a: 'b' })).toEqual({});
    expect(fieldErrorsFrom(new Error('x'), { a: 'b' })).toEqual({});
  });
});
