import { describe, expect, it } from 'vitest';
import { missingProfileFields, profileIncompleteMessage } from './profile-completeness.ts';

const complete = {
  nomeUSUARIO: 'Ana',
  emailUSUARIO: 'ana@example.com',
  documentoUSUARIO: '52998224725',
  whatsappUSUARIO: '11987654321',
  cepUSUARIO: '01310-100',
  logradouroUSUARIO: 'Avenida Paulista',
  cidadeUSUARIO: 'São Paulo',
  ufUSUARIO: 'SP',
};

describe('missingProfileFields', () => {
  it('is empty for a complete profile (social networks and condominium optional)', () => {
    expect(missingProfileFields(complete)).toEqual([]);
  });

  it('lists every message in the spec order for an empty profile', () => {
    expect(missingProfileFields({})).toEqual([
      'Nome obrigatório',
      'E-mail obrigatório',
      'Documento (CPF/CNPJ) obrigatório',
      'WhatsApp obrigatório',
      'CEP obrigatório',
      'Logradouro obrigatório',
      'Cidade obrigatória',
      'UF obrigatória',
    ]);
  });

  it('treats blank, null and malformed values as missing', () => {
    expect(
      missingProfileFields({
        ...complete,
        nomeUSUARIO: '   ',
        whatsappUSUARIO: null,
        cepUSUARIO: '0131',
        ufUSUARIO: 'S',
      }),
    ).toEqual(['Nome obrigatório', 'WhatsApp obrigatório', 'CEP obrigatório', 'UF obrigatória']);
  });

  it('accepts masked values', () => {
    expect(
      missingProfileFields({
        ...complete,
        documentoUSUARIO: '529.982.247-25',
        whatsappUSUARIO: '(11) 98765-4321',
      }),
    ).toEqual([]);
  });
});

describe('profileIncompleteMessage', () => {
  it('writes the spec text with the fields joined by commas', () => {
    expect(profileIncompleteMessage(['WhatsApp obrigatório', 'CEP obrigatório'])).toBe(
      'Finalize seu cadastro para continuar. Campos faltantes: WhatsApp obrigatório, CEP obrigatório.',
    );
  });
});
