import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  ConfirmResetRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  TokenQuerySchema,
} from './users.contract.ts';

const valid = {
  pessoa: 'pf',
  documentoUSUARIO: '529.982.247-25',
  nome: 'Maria Souza',
  email: ' Maria@Exemplo.com.br ',
  telefone: '(11) 98765-4321',
  senha: 'correct horse battery staple',
  confirmarSenha: 'correct horse battery staple',
  aceitarTermos: true,
};

function messages(input: unknown) {
  const result = RegisterRequestSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('RegisterRequestSchema', () => {
  it('accepts a valid payload and normalises document, phone and e-mail', () => {
    expect(RegisterRequestSchema.parse(valid)).toMatchObject({
      documentoUSUARIO: '52998224725',
      telefone: '11987654321',
      email: 'maria@exemplo.com.br',
    });
    expect(
      RegisterRequestSchema.parse({ ...valid, pessoa: 'pj', documentoUSUARIO: '11.222.333/0001-81' }),
    ).toMatchObject({ documentoUSUARIO: '11222333000181' });
    expect(RegisterRequestSchema.parse({ ...valid, telefone: undefined }).telefone).toBe('');
  });

  it('answers every rule of spec 1 §5 with its message, on the field', () => {
    expect(messages({ ...valid, nome: '  ' })).toEqual([`nome: ${M.required}`]);
    expect(messages({ ...valid, documentoUSUARIO: undefined })).toEqual([`documentoUSUARIO: ${M.required}`]);
    expect(messages({ ...valid, documentoUSUARIO: '111.111.111-11' })).toEqual([
      `documentoUSUARIO: ${M.cpfInvalid}`,
    ]);
    expect(messages({ ...valid, documentoUSUARIO: '529.982.247-24' })).toEqual([
      `documentoUSUARIO: ${M.cpfInvalid}`,
    ]);
    expect(messages({ ...valid, pessoa: 'pj' })).toEqual([`documentoUSUARIO: ${M.cnpjInvalid}`]);
    expect(messages({ ...valid, pessoa: 'pj', documentoUSUARIO: '11.111.111/1111-11' })).toEqual([
      `documentoUSUARIO: ${M.cnpjInvalid}`,
    ]);
    expect(messages({ ...valid, confirmarSenha: 'outra senha qualquer' })).toEqual([
      `confirmarSenha: ${M.passwordsDiffer}`,
    ]);
    expect(messages({ ...valid, aceitarTermos: false })).toEqual([`aceitarTermos: ${M.termsRequired}`]);
    expect(messages({ ...valid, aceitarTermos: undefined })).toEqual([`aceitarTermos: ${M.termsRequired}`]);
    expect(messages({ ...valid, email: 'maria@' })).toEqual([`email: ${M.emailInvalid}`]);
    expect(messages({ ...valid, telefone: '1198' })).toEqual([`telefone: ${M.phoneInvalid}`]);
    expect(messages({ ...valid, pessoa: 'xx' })).toEqual([`pessoa: ${M.pessoaInvalid}`]);
  });

  it('takes passwords of 8 to 128 characters, as typed (no trimming, no composition rules)', () => {
    const withPassword = (senha: string) => ({ ...valid, senha, confirmarSenha: senha });
    expect(messages(withPassword('1234567'))).toEqual([`senha: ${M.passwordLength}`]);
    expect(messages(withPassword('x'.repeat(129)))).toEqual([`senha: ${M.passwordLength}`]);
    expect(messages(withPassword('abcdefgh'))).toEqual([]);
    expect(messages(withPassword('x'.repeat(128)))).toEqual([]);
    expect(RegisterRequestSchema.parse(withPassword('  spaced  ')).senha).toBe('  spaced  ');
  });

  it('counts characters as people do and refuses a password of blank space', () => {
    const withPassword = (senha: string) => ({ ...valid, senha, confirmarSenha: senha });
    // Four emoji are 8 UTF-16 units but 4 characters.
    expect(messages(withPassword('🔑🔑🔑🔑'))).toEqual([`senha: ${M.passwordLength}`]);
    expect(messages(withPassword('🔑'.repeat(8)))).toEqual([]);
    expect(messages(withPassword('🔑'.repeat(128)))).toEqual([]);
    expect(messages(withPassword(' '.repeat(8)))).toEqual([`senha: ${M.passwordBlank}`]);
    expect(messages(withPassword('\t \n \u00a0  \u3000'))).toEqual([`senha: ${M.passwordBlank}`]);
  });

  it('puts the "required" message first when several fields are empty', () => {
    const all = messages({
      ...valid,
      nome: '',
      email: '',
      senha: '',
      confirmarSenha: '',
      aceitarTermos: false,
    });
    expect(all[0]).toBe(`nome: ${M.required}`);
    expect(all).toContain(`aceitarTermos: ${M.termsRequired}`);
  });
});

describe('login and reset schemas', () => {
  it('login requires both fields with the spec message', () => {
    const r = LoginRequestSchema.safeParse({ usuario: '', senha: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([M.loginRequired, M.loginRequired]);
    expect(LoginRequestSchema.parse({ usuario: 'A@B.com', senha: 'x' })).toEqual({
      usuario: 'a@b.com',
      senha: 'x',
      lembrar: false,
    });
  });

  it('token queries answer "Token inválido ou ausente."', () => {
    expect(TokenQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(M.tokenMissing);
    expect(TokenQuerySchema.safeParse({ token: ' ' }).error?.issues[0]?.message).toBe(M.tokenMissing);
  });

  it('reset: both fields required, must match, 8 to 128', () => {
    const form = (novaSenha: string, confirmarSenha: string) =>
      ResetPasswordFormSchema.safeParse({ token: 't', novaSenha, confirmarSenha }).error?.issues[0]?.message;
    expect(form('', '')).toBe(M.newPasswordRequired);
    expect(form('abcdefgh', '')).toBe(M.newPasswordRequired);
    expect(form('abcdefgh', 'abcdefgx')).toBe(M.passwordsDiffer);
    expect(form('abc', 'abc')).toBe(M.passwordLength);
    expect(form('abcdefgh', 'abcdefgh')).toBeUndefined();
    expect(ConfirmResetRequestSchema.safeParse({ token: 't', novaSenha: 'abcdefgh' }).success).toBe(true);
    expect(ConfirmResetRequestSchema.safeParse({ novaSenha: 'abcdefgh' }).error?.issues[0]?.message).toBe(
      M.tokenMissing,
    );
  });
});
