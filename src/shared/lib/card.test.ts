import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '../contracts/checkouts.constants.ts';
import {
  cardDocumentError,
  cardFormErrors,
  isLuhnValid,
  isValidCardNumber,
  isValidExpiry,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  maskPostalCode,
  maskState,
  parseExpiry,
  toTokenizeBody,
  type CardFormValues,
} from './card.ts';
import { cpfFromBase } from './documents.ts';

const NOW = new Date(2026, 10, 26); // 26 Nov 2026
const CPF = cpfFromBase('529982247');

const VALID: CardFormValues = {
  holderName: 'Ana Souza',
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  email: 'ana@exemplo.com.br',
  document: CPF,
  phone: '(11) 98765-4321',
  postalCode: '01001-000',
  addressNumber: '100',
  state: 'SP',
};

describe('card number', () => {
  it('checks Luhn', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('41x1')).toBe(false);
  });

  it('wants 13 to 16 Luhn-valid digits, masked or not', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true); // 13 digits
    expect(isValidCardNumber('424242424242')).toBe(false); // 12 digits, Luhn-valid
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it("accepts Asaas' sandbox test numbers, the refusal ones included", () => {
    expect(isValidCardNumber('5162 3062 1937 8829')).toBe(true);
    expect(isValidCardNumber('5184019740373151')).toBe(true);
    expect(isValidCardNumber('4916561358240741')).toBe(true);
  });
});

describe('expiry', () => {
  it('reads MM/AA with a month from 1 to 12', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('0127')).toEqual({ month: 1, year: 2027 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('1/30')).toBeNull();
  });

  it('accepts the current month and later, refuses the past', () => {
    expect(isValidExpiry('11/26', NOW)).toBe(true);
    expect(isValidExpiry('12/26', NOW)).toBe(true);
    expect(isValidExpiry('10/26', NOW)).toBe(false);
    expect(isValidExpiry('12/25', NOW)).toBe(false);
  });
});

describe('the card holder document (CPF only)', () => {
  it('accepts a valid CPF, masked or not', () => {
    expect(cardDocumentError(CPF)).toBeUndefined();
    expect(cardDocumentError('529.982.247-25')).toBeUndefined();
  });

  it('refuses a CNPJ with its own message', () => {
    expect(cardDocumentError('11.222.333/0001-81')).toBe(M.cardNeedsCpfNotCnpj);
  });

  it('asks for the 11 digits of the CPF for a short one and any other length (spec 2 §5)', () => {
    expect(cardDocumentError('123')).toBe(M.cardCpfInvalid);
    expect(cardDocumentError('529.982.247-2')).toBe('CPF do titular inválido. Informe 11 dígitos.');
    expect(cardDocumentError('')).toBe(M.cardCpfInvalid);
    expect(cardDocumentError('123456789012')).toBe(M.cardCpfInvalid);
    expect(cardDocumentError('12345678900')).toBe(M.cardCpfInvalid); // wrong check digits
  });
});

describe('cardFormErrors', () => {
  it('has no error for a valid form', () => {
    expect(cardFormErrors(VALID, NOW)).toEqual({});
  });

  it('names every rule of spec 2 §5 with its message', () => {
    const errors = cardFormErrors(
      {
        holderName: '  ',
        number: '1234',
        expiry: '13/20',
        cvv: '12',
        email: 'ana@',
        document: '11222333000181',
        phone: '119876',
        postalCode: '0100',
        addressNumber: ' ',
        state: '',
      },
      NOW,
    );
    expect(errors).toEqual({
      holderName: M.holderRequired,
      number: M.cardNumber,
      expiry: M.expiry,
      cvv: M.cvv,
      email: M.email,
      document: M.cardNeedsCpfNotCnpj,
      phone: M.phone,
      postalCode: M.postalCode,
      addressNumber: M.addressNumber,
    });
  });

  it('accepts a 4-digit CVV and a 10-digit landline', () => {
    expect(cardFormErrors({ ...VALID, cvv: '1234', phone: '(11) 3456-7890' }, NOW)).toEqual({});
  });
});

describe('toTokenizeBody', () => {
  it('sends digits only, the expiry split with a 4-digit year', () => {
    expect(toTokenizeBody(VALID)).toEqual({
      holderName: 'Ana Souza',
      number: '4111111111111111',
      expiryMonth: '12',
      expiryYear: '2030',
      ccv: '123',
      cpfCnpj: CPF,
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
      postalCode: '01001000',
      addressNumber: '100',
    });
  });
});

describe('masks', () => {
  it('groups the card in fours, 16 digits at most', () => {
    expect(maskCardNumber('41111111')).toBe('4111 1111');
    expect(maskCardNumber('411')).toBe('411');
    expect(maskCardNumber('4111-1111-1111-1111-999')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('')).toBe('');
  });

  it('masks the expiry as MM/AA, 4 digits at most', () => {
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('12/305')).toBe('12/30');
  });

  it('masks the CEP, the CVV and the state', () => {
    expect(maskPostalCode('01001000')).toBe('01001-000');
    expect(maskPostalCode('0100')).toBe('0100');
    expect(maskCvv('12a345')).toBe('1234');
    expect(maskState('s1p3x')).toBe('SP');
  });
});
