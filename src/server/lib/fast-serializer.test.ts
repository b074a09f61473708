import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer.ts';

const Card = z.object({
  codigo: z.number().int(),
  titulo: z.string(),
  preco: z.number().int().nullable(),
  destaque: z.union([z.literal(0), z.literal(1)]),
  coordenadas: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  imagens: z.array(z.object({ url: z.string() })),
  pessoa: z.enum(['pf', 'pj']),
});
const Page = z.object({ data: z.array(Card), total: z.number().int(), totalExato: z.boolean() });

const compile = (check: boolean) =>
  fastSerializerCompiler({ check })({ schema: Page, method: 'GET', url: '/x', httpStatus: '200' });

const page = {
  data: [
    {
      codigo: 7,
      titulo: 'Bolo de "cenoura" \\ caseiro ção',
      preco: null,
      destaque: 1,
      coordenadas: { latitude: -23.55, longitude: -46.63 },
      imagens: [{ url: '/a.webp' }],
      pessoa: 'pj',
    },
    { codigo: 8, titulo: 'Aulas', preco: 1500, destaque: 0, coordenadas: null, imagens: [], pessoa: 'pf' },
  ],
  total: 2,
  totalExato: true,
};

describe('fastSerializerCompiler', () => {
  it('writes what zod writes, escapes and nulls included', () => {
    for (const check of [true, false]) {
      expect(compile(check)(page)).toBe(JSON.stringify(Page.encode(page as z.infer<typeof Page>)));
    }
  });

  it('writes only the schema keys, as zod does (no field leaks)', () => {
    const leaky = { ...page, senha: 'x', data: [{ ...page.data[1], email: 'a@b.c' }] };
    const written = JSON.parse(compile(false)(leaky));
    expect(written).not.toHaveProperty('senha');
    expect(written.data[0]).not.toHaveProperty('email');
  });

  it('outside production, an answer that breaks its contract fails instead of being written', () => {
    const broken = { ...page, data: [{ ...page.data[1], pessoa: 'x' }] };
    let error: unknown;
    try {
      compile(true)(broken);
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
    expect(() => compile(false)(broken)).not.toThrow();
  });
});
