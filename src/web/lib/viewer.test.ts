import { describe, expect, it } from 'vitest';
import { accountTypeLabel, firstName, initialOf, roleLabel, toViewer } from './viewer.ts';

describe('viewer helpers', () => {
  it('leaves billing (document, address) out of the page-wide user', () => {
    const viewer = toViewer({
      email: 'ana@example.com',
      name: 'Ana Souza',
      role: 'ANUNCIANTE',
      codigo: 3,
      tipo: 3,
      ativo: true,
      nivel: 2,
      validacao: 1,
      billing: {
        pessoa: 'pf',
        nome: 'Ana Souza',
        email: 'ana@example.com',
        documento: '52998224725',
        telefone: null,
        cep: null,
        logradouro: null,
        ruaNumero: null,
        complemento: null,
        bairro: null,
        cidade: null,
        uf: null,
      },
    });
    expect(viewer).not.toHaveProperty('billing');
    expect(JSON.stringify(viewer)).not.toContain('52998224725');
  });

  it('names and initials', () => {
    expect(firstName('  Maria da Silva ')).toBe('Maria');
    expect(firstName('', 'joao@example.com')).toBe('joao');
    expect(initialOf('érica')).toBe('É');
    expect(initialOf('', 'bia@example.com')).toBe('B');
    expect(initialOf('')).toBe('?');
  });

  it('labels of spec 2', () => {
    expect(roleLabel('ADMIN')).toBe('Admin');
    expect(roleLabel('ANUNCIANTE')).toBe('Anunciante');
    expect(roleLabel('USUARIO')).toBe('Usuário');
    expect(accountTypeLabel(2)).toBe('Pessoa jurídica (CNPJ)');
    expect(accountTypeLabel(3)).toBe('Pessoa física (CPF)');
  });
});
