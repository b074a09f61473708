import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { contractResolver, registered } from './form-model.ts';

interface Values {
  name: string;
  zip: string;
}

/** A contract in the API's names, as the resolver meets them. */
const Schema = z.object({
  nameAPI: z.string().min(1, { error: 'Nome obrigatório' }),
  zipAPI: z.string().regex(/^\d{8}$/, { error: 'CEP inválido.' }),
});

const resolverOf = (check?: (values: Values) => Partial<Record<keyof Values, string>>) => {
  const loadSchema = vi.fn(async () => Schema);
  const resolver = contractResolver<Values, keyof Values>({
    loadSchema,
    toBody: (v) => ({ nameAPI: v.name.trim(), zipAPI: v.zip.replace(/\D/g, '') }),
    fieldOf: { nameAPI: 'name', zipAPI: 'zip' },
    check,
  });
  const run = (values: Values) => resolver(values, undefined, {} as ResolverOptions<Values>);
  return { run, loadSchema };
};

describe('contractResolver', () => {
  it("puts the schema's issues on the body under the form's fields; valid values pass as they are", async () => {
    const { run } = resolverOf();
    expect((await run({ name: ' ', zip: '0100' })).errors).toEqual({
      name: { type: 'validate', message: 'Nome obrigatório' },
      zip: { type: 'validate', message: 'CEP inválido.' },
    });
    const values = { name: 'Maria', zip: '01001-000' };
    expect(await run(values)).toEqual({ values, errors: {} });
  });

  it("the form's own rules win on their field, in the page's words", async () => {
    const { run } = resolverOf((v) => (v.zip === '' ? {} : { zip: 'Informe um CEP válido com 8 dígitos.' }));
    expect((await run({ name: '', zip: '0100' })).errors).toEqual({
      name: { type: 'validate', message: 'Nome obrigatório' },
      zip: { type: 'validate', message: 'Informe um CEP válido com 8 dígitos.' },
    });
  });

  it('loads the schema once, and again after a failed load', async () => {
    const { run, loadSchema } = resolverOf();
    loadSchema.mockRejectedValueOnce(new Error('chunk'));
    await expect(run({ name: 'a', zip: '01001000' })).rejects.toThrow('chunk');
    await run({ name: 'a', zip: '01001000' });
    await run({ name: 'a', zip: '01001000' });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});

describe('registered', () => {
  it('carries the value as the default, so the server-rendered input shows it', () => {
    const register = vi.fn((name: string) => ({ name, onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() }));
    const values: Record<string, unknown> = { name: 'Maria', shown: true };
    const form = { register, getValues: (name: string) => values[name] } as unknown as Parameters<
      typeof registered<{ name: string; shown: boolean }>
    >[0];
    expect(registered(form, 'name')).toMatchObject({ name: 'name', defaultValue: 'Maria' });
    expect(registered(form, 'shown')).toMatchObject({ name: 'shown', defaultChecked: true });
  });
});
