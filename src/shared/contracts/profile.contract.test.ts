import { describe, expect, it } from 'vitest';
import {
  CepParamsSchema,
  CondominiumSuggestionRequestSchema,
  PROFILE_MESSAGES as M,
  ProfileReplaceRequestSchema,
  ProfileUpdateRequestSchema,
} from './profile.contract.ts';

describe('ProfileUpdateRequestSchema', () => {
  it('drops the fields no one sets (mass assignment); keeps the admin fields, which the server takes from admins only', () => {
    const r = ProfileUpdateRequestSchema.parse({
      codigoUSUARIO: '7',
      nomeUSUARIO: ' Ana ',
      pessoa: 'pj',
      tipo: 2,
      validacao: 0,
      documentoUSUARIO: '11.222.333/0001-81',
      emailUSUARIO: ' X@Y.z ',
      nivelUSUARIO: '1',
      ativoUSUARIO: 1,
      senha: 'nova-senha-123',
    });
    expect(r).toEqual({
      codigoUSUARIO: 7,
      nomeUSUARIO: 'Ana',
      documentoUSUARIO: '11222333000181',
      emailUSUARIO: 'x@y.z',
      nivelUSUARIO: 1,
      ativoUSUARIO: true,
    });
  });

  it('takes an admin field left empty as not sent (spec 2 §2: the password is optional on edit)', () => {
    const r = ProfileUpdateRequestSchema.parse({
      codigoUSUARIO: 7,
      emailUSUARIO: '',
      documentoUSUARIO: null,
      senhaUSUARIO: '   ',
    });
    expect(r).toEqual({
      codigoUSUARIO: 7,
      emailUSUARIO: undefined,
      documentoUSUARIO: undefined,
      senhaUSUARIO: undefined,
    });
  });

  it('normalises CEP, UF, phone, flags and condominium 0', () => {
    const r = ProfileUpdateRequestSchema.parse({
      codigoUSUARIO: 1,
      cepUSUARIO: '01310-100',
      ufUSUARIO: 'sp',
      whatsappUSUARIO: '(11) 98765-4321',
      mostrarNoAnuncioUSUARIO: 0,
      resumoSemanalUSUARIO: '1',
      condominio: 0,
      complementoUSUARIO: '',
    });
    expect(r).toMatchObject({
      cepUSUARIO: '01310100',
      ufUSUARIO: 'SP',
      whatsappUSUARIO: '11987654321',
      mostrarNoAnuncioUSUARIO: false,
      resumoSemanalUSUARIO: true,
      condominio: null,
      complementoUSUARIO: null,
    });
  });

  it('refuses a bad CEP, UF and a javascript: link with the messages', () => {
    const r = ProfileUpdateRequestSchema.safeParse({
      codigoUSUARIO: 1,
      cepUSUARIO: '0131',
      ufUSUARIO: 'XX',
      siteUSUARIO: 'javascript:alert(1)',
    });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.cepInvalid, M.ufInvalid, M.linkInvalid]));
  });

  it('accepts handles and http(s) links', () => {
    const r = ProfileUpdateRequestSchema.parse({
      codigoUSUARIO: 1,
      linkinstagramUSUARIO: '@ana',
      siteUSUARIO: 'https://ana.com.br',
    });
    expect(r.linkinstagramUSUARIO).toBe('@ana');
  });
});

describe('resumoSemanalUSUARIO (the weekly summary opt-in)', () => {
  it('is optional in both updates (absent keeps it) and takes 1/0 in any of the flag forms', () => {
    expect(ProfileUpdateRequestSchema.parse({ codigoUSUARIO: 1 })).not.toHaveProperty('resumoSemanalUSUARIO');
    expect(ProfileReplaceRequestSchema.parse({ nomeUSUARIO: 'Ana' }).resumoSemanalUSUARIO).toBeUndefined();
    for (const [sent, taken] of [
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      [true, true],
      [false, false],
    ] as const) {
      expect(
        ProfileUpdateRequestSchema.parse({ codigoUSUARIO: 1, resumoSemanalUSUARIO: sent })
          .resumoSemanalUSUARIO,
      ).toBe(taken);
    }
  });

  it('refuses anything else with the flag message', () => {
    const r = ProfileUpdateRequestSchema.safeParse({ codigoUSUARIO: 1, resumoSemanalUSUARIO: 'sim' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Use 1 ou 0.']);
  });
});

describe('ProfileReplaceRequestSchema', () => {
  it('requires the name', () => {
    const r = ProfileReplaceRequestSchema.safeParse({ cidadeUSUARIO: 'X' });
    expect(r.error?.issues[0]?.message).toBe(M.nameRequired);
  });
});

describe('CepParamsSchema', () => {
  it('strips non-digits and needs 8', () => {
    expect(CepParamsSchema.parse({ cep: '01310-100' }).cep).toBe('01310100');
    expect(CepParamsSchema.safeParse({ cep: '123' }).error?.issues[0]?.message).toBe(M.cepInvalid);
  });
});

describe('CondominiumSuggestionRequestSchema', () => {
  it('needs a name', () => {
    expect(CondominiumSuggestionRequestSchema.safeParse({ nome: ' ' }).error?.issues[0]?.message).toBe(
      M.suggestionNameRequired,
    );
  });
});
