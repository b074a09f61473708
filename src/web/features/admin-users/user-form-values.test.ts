import { describe, expect, it } from 'vitest';
import { UserCreateRequestSchema } from '#shared/contracts/admin-users.contract.ts';
import { ProfileUpdateRequestSchema } from '#shared/contracts/profile.contract.ts';
import type { Profile } from '#shared/contracts/profile.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import {
  FIELD_OF,
  firstErrorField,
  maskDocumentInput,
  NEW_USER_VALUES,
  saveErrorMessage,
  toCreateRequest,
  toUpdateRequest,
  USER_FORM_MESSAGES as M,
  validateNewUser,
  validateUserEdit,
  valuesFromProfile,
  withCepAnswer,
} from './user-form-values.ts';

const PROFILE: Profile = {
  codigoUSUARIO: 12,
  nomeUSUARIO: 'Maria',
  sobrenomeUSUARIO: 'Souza',
  emailUSUARIO: 'maria@example.com',
  pessoa: 'pj',
  tipoUSUARIO: 2,
  documentoUSUARIO: '11222333000181',
  whatsappUSUARIO: '11987654321',
  dddUSUARIO: '11',
  linkinstagramUSUARIO: null,
  linkfacebookUSUARIO: null,
  linklinkedinUSUARIO: null,
  linktiktokUSUARIO: null,
  linktreeUSUARIO: null,
  siteUSUARIO: null,
  cepUSUARIO: '04567890',
  logradouroUSUARIO: 'Rua das Flores',
  ruaenumeroUSUARIO: '250',
  complementoUSUARIO: null,
  bairroUSUARIO: 'Moema',
  cidadeUSUARIO: 'São Paulo',
  ufUSUARIO: 'sp',
  mostrarNoAnuncioUSUARIO: 0,
  condominioUSUARIO: null,
  nomeCondominioUSUARIO: null,
  nivelUSUARIO: 3,
  ativoUSUARIO: false,
  avisosMensagensUSUARIO: 1,
  resumoSemanalUSUARIO: 0,
  faltantes: [],
};

describe('the new user form', () => {
  it('starts with the spec defaults: nível 2, ativo, mostrar nos anúncios', () => {
    expect(NEW_USER_VALUES).toMatchObject({ nivel: '2', ativo: true, mostrarNoAnuncio: true, senha: '' });
  });

  it('requires e-mail, senha and documento with the spec message on each', () => {
    const errors = validateNewUser({ ...NEW_USER_VALUES, nome: 'Ana', senha: '   ' });
    expect(errors).toEqual({ email: M.required, senha: M.required, documento: M.required });
    expect(M.required).toBe('Preencha email, senha e documento');
    expect(firstErrorField(errors)).toBe('email');
  });

  it('sends the user payload without masks', () => {
    const body = toCreateRequest({
      ...NEW_USER_VALUES,
      nome: ' Ana ',
      email: ' ana@example.com ',
      senha: ' uma senha ',
      documento: '529.982.247-25',
      whatsapp: '(21) 99876-5432',
      cep: '01001-000',
      uf: 'sp',
    });
    expect(body).toMatchObject({
      nomeUSUARIO: 'Ana',
      emailUSUARIO: 'ana@example.com',
      senha: ' uma senha ',
      documentoUSUARIO: '52998224725',
      whatsappUSUARIO: '21998765432',
      cepUSUARIO: '01001000',
      ufUSUARIO: 'SP',
      nivelUSUARIO: 2,
      ativoUSUARIO: true,
      mostrarNoAnuncioUSUARIO: 1,
    });
  });
});

describe('the edit form', () => {
  it('shows the profile masked, the password empty', () => {
    expect(valuesFromProfile(PROFILE)).toMatchObject({
      documento: '11.222.333/0001-81',
      whatsapp: '(11) 98765-4321',
      cep: '04567-890',
      uf: 'SP',
      senha: '',
      nivel: '3',
      ativo: false,
      mostrarNoAnuncio: false,
    });
  });

  it('keeps e-mail and documento required and a name from being erased', () => {
    const values = { ...valuesFromProfile(PROFILE), nome: '', email: '', documento: '' };
    expect(validateUserEdit(values, PROFILE)).toEqual({
      nome: M.nameRequired,
      email: M.editRequired,
      documento: M.editRequired,
    });
    expect(
      validateUserEdit({ ...values, email: 'x@y.z', documento: '1' }, { ...PROFILE, nomeUSUARIO: '' }),
    ).toEqual({});
  });

  it('sends the password only when typed and the name only when filled', () => {
    const values = valuesFromProfile(PROFILE);
    const kept = toUpdateRequest(12, values);
    expect(kept).toMatchObject({
      codigoUSUARIO: 12,
      nomeUSUARIO: 'Maria',
      nivelUSUARIO: 3,
      ativoUSUARIO: false,
    });
    expect(kept).not.toHaveProperty('senhaUSUARIO');
    const changed = toUpdateRequest(12, { ...values, nome: '', senha: 'nova-senha-segura' });
    expect(changed).not.toHaveProperty('nomeUSUARIO');
    expect(changed.senhaUSUARIO).toBe('nova-senha-segura');
  });
});

describe('helpers', () => {
  it('masks a CPF, then a CNPJ from the 12th digit on', () => {
    expect(maskDocumentInput('52998224725')).toBe('529.982.247-25');
    expect(maskDocumentInput('112223330001')).toBe('11.222.333/0001');
    expect(maskDocumentInput('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('fills the address and DDD from a CEP answer, keeping what the answer leaves empty', () => {
    const filled = withCepAnswer(
      { ...NEW_USER_VALUES, logradouro: 'Minha rua', ddd: '' },
      { logradouro: '', bairro: 'Sé', localidade: 'São Paulo', uf: 'sp', ddd: '11' },
    );
    expect(filled).toMatchObject({
      logradouro: 'Minha rua',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'SP',
      ddd: '11',
    });
  });

  it('puts the server field errors under the form fields, and prefers the server message', () => {
    const error = new ApiError('POST', '/api/usuarios/criar', 409, {
      message: 'Este e-mail já está cadastrado.',
      errors: [
        { field: 'emailUSUARIO', message: 'Este e-mail já está cadastrado.' },
        { field: 'senha', message: 'curta' },
        { field: 'desconhecido', message: 'x' },
      ],
    });
    expect(fieldErrorsFrom(error, FIELD_OF)).toEqual({
      email: 'Este e-mail já está cadastrado.',
      senha: 'curta',
    });
    expect(saveErrorMessage(error, true)).toBe('Este e-mail já está cadastrado.');
    expect(saveErrorMessage(new ApiError('POST', '/x', 500, null), true)).toBe(M.createFailed);
    expect(saveErrorMessage(new Error('rede'), false)).toBe(M.saveFailed);
  });
});

describe('the contracts check what the form sends (its resolver)', () => {
  it('a new user: the three required fields with the spec message; a complete one passes', () => {
    const empty = UserCreateRequestSchema.safeParse(toCreateRequest(NEW_USER_VALUES));
    expect(empty.error?.issues.map((i) => [FIELD_OF[String(i.path[0])], i.message])).toEqual([
      ['email', M.required],
      ['senha', M.required],
      ['documento', M.required],
    ]);
    const filled = {
      ...NEW_USER_VALUES,
      email: 'ana@example.com',
      senha: 'uma senha',
      documento: '529.982.247-25',
    };
    expect(UserCreateRequestSchema.safeParse(toCreateRequest(filled)).success).toBe(true);
  });

  it('an edit: the user as read passes', () => {
    expect(
      ProfileUpdateRequestSchema.safeParse(toUpdateRequest(12, valuesFromProfile(PROFILE))).success,
    ).toBe(true);
  });
});
