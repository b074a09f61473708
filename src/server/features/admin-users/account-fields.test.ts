import { describe, expect, it } from 'vitest';
import { accountFields, changedFields } from './account-fields.ts';
import type { AccountRow } from './admin-users.repository.ts';

const account: AccountRow = {
  code: 7,
  name: 'Maria',
  surname: 'Silva',
  email: 'maria@exemplo.com.br',
  personKind: 'pf',
  document: '52998224725',
  whatsapp: '11987654321',
  ddd: '11',
  instagram: null,
  facebook: null,
  linkedin: null,
  tiktok: null,
  linktree: null,
  site: null,
  postalCode: '01001000',
  street: 'Praça da Sé',
  streetNumber: '1',
  complement: null,
  neighbourhood: 'Sé',
  city: 'São Paulo',
  uf: 'SP',
  showAddress: true,
  condominiumCode: null,
  level: 2,
  type: 3,
  active: true,
};

describe('accountFields', () => {
  it('names the fields as the API does, flag as 1/0, without code, tipo or anything secret', () => {
    const fields = accountFields(account);
    expect(fields).toMatchObject({
      nomeUSUARIO: 'Maria',
      cepUSUARIO: '01001000',
      mostrarNoAnuncioUSUARIO: 1,
    });
    expect(Object.keys(fields)).not.toContain('tipoUSUARIO');
    expect(Object.keys(fields).some((k) => /senha|hash|codigo/i.test(k))).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only what differs, as it was and as it is (absent values as null)', () => {
    const before = accountFields(account);
    const after = accountFields({ ...account, email: 'nova@exemplo.com.br', complement: 'ap 3', level: 1 });
    expect(changedFields(before, after)).toEqual({
      before: { emailUSUARIO: 'maria@exemplo.com.br', complementoUSUARIO: null, nivelUSUARIO: 2 },
      after: { emailUSUARIO: 'nova@exemplo.com.br', complementoUSUARIO: 'ap 3', nivelUSUARIO: 1 },
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields(accountFields(account), accountFields({ ...account }))).toEqual({
      before: {},
      after: {},
    });
  });
});
