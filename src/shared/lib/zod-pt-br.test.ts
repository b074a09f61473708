import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useBrazilianZodMessages } from './zod-pt-br.ts';

describe('zod fallback messages in pt-BR', () => {
  useBrazilianZodMessages();
  const message = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('names the expected and received types in Portuguese', () => {
    expect(message(z.object({}), [])).toBe('Valor inválido: esperado um objeto, recebido uma lista.');
    expect(message(z.string(), 12)).toBe('Valor inválido: esperado um texto, recebido um número.');
    expect(message(z.object({ a: z.string() }), {})).toBe('Campo obrigatório.');
  });

  it('explains bounds, formats and choices', () => {
    expect(message(z.string().max(3), 'abcd')).toBe('Deve ter no máximo 3 caracteres.');
    expect(message(z.array(z.number()).min(1), [])).toBe('Deve ter no mínimo 1 item.');
    expect(message(z.number().max(10), 11)).toBe('Deve ser no máximo 10.');
    expect(message(z.email(), 'x')).toBe('E-mail inválido.');
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Valor inválido: use um destes: a, b.');
    expect(message(z.strictObject({}), { x: 1 })).toBe('Campo não reconhecido: x.');
  });

  it('leaves a schema’s own message alone', () => {
    expect(message(z.string({ error: 'Informe o nome.' }), 1)).toBe('Informe o nome.');
  });
});
