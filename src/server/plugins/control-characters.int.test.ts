import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * Issue 17 item 2: a NUL (or another control character) in any text input answered 500
 * ("invalid byte sequence 0x00") or failed a background task after a 200. Every validated input
 * now gets a Portuguese 400 naming the field, before any query runs.
 */
describe('control characters in text inputs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_RECOVERY_IP: '1000/1m', RATE_LIMIT_RESEND_IP: '1000/1m' });
  });
  afterAll(() => t.close());

  const refused = (
    res: { statusCode: number; json(): { code: string; message: string; errors: unknown } },
    field: string,
  ) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('caracteres de controle');
    expect(body.errors).toEqual([{ field, message: body.message }]);
  };

  it.each([
    ['/api/anuncios?q=a%00b', 'q'],
    ['/api/anuncios?q=bolo&cidade=S%00o', 'cidade'],
    ['/api/anuncios?bairro=%01', 'bairro'],
    ['/api/anuncios?condominioNome=x%00&rua=y', 'condominioNome'],
    ['/api/anuncios?rua=%7F', 'rua'],
    ['/api/anuncios/destaques?q=%00', 'q'],
    ['/api/cidades?nome=a%00', 'nome'],
    ['/api/bairros?nome=%00', 'nome'],
    ['/api/condominios?nome=a%00b', 'nome'],
    ['/api/condominios/batch?ids=1%00', 'ids'],
  ])('refuses %s (query string)', async (url, field) => {
    refused(await t.app.inject({ url }), field);
  });

  it.each([
    ['/api/usuarios/login', { usuario: 'a\u0000@b.com', senha: 'x' }, 'usuario'],
    [
      '/api/contato',
      { nome: 'Ana\u0000', email: 'ana@teste.nc.local', assunto: 'Oi', mensagem: 'Olá' },
      'nome',
    ],
    [
      '/api/usuarios/registrar',
      {
        nome: 'Ana',
        email: 'ana@teste.nc.local',
        senha: 'senha\u0000forte',
        confirmarSenha: 'senha\u0000forte',
      },
      'senha',
    ],
    ['/api/usuarios/recuperar-senha', { email: 'ana\u0000@teste.nc.local' }, 'email'],
    ['/api/usuarios/reenviar-confirmacao', { email: '\u0000' }, 'email'],
    ['/api/newsletter', { email: 'x\u0000@teste.nc.local' }, 'email'],
  ])('refuses a body with one in %s', async (url, payload, field) => {
    refused(await t.app.inject({ method: 'POST', url, payload }), field);
  });

  it('starts no background work for a refused recovery (it failed after a 200 before)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/recuperar-senha',
      payload: { email: 'a\u0000b@teste.nc.local' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps line breaks and tabs, which a message may have', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      payload: {
        nome: 'Ana',
        email: 'ana@teste.nc.local',
        assunto: 'Orçamento',
        mensagem: 'Linha um\r\nLinha dois\tcom tab',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
