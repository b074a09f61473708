import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('plans', () => {
  let t: TestApp;
  const get = (url: string) => t.get(url);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the PF plans with the spec prices (annual first)', async () => {
    const { status, body } = await get('/api/planos?tipo=pf');
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.map((p: { slug: string }) => [p.slug, p]));
    expect(bySlug['pf-anual']).toMatchObject({
      preco_centavos: 14990,
      valorPLANO: 149.9,
      periodo_meses: 12,
      tipoUsuario: 3,
      destaque: true,
    });
    expect(bySlug['pf-semestral']).toMatchObject({ preco_centavos: 9990, periodo_meses: 6 });
    expect(bySlug['pf-trimestral']).toMatchObject({ preco_centavos: 7990, periodo_meses: 3 });
    expect(bySlug['pf-mes-gratis']).toMatchObject({ preco_centavos: 0, gratis: true, tempoPLANO: 30 });
    expect(body.every((p: { tipoUsuario: number }) => p.tipoUsuario === 3)).toBe(true);
  });

  it('lists the PJ plans', async () => {
    const { body } = await get('/api/planos?tipo=pj');
    const prices = Object.fromEntries(
      body.map((p: { slug: string; valorPLANO: number }) => [p.slug, p.valorPLANO]),
    );
    expect(prices).toMatchObject({
      'pj-anual': 349.9,
      'pj-semestral': 299.9,
      'pj-trimestral': 249.9,
      'pj-mes-gratis': 0,
    });
  });

  it('finds a plan by slug', async () => {
    const { status, body } = await get('/api/planos/slug/pj-anual');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'pj-anual', valorPLANO: 349.9, tipoUsuario: 2 });
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect(await get('/api/planos/slug/nao-existe')).toEqual({
      status: 404,
      body: { message: 'Plano não encontrado.', code: 'NOT_FOUND' },
    });
    expect((await get('/api/planos/slug/%3Cscript%3E')).status).toBe(400);
    expect((await get('/api/planos?tipo=xx')).status).toBe(400);
  });
});
