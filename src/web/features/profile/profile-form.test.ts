import { describe, expect, it } from 'vitest';
import { ProfileUpdateRequestSchema } from '#shared/contracts/profile.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import {
  FIELD_OF,
  firstErrorField,
  isAddressLocked,
  SETTINGS_MESSAGES as M,
  toUpdateRequest,
  validateSettings,
  valuesFromProfile,
  withCepAnswer,
  withCondominium,
  withoutCondominium,
  type ProfileData,
} from './profile-form.ts';

const PROFILE: ProfileData = {
  codigoUSUARIO: 7,
  nomeUSUARIO: 'Maria',
  sobrenomeUSUARIO: 'Souza',
  emailUSUARIO: 'maria@example.com',
  pessoa: 'pf',
  documentoUSUARIO: '52998224725',
  whatsappUSUARIO: '11987654321',
  linkinstagramUSUARIO: null,
  linkfacebookUSUARIO: null,
  linklinkedinUSUARIO: null,
  linktiktokUSUARIO: null,
  linktreeUSUARIO: null,
  siteUSUARIO: null,
  cepUSUARIO: '01001000',
  logradouroUSUARIO: 'Praça da Sé',
  ruaenumeroUSUARIO: '100',
  complementoUSUARIO: '',
  bairroUSUARIO: 'Sé',
  cidadeUSUARIO: 'São Paulo',
  ufUSUARIO: 'sp',
  mostrarNoAnuncioUSUARIO: 1,
  avisosMensagensUSUARIO: 1,
  resumoSemanalUSUARIO: 0,
  condominioUSUARIO: null,
  nomeCondominioUSUARIO: null,
};

const CONDOMINIUM = {
  code: 42,
  name: 'Residencial Jardim',
  address: {
    cep: '04567890',
    logradouro: 'Rua das Flores',
    numero: '250',
    bairro: 'Moema',
    cidade: 'São Paulo',
    uf: 'sp',
  },
};

describe('valuesFromProfile', () => {
  it('masks the WhatsApp and the CEP, upper-cases the UF and reads the 1/0 flag', () => {
    const values = valuesFromProfile(PROFILE);
    expect(values.whatsapp).toBe('(11) 98765-4321');
    expect(values.cep).toBe('01001-000');
    expect(values.uf).toBe('SP');
    expect(values.mostrarNoAnuncio).toBe(true);
    expect(values.condominio).toBeNull();
    expect(valuesFromProfile({ ...PROFILE, mostrarNoAnuncioUSUARIO: 0 }).mostrarNoAnuncio).toBe(false);
  });

  it('reads the e-mail notice of new messages (1/0)', () => {
    expect(valuesFromProfile(PROFILE).avisosMensagens).toBe(true);
    expect(valuesFromProfile({ ...PROFILE, avisosMensagensUSUARIO: 0 }).avisosMensagens).toBe(false);
  });

  it('reads the weekly summary opt-in (1/0, off by default)', () => {
    expect(valuesFromProfile(PROFILE).resumoSemanal).toBe(false);
    expect(valuesFromProfile({ ...PROFILE, resumoSemanalUSUARIO: 1 }).resumoSemanal).toBe(true);
  });

  it('reads the condominium with its name', () => {
    const values = valuesFromProfile({ ...PROFILE, condominioUSUARIO: 42, nomeCondominioUSUARIO: 'Jardim' });
    expect(values.condominio).toEqual({ code: 42, name: 'Jardim' });
    expect(isAddressLocked(values)).toBe(true);
  });
});

describe('address lock', () => {
  it("fills every address field but complemento from the condominium's address", () => {
    const values = withCondominium({ ...valuesFromProfile(PROFILE), complemento: 'Bloco B' }, CONDOMINIUM);
    expect(values).toMatchObject({
      cep: '04567-890',
      logradouro: 'Rua das Flores',
      numero: '250',
      bairro: 'Moema',
      cidade: 'São Paulo',
      uf: 'SP',
      complemento: 'Bloco B',
      condominio: { code: 42, name: 'Residencial Jardim' },
    });
    expect(isAddressLocked(values)).toBe(true);
  });

  it('requires complemento while a condominium is chosen, not after it is dropped', () => {
    const locked = withCondominium(valuesFromProfile(PROFILE), CONDOMINIUM);
    expect(validateSettings(locked).complemento).toBe(M.complementRequired);
    const unlocked = withoutCondominium(locked);
    expect(isAddressLocked(unlocked)).toBe(false);
    expect(unlocked.logradouro).toBe('Rua das Flores');
    expect(validateSettings(unlocked).complemento).toBeUndefined();
  });

  it('a CEP answer fills street, neighbourhood, city and UF, keeping what it leaves empty', () => {
    const values = { ...valuesFromProfile(PROFILE), logradouro: 'Rua que digitei' };
    const filled = withCepAnswer(values, {
      logradouro: '',
      bairro: 'Centro',
      localidade: 'Campinas',
      uf: 'sp',
    });
    expect(filled).toMatchObject({
      logradouro: 'Rua que digitei',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
    });
  });

  it('a CEP answer changes nothing while the address is locked', () => {
    const locked = withCondominium(valuesFromProfile(PROFILE), CONDOMINIUM);
    expect(withCepAnswer(locked, { logradouro: 'Outra', localidade: 'Outra', uf: 'RJ' })).toBe(locked);
  });
});

describe('validateSettings', () => {
  it('accepts a complete profile', () => {
    expect(validateSettings(valuesFromProfile(PROFILE))).toEqual({});
  });

  it('names each bad field with its message, the first in page order', () => {
    const errors = validateSettings({
      ...valuesFromProfile(PROFILE),
      nome: ' ',
      whatsapp: '(11) 9876',
      site: 'javascript:alert(1)',
      cep: '0100',
      uf: 'XX',
    });
    expect(errors).toEqual({
      nome: M.nameRequired,
      whatsapp: M.whatsappInvalid,
      site: M.linkInvalid,
      cep: M.cepInvalid,
      uf: M.ufInvalid,
    });
    expect(firstErrorField(errors)).toBe('nome');
    expect(firstErrorField({ complemento: 'x', cep: 'y' })).toBe('cep');
  });

  it('accepts links with or without https:// and leaves empty optional fields alone', () => {
    const values = {
      ...valuesFromProfile(PROFILE),
      instagram: '@maria',
      site: 'https://maria.com.br',
    };
    expect(validateSettings(values)).toEqual({});
    expect(validateSettings({ ...values, whatsapp: '', cep: '', uf: '' })).toEqual({});
  });
});

describe('toUpdateRequest', () => {
  it('sends digits for WhatsApp and CEP, the condominium as 0 when none, and never e-mail or document', () => {
    const body = toUpdateRequest(7, valuesFromProfile(PROFILE));
    expect(body).toMatchObject({
      codigoUSUARIO: 7,
      nomeUSUARIO: 'Maria',
      whatsappUSUARIO: '11987654321',
      cepUSUARIO: '01001000',
      ufUSUARIO: 'SP',
      ruaenumeroUSUARIO: '100',
      mostrarNoAnuncioUSUARIO: 1,
      avisosMensagensUSUARIO: 1,
      resumoSemanalUSUARIO: 0,
      condominioUSUARIO: 0,
    });
    expect(toUpdateRequest(7, { ...valuesFromProfile(PROFILE), avisosMensagens: false })).toMatchObject({
      avisosMensagensUSUARIO: 0,
    });
    expect(toUpdateRequest(7, { ...valuesFromProfile(PROFILE), resumoSemanal: true })).toMatchObject({
      resumoSemanalUSUARIO: 1,
    });
    expect(body).not.toHaveProperty('emailUSUARIO');
    expect(body).not.toHaveProperty('documentoUSUARIO');
    expect(body).not.toHaveProperty('pessoa');
    expect(body).not.toHaveProperty('nivelUSUARIO');
  });

  it("sends the chosen condominium's code and its address", () => {
    const body = toUpdateRequest(7, {
      ...withCondominium(valuesFromProfile(PROFILE), CONDOMINIUM),
      complemento: 'Ap 12',
    });
    expect(body).toMatchObject({
      condominioUSUARIO: 42,
      cepUSUARIO: '04567890',
      complementoUSUARIO: 'Ap 12',
    });
  });
});

describe('FIELD_OF', () => {
  it("puts the server's field errors under the form's fields (the first per field)", () => {
    const apiError = (status: number, body: unknown) => new ApiError('PATCH', '/api/x', status, body);
    const error = apiError(400, {
      message: M.complementRequired,
      code: 'VALIDATION',
      errors: [
        { field: 'complementoUSUARIO', message: M.complementRequired },
        { field: 'ufUSUARIO', message: M.ufInvalid },
        { field: 'ufUSUARIO', message: 'outra' },
        { field: 'desconhecido', message: 'x' },
      ],
    });
    expect(fieldErrorsFrom(error, FIELD_OF)).toEqual({ complemento: M.complementRequired, uf: M.ufInvalid });
    expect(fieldErrorsFrom(apiError(500, { message: 'x' }), FIELD_OF)).toEqual({});
    expect(fieldErrorsFrom(new Error('x'), FIELD_OF)).toEqual({});
  });
});

describe('the contract checks what the form sends (its resolver)', () => {
  it("accepts a profile as read, and names a bad field in the API's words", () => {
    expect(ProfileUpdateRequestSchema.safeParse(toUpdateRequest(7, valuesFromProfile(PROFILE))).success).toBe(
      true,
    );
    const bad = ProfileUpdateRequestSchema.safeParse(
      toUpdateRequest(7, { ...valuesFromProfile(PROFILE), site: 'ftp://x', uf: 'XX' }),
    );
    expect(bad.error?.issues.map((i) => [FIELD_OF[String(i.path[0])], i.message])).toEqual([
      ['site', M.linkInvalid],
      ['uf', M.ufInvalid],
    ]);
  });
});
