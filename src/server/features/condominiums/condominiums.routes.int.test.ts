import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CondominiumSchema, CondominiumsPageSchema } from '#shared/contracts/condominiums.contract.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium } from '../../test/factories/index.ts';

const SAO_PAULO = 3550308;
const CURITIBA = 4106902;

describe('condominiums and their addresses', () => {
  let t: TestApp;
  const c: Record<string, number> = {};
  const get = (url: string) => t.get(url);
  const names = async (url: string) =>
    (await get(url)).body.data.map((x: { nomeCONDOMINIO: string }) => x.nomeCONDOMINIO);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    c.acacias = (
      await insertCondominium(db, {
        name: 'Residencial Jardim das Acácias',
        cityCode: SAO_PAULO,
        neighbourhood: 'Vila Mariana',
        cep: '04101000',
        street: 'Rua Domingos de Morais',
        number: '2500',
      })
    ).code;
    c.bosque = (
      await insertCondominium(db, {
        name: 'Edifício Solar do Bosque',
        cityCode: SAO_PAULO,
        neighbourhood: 'Moema',
        cep: '04077000',
        street: 'Avenida Ibirapuera',
        number: '3000',
      })
    ).code;
    c.araucarias = (
      await insertCondominium(db, {
        name: 'Condomínio Parque das Araucárias',
        cityCode: CURITIBA,
        neighbourhood: 'Água Verde',
        cep: '80240000',
        street: 'Avenida República Argentina',
        number: '1500',
      })
    ).code;
  });
  afterAll(() => t.close());

  describe('GET /api/condominios', () => {
    it('answers the paged list with the spec fields and nested address', async () => {
      const { status, body } = await get('/api/condominios');
      expect(status).toBe(200);
      expect(() => CondominiumsPageSchema.parse(body)).not.toThrow();
      expect(body).toMatchObject({ page: 1, totalPages: 1, total: 3 });
      const acacias = body.data.find((x: { codigoCONDOMINIO: number }) => x.codigoCONDOMINIO === c.acacias);
      expect(acacias).toMatchObject({
        nomeCONDOMINIO: 'Residencial Jardim das Acácias',
        numeroCONDOMINIO: '2500',
        estadoCONDOMINIO: 35,
        cidadeCONDOMINIO: SAO_PAULO,
        id: c.acacias,
        nome: 'Residencial Jardim das Acácias',
        logradouro: {
          nomeLOGRADOURO: 'Rua Domingos de Morais',
          cep: { numeroCEP: '04101000' },
          bairro: { nomeBAIRRO: 'Vila Mariana' },
          cidade: { nomeCIDADE: 'São Paulo' },
          estado: { nomeESTADO: 'São Paulo', sigla: 'SP' },
        },
      });
    });

    it('finds by name ignoring accents and tolerating a typo', async () => {
      expect(await names('/api/condominios?nome=acacias')).toEqual(['Residencial Jardim das Acácias']);
      expect(await names('/api/condominios?nome=ARAUCARIAS')).toEqual(['Condomínio Parque das Araucárias']);
      expect(await names('/api/condominios?nome=solar%20do%20bosqe')).toEqual(['Edifício Solar do Bosque']);
    });

    it('still finds text that starts or ends inside a word (the dictionary check before the trigram index)', async () => {
      // "rdim das aca": both ends cut inside words; "dencial" only inside one.
      expect(await names('/api/condominios?nome=rdim%20das%20aca')).toEqual([
        'Residencial Jardim das Acácias',
      ]);
      expect(await names('/api/condominios?nome=dencial%20jard')).toEqual(['Residencial Jardim das Acácias']);
    });

    it('corrects each typed word against the names: swapped letters, words apart, new and renamed names', async () => {
      expect(await names('/api/condominios?nome=jradim%20acacias')).toEqual([
        'Residencial Jardim das Acácias',
      ]);
      expect(await names('/api/condominios?nome=parqeu%20araucarais')).toEqual([
        'Condomínio Parque das Araucárias',
      ]);
      // The dictionary follows inserts (the names above) and renames (statement triggers, migration 0008).
      const rename = (name: string) =>
        t.database.db.execute(sql`update condominios set nome = ${name} where codigo = ${c.araucarias}`);
      await rename('Vila Xilogravura');
      expect(await names('/api/condominios?nome=xilogarvura')).toEqual(['Vila Xilogravura']);
      await rename('Condomínio Parque das Araucárias');
      // The stale word stays in the dictionary and matches nothing.
      expect(await names('/api/condominios?nome=xilogarvura')).toEqual([]);
    });

    it.each([
      ['estado=SP', ['Edifício Solar do Bosque', 'Residencial Jardim das Acácias']],
      ['uf=pr', ['Condomínio Parque das Araucárias']],
      ['estado=41', ['Condomínio Parque das Araucárias']],
      ['cidade=curitiba', ['Condomínio Parque das Araucárias']],
      [`cidade=${SAO_PAULO}`, ['Edifício Solar do Bosque', 'Residencial Jardim das Acácias']],
      ['bairro=agua%20verde', ['Condomínio Parque das Araucárias']],
      ['cep=04077-000', ['Edifício Solar do Bosque']],
      ['cep=04', ['Edifício Solar do Bosque', 'Residencial Jardim das Acácias']],
      ['estado=RJ', []],
    ])('filters with %s', async (query, expected) => {
      expect(await names(`/api/condominios?${query}`)).toEqual(expected);
    });

    it('pages (20 by default)', async () => {
      const { body } = await get('/api/condominios?limit=2&page=2');
      expect(body).toMatchObject({ page: 2, totalPages: 2, total: 3 });
      expect(body.data).toHaveLength(1);
    });

    it.each(['limit=500', 'page=0', 'estado=S', 'cep=abc'])('rejects %s with 400', async (q) => {
      expect((await get(`/api/condominios?${q}`)).status).toBe(400);
    });
  });

  describe('GET /api/condominios/{id} and /batch', () => {
    it('answers one condominium', async () => {
      const { status, body } = await get(`/api/condominios/${c.bosque}`);
      expect(status).toBe(200);
      expect(CondominiumSchema.parse(body).nomeCONDOMINIO).toBe('Edifício Solar do Bosque');
    });

    it('answers 404 in Portuguese, 400 for a non-numeric id', async () => {
      expect(await get('/api/condominios/999999')).toEqual({
        status: 404,
        body: { message: 'Condomínio não encontrado.', code: 'NOT_FOUND' },
      });
      expect((await get('/api/condominios/abc')).status).toBe(400);
    });

    it('answers several in the order asked, skipping absent ones', async () => {
      const { status, body } = await get(`/api/condominios/batch?ids=${c.araucarias},999999,${c.acacias}`);
      expect(status).toBe(200);
      expect(body.map((x: { codigoCONDOMINIO: number }) => x.codigoCONDOMINIO)).toEqual([
        c.araucarias,
        c.acacias,
      ]);
    });

    it.each(['', 'ids=', 'ids=a,b', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`])(
      'rejects batch query %j with 400',
      async (q) => {
        const { status, body } = await get(`/api/condominios/batch?${q}`);
        expect(status).toBe(400);
        expect(body.message).toMatch(/ids/);
      },
    );
  });

  describe('neighbourhoods, CEPs, streets and condominium-street links', () => {
    it('GET /api/bairros finds by name, city and state', async () => {
      const { body } = await get('/api/bairros?nome=agua%20verde');
      expect(body.data).toEqual([
        expect.objectContaining({
          nomeBAIRRO: 'Água Verde',
          cidadeBAIRRO: CURITIBA,
          estadoBAIRRO: 41,
          nomeCIDADE: 'Curitiba',
          ufBAIRRO: 'PR',
        }),
      ]);
      expect((await get('/api/bairros?cidade=sao%20paulo')).body.total).toBe(2);
      expect((await get('/api/bairros?estado=PR')).body.total).toBe(1);
      expect((await get('/api/bairros?nome=moema&cidade=curitiba')).body.total).toBe(0);
    });

    it('GET /api/ceps finds by prefix, neighbourhood, city and state', async () => {
      const { body } = await get('/api/ceps?nome=0410');
      expect(body.data).toEqual([
        expect.objectContaining({
          numeroCEP: '04101000',
          cidadeCEP: SAO_PAULO,
          estadoCEP: 35,
          nomeBAIRRO: 'Vila Mariana',
        }),
      ]);
      expect((await get('/api/ceps?bairro=moema')).body.data[0].numeroCEP).toBe('04077000');
      expect((await get('/api/ceps?estado=PR')).body.data[0].numeroCEP).toBe('80240000');
      expect((await get('/api/ceps?nome=123456789')).status).toBe(400);
    });

    it('GET /api/logradouros finds by name (accents, typo), CEP, neighbourhood, city', async () => {
      const { body } = await get('/api/logradouros?nome=republica%20argentina');
      expect(body.data[0]).toMatchObject({
        nomeLOGRADOURO: 'Avenida República Argentina',
        cep: { numeroCEP: '80240000' },
        bairro: { nomeBAIRRO: 'Água Verde' },
        cidade: { codigoCIDADE: CURITIBA, nomeCIDADE: 'Curitiba' },
        estado: { codigoESTADO: 41, sigla: 'PR' },
      });
      expect((await get('/api/logradouros?nome=domingos%20de%20moraes')).body.data[0].nomeLOGRADOURO).toBe(
        'Rua Domingos de Morais',
      );
      expect((await get('/api/logradouros?cep=04077000')).body.data[0].nomeLOGRADOURO).toBe(
        'Avenida Ibirapuera',
      );
      expect((await get('/api/logradouros?cidade=sao%20paulo')).body.total).toBe(2);
    });

    it('GET /api/vinculos-condominio-logradouro answers the links with the number', async () => {
      const { status, body } = await get(`/api/vinculos-condominio-logradouro?condominio=${c.acacias}`);
      expect(status).toBe(200);
      expect(body).toEqual([
        expect.objectContaining({
          condominioVINCULOCONDOMINIOLOGRADOURO: c.acacias,
          numeroVINCULOCONDOMINIOLOGRADOURO: '2500',
          nomeLOGRADOURO: 'Rua Domingos de Morais',
        }),
      ]);
      const street = body[0].logradouroVINCULOCONDOMINIOLOGRADOURO;
      expect((await get(`/api/vinculos-condominio-logradouro?logradouro=${street}`)).body).toHaveLength(1);
      expect((await get('/api/vinculos-condominio-logradouro?condominio=abc')).status).toBe(400);
    });
  });
});
