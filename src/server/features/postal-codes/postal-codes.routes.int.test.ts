import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.contract.ts';
import { postalCodeLookups } from '../../db/schema/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium } from '../../test/factories/index.ts';
import { startBrasilApiFake, type BrasilApiFake } from '../../test/brasilapi-fake.ts';
import { startViaCepFake, type ViaCepFake } from '../../test/viacep-fake.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/cep/{cep}', () => {
  let t: TestApp;
  let fake: ViaCepFake;
  let brasil: BrasilApiFake;
  const clock = createManualClock();
  beforeAll(async () => {
    fake = await startViaCepFake();
    brasil = await startBrasilApiFake();
    t = await buildTestApp(
      {
        VIACEP_URL: fake.url,
        VIACEP_TIMEOUT_MS: '300',
        BRASILAPI_URL: brasil.url,
        BRASILAPI_TIMEOUT_MS: '300',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    await brasil.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.calls.length = 0;
    brasil.mode = 'ok';
    brasil.calls.length = 0;
  });

  it("answers ViaCEP's address and caches it: the second look-up does not ask ViaCEP", async () => {
    const first = await t.get('/api/cep/01001-000');
    expect(first).toEqual({
      status: 200,
      body: {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ddd: '11',
      },
    });
    const second = await t.get('/api/cep/01001000');
    expect(second).toEqual(first);
    expect(fake.calls).toEqual(['01001000']);
  });

  it('asks ViaCEP again after 30 days', async () => {
    await t.get('/api/cep/20040020');
    clock.advance(31 * DAY);
    await t.get('/api/cep/20040020');
    expect(fake.calls).toEqual(['20040020', '20040020']);
  });

  it('400 for a CEP without 8 digits', async () => {
    for (const bad of ['123', '0100100012', 'abcdefgh']) {
      expect(await t.get(`/api/cep/${bad}`)).toMatchObject({ status: 400, body: { message: M.cepInvalid } });
    }
    expect(fake.calls).toEqual([]);
  });

  it('404 for an unknown CEP, cached for a day', async () => {
    expect(await t.get('/api/cep/99999999')).toEqual({
      status: 404,
      body: { message: M.cepNotFound, code: 'NOT_FOUND' },
    });
    expect((await t.get('/api/cep/99999999')).status).toBe(404);
    expect(fake.calls).toEqual(['99999999']);
    const [row] = await t.database.db
      .select()
      .from(postalCodeLookups)
      .where(eq(postalCodeLookups.postalCode, '99999999'));
    expect(row?.answer).toBeNull();
    clock.advance(2 * DAY);
    await t.get('/api/cep/99999999');
    expect(fake.calls).toEqual(['99999999', '99999999']);
  });

  it("ViaCEP slow or down and BrasilAPI does not know the code: the portal's own tables answer", async () => {
    await insertCondominium(t.database.db, {
      cep: '08491234',
      street: 'Rua do Fallback',
      neighbourhood: 'Moema',
    });
    for (const mode of ['slow', 'down', 'error'] as const) {
      fake.mode = mode;
      const res = await t.get('/api/cep/08491234');
      expect(res).toMatchObject({
        status: 200,
        body: { cep: '08491-234', logradouro: 'Rua do Fallback', bairro: 'Moema', uf: 'SP', ddd: '' },
      });
      expect(res.body.localidade).toBeTruthy();
    }
  });

  it('both services down, a stale cached answer is used before the own tables', async () => {
    await t.get('/api/cep/01001000');
    clock.advance(40 * DAY);
    fake.mode = 'down';
    brasil.mode = 'error';
    expect(await t.get('/api/cep/01001000')).toMatchObject({
      status: 200,
      body: { logradouro: 'Praça da Sé' },
    });
  });

  it("a ViaCEP answer joins the portal's own tables: later, with ViaCEP down and no cache, they answer", async () => {
    fake.set('30130010', {
      cep: '30130-010',
      logradouro: 'Avenida Afonso Pena',
      bairro: 'Centro',
      localidade: 'Belo Horizonte',
      uf: 'MG',
      ddd: '31',
    });
    expect((await t.get('/api/cep/30130010')).status).toBe(200);
    await t.database.db.delete(postalCodeLookups).where(eq(postalCodeLookups.postalCode, '30130010'));
    fake.mode = 'down';
    brasil.mode = 'down';
    expect(await t.get('/api/cep/30130010')).toMatchObject({
      status: 200,
      body: { logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
    });
  });

  it('both services down and the CEP unknown to the portal: 503', async () => {
    fake.mode = 'down';
    brasil.mode = 'down';
    expect(await t.get('/api/cep/12345678')).toEqual({
      status: 503,
      body: { message: M.cepUnavailable, code: 'UNAVAILABLE' },
    });
  });

  it('a CEP ViaCEP does not know but an admin entered answers from the own tables', async () => {
    await insertCondominium(t.database.db, { cep: '08499876', street: 'Rua Nova' });
    expect(await t.get('/api/cep/08499876')).toMatchObject({ status: 200, body: { logradouro: 'Rua Nova' } });
  });

  describe('failover to BrasilAPI (ADR 020)', () => {
    const BLUMENAU = {
      status: 200,
      body: {
        cep: '89010-025',
        logradouro: 'Rua Doutor Luiz de Freitas Melro',
        complemento: '',
        bairro: 'Centro',
        localidade: 'Blumenau',
        uf: 'SC',
        ddd: '',
      },
    };
    const forget = (cep: string) =>
      t.database.db.delete(postalCodeLookups).where(eq(postalCodeLookups.postalCode, cep));

    it('ViaCEP down, slow or broken: BrasilAPI answers (and its answer is cached)', async () => {
      for (const mode of ['down', 'slow', 'error'] as const) {
        await forget('89010025');
        fake.mode = mode;
        brasil.calls.length = 0;
        expect(await t.get('/api/cep/89010-025'), mode).toEqual(BLUMENAU);
        expect(brasil.calls, mode).toEqual(['89010025']);
      }
      fake.calls.length = 0;
      brasil.calls.length = 0;
      expect(await t.get('/api/cep/89010025')).toEqual(BLUMENAU);
      expect([...fake.calls, ...brasil.calls]).toEqual([]);
    });

    it('ViaCEP answers: BrasilAPI is not asked', async () => {
      await forget('20040020');
      expect((await t.get('/api/cep/20040020')).status).toBe(200);
      expect(fake.calls).toEqual(['20040020']);
      expect(brasil.calls).toEqual([]);
    });

    it('a code ViaCEP says does not exist but BrasilAPI knows: its address', async () => {
      await forget('89010025');
      expect(await t.get('/api/cep/89010025')).toEqual(BLUMENAU);
      expect(fake.calls).toEqual(['89010025']);
      expect(brasil.calls).toEqual(['89010025']);
    });

    it('ViaCEP down and BrasilAPI says it does not exist: 404, cached for a day', async () => {
      fake.mode = 'down';
      expect(await t.get('/api/cep/99999997')).toEqual({
        status: 404,
        body: { message: M.cepNotFound, code: 'NOT_FOUND' },
      });
      fake.mode = 'ok';
      expect((await t.get('/api/cep/99999997')).status).toBe(404);
      expect(brasil.calls).toEqual(['99999997']);
    });

    it('ViaCEP says it does not exist and BrasilAPI is down: 404', async () => {
      brasil.mode = 'down';
      expect(await t.get('/api/cep/99999996')).toMatchObject({
        status: 404,
        body: { message: M.cepNotFound },
      });
    });

    it('both down, slow or broken: 503 with the spec message', async () => {
      for (const [via, br] of [
        ['down', 'down'],
        ['slow', 'slow'],
        ['error', 'error'],
      ] as const) {
        fake.mode = via;
        brasil.mode = br;
        expect(await t.get('/api/cep/12345670'), `${via}/${br}`).toEqual({
          status: 503,
          body: { message: M.cepUnavailable, code: 'UNAVAILABLE' },
        });
      }
    });

    it("a BrasilAPI answer joins the portal's own tables too", async () => {
      await forget('89010025');
      fake.mode = 'down';
      expect((await t.get('/api/cep/89010025')).status).toBe(200);
      await forget('89010025');
      brasil.mode = 'down';
      expect(await t.get('/api/cep/89010025')).toMatchObject({
        status: 200,
        body: {
          logradouro: 'Rua Doutor Luiz de Freitas Melro',
          bairro: 'Centro',
          localidade: 'Blumenau',
          uf: 'SC',
        },
      });
    });
  });

  it('is rate-limited per IP', async () => {
    fake.mode = 'ok';
    let last = 0;
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({ url: '/api/cep/01001000', remoteAddress: '10.9.8.7' });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
