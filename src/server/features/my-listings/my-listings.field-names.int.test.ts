import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { adBody, call, owner } from '../../test/own-ads-kit.ts';

const BASE = '/api/minha-conta/anuncios';
const LONG_TITLE = 'Bolo de cenoura com cobertura de chocolate '.repeat(10).slice(0, 400);

/**
 * A title over 150 characters was answered "O campo tituloANUNCIO deve ter no
 * máximo 150 caracteres.". The answer names the field as the form does; `field` keeps the
 * API's name for the client to match its input.
 */
describe('own ads: fields named in Portuguese in validation answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a 400-character title: 400 naming "Título", for the owner creating or editing; anonymous 401; another user or an admin no more than a 400', async () => {
    const me = await owner(t);
    const created = await me.call('POST', BASE, await adBody(t, { tituloANUNCIO: LONG_TITLE }));
    const expected = 'O campo Título deve ter no máximo 150 caracteres.';
    expect(created).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: expected,
        errors: [{ field: 'tituloANUNCIO', message: expected }],
      },
    });
    expect(JSON.stringify(created.body.message)).not.toContain('tituloANUNCIO');

    const ad = await me.call('POST', BASE, await adBody(t));
    expect(ad.status).toBe(201);
    const url = `${BASE}/${ad.body.codigoANUNCIO}`;
    const patch = { tituloANUNCIO: LONG_TITLE };
    expect((await me.call('PATCH', url, patch)).body.message).toBe(expected);
    expect((await call(t, 'PATCH', url, { body: patch })).status).toBe(401);
    // The body is checked before the ad is looked up: a 400 that says nothing of someone else's ad.
    for (const stranger of [await owner(t), await owner(t, { admin: true })]) {
      const res = await stranger.call('PATCH', url, patch);
      expect([res.status, res.body.message]).toEqual([400, expected]);
    }
    // Exactly 150 is kept.
    const fits = await me.call('PATCH', url, { tituloANUNCIO: LONG_TITLE.slice(0, 150) });
    expect([fits.status, fits.body.tituloANUNCIO.length]).toEqual([200, 150]);
  });

  it("zod's own messages get the field's name in front; the contract's own messages stay as written", async () => {
    const me = await owner(t);
    const wrongType = await me.call('POST', BASE, await adBody(t, { subtituloANUNCIO: 12 }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([
      { field: 'subtituloANUNCIO', message: 'O campo Subtítulo deve ser um texto.' },
    ]);
    const hours = await me.call(
      'POST',
      BASE,
      await adBody(t, { tiposTransacaoANUNCIO: ['venda', 'roubo'], condominiosANUNCIO: 'x' }),
    );
    expect(hours.status).toBe(400);
    const messages = (hours.body.errors as { field: string; message: string }[]).map((e) => e.message);
    expect(messages.join(' ')).not.toMatch(/[a-z]+ANUNCIO/);
    expect(messages).toContain('Condomínios: valor inválido: esperado uma lista, recebido um texto.');
  });
});
