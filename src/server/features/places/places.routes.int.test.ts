import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// The template database holds the reference data: 27 states and 5,571 municipalities.
describe('location look-ups', () => {
  let t: TestApp;
  const get = (url: string) => t.get(url);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/estados', () => {
    it('lists the 27 states with their IBGE codes, 100 per page by default', async () => {
      const { status, body } = await get('/api/estados');
      expect(status).toBe(200);
      expect(body.total).toBe(27);
      expect(body.data).toHaveLength(27);
      expect(body).toMatchObject({ page: 1, totalPages: 1 });
      expect(body.data).toContainEqual({ codigoESTADO: 35, nomeESTADO: 'São Paulo', sigla: 'SP' });
      expect(body.data).toContainEqual({ codigoESTADO: 53, nomeESTADO: 'Distrito Federal', sigla: 'DF' });
    });

    it('pages', async () => {
      const { body } = await get('/api/estados?page=2&limit=10');
      expect(body).toMatchObject({ page: 2, totalPages: 3, total: 27 });
      expect(body.data).toHaveLength(10);
    });
  });

  describe('GET /api/cidades', () => {
    it('finds a city ignoring accents and case', async () => {
      const { body } = await get('/api/cidades?nome=SAO%20PAULO&estado=SP');
      expect(body.data[0]).toEqual({
        codigoCIDADE: 3550308,
        nomeCIDADE: 'São Paulo',
        estadoCIDADE: 35,
        ufCIDADE: 'SP',
      });
    });

    it('tolerates a typo', async () => {
      const { body } = await get('/api/cidades?nome=ribeirao%20pretu');
      expect(body.data.map((c: { nomeCIDADE: string }) => c.nomeCIDADE)).toContain('Ribeirão Preto');
    });

    it('tolerates swapped letters and a left-out word', async () => {
      const first = async (q: string) => (await get(`/api/cidades?nome=${q}`)).body.data[0]?.nomeCIDADE;
      expect(await first('sao%20pualo')).toBe('São Paulo');
      expect(await first('campos%20goytaccazes')).toBe('Campos dos Goytacazes');
      expect(await first('feria%20de%20santana')).toBe('Feira de Santana');
    });

    it('pages typo matches with a look-ahead (no count): total is a lower bound', async () => {
      const names = (r: { body: { data: { nomeCIDADE: string }[] } }) => r.body.data.map((c) => c.nomeCIDADE);
      expect(names(await get('/api/cidades?nome=sao%20paolo&limit=5'))).toContain('São Paulo');
      const first = await get('/api/cidades?nome=sao%20paolo&limit=1');
      expect(first.body.data).toHaveLength(1);
      expect(first.body).toMatchObject({ page: 1, total: 2, totalPages: 2 });
      const second = await get('/api/cidades?nome=sao%20paolo&limit=1&page=2');
      expect(second.body.data).toHaveLength(1);
      expect(names(second)).not.toEqual(names(first));
    });

    it('counts a common fragment only as far as paging needs, and keeps paging past it', async () => {
      const first = await get('/api/cidades?nome=sa&limit=10');
      expect(first.body).toMatchObject({ page: 1, total: 200, totalPages: 20 });
      const far = await get('/api/cidades?nome=sa&limit=10&page=25');
      expect(far.body).toMatchObject({ page: 25, total: 290, totalPages: 29 });
      expect(far.body.data).toHaveLength(10);
      const all = await get('/api/cidades?nome=sa&limit=100&page=1');
      expect(all.body.data.map((c: { codigoCIDADE: number }) => c.codigoCIDADE)).not.toContain(
        far.body.data[0].codigoCIDADE,
      );
    });

    it('ranks the exact name first, then prefixes', async () => {
      const { body } = await get('/api/cidades?nome=campinas');
      expect(body.data[0].nomeCIDADE).toBe('Campinas');
    });

    it('filters by state code or UF, and lists all cities of a state for the filter dropdown', async () => {
      const byUf = await get('/api/cidades?estado=ac&limit=200');
      const byCode = await get('/api/cidades?estado=12&limit=200');
      expect(byUf.body.total).toBe(22);
      expect(byCode.body).toEqual(byUf.body);
      expect(byUf.body.data.every((c: { ufCIDADE: string }) => c.ufCIDADE === 'AC')).toBe(true);
    });

    it('has the corrected names of the municipalities list', async () => {
      const { body } = await get('/api/cidades?nome=mogi%20mirim&estado=SP');
      expect(body.data[0]).toMatchObject({ codigoCIDADE: 3530805, nomeCIDADE: 'Mogi Mirim' });
      const mt = await get('/api/cidades?nome=Boa%20Esperan%C3%A7a%20do%20Norte');
      expect(mt.body.data[0]).toMatchObject({ codigoCIDADE: 5101837, estadoCIDADE: 51 });
    });

    it('matches LIKE wildcards literally', async () => {
      const { status, body } = await get('/api/cidades?nome=%25%25');
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['estado=XYZ', 'estado'],
    ])('rejects %s with a Portuguese 400', async (query, field) => {
      const { status, body } = await get(`/api/cidades?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/^O parâmetro /);
      expect(body.errors[0].field).toBe(field);
    });
  });
});
