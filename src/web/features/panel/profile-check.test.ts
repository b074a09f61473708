import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#shared/contracts/users.contract.ts';
import { missingFieldsOf, needsProfileCheck } from './profile-check.ts';

const USER: SessionUser = {
  email: 'ana@example.com',
  name: 'Ana Lima',
  role: 'ANUNCIANTE',
  codigo: 3,
  tipo: 3,
  ativo: true,
  nivel: 2,
  validacao: 1,
  billing: {
    pessoa: 'pf',
    nome: 'Ana Lima',
    email: 'ana@example.com',
    documento: '52998224725',
    telefone: '11987654321',
    cep: '01001000',
    logradouro: 'Praça da Sé',
    ruaNumero: '1',
    complemento: null,
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
  },
};

describe('missingFieldsOf', () => {
  it('is empty for a complete advertiser', () => {
    expect(missingFieldsOf(USER)).toEqual([]);
  });

  it("lists an advertiser's missing fields in the spec's order", () => {
    const user = { ...USER, billing: { ...USER.billing, telefone: null, cep: null, uf: null } };
    expect(missingFieldsOf(user)).toEqual(['WhatsApp obrigatório', 'CEP obrigatório', 'UF obrigatória']);
  });

  it('holds only ANUNCIANTE to it', () => {
    const bare = { ...USER.billing, telefone: null, cep: null, logradouro: null, cidade: null, uf: null };
    expect(missingFieldsOf({ ...USER, role: 'ADMIN', billing: bare })).toEqual([]);
    expect(missingFieldsOf({ ...USER, role: 'USUARIO', billing: bare })).toEqual([]);
  });
});

describe('needsProfileCheck', () => {
  const missing = ['WhatsApp obrigatório'];
  it('shows on the panel pages, only with missing fields', () => {
    expect(needsProfileCheck(missing, '/painel')).toBe(true);
    expect(needsProfileCheck(missing, '/painel/anuncios/novo')).toBe(true);
    expect(needsProfileCheck(missing, '/painel/midias')).toBe(true);
    expect(needsProfileCheck(missing, '/painel/pagamentos')).toBe(true);
    expect(needsProfileCheck([], '/painel')).toBe(false);
  });

  it('never on the settings page, the billing pages nor the messages', () => {
    expect(needsProfileCheck(missing, '/painel/mensagens')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/tickets')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/buscas-salvas')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/planos')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/faturas')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/configuracoes')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/configuracoes/')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/pagamento')).toBe(false);
    expect(needsProfileCheck(missing, '/painel/pagamento/12')).toBe(false);
  });
});
