import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { CONDOMINIUM_MESSAGES as M, CondominiumSchema } from '#shared/contracts/condominiums.contract.ts';
import {
  auditLog,
  condominiums,
  condominiumStreets,
  condominiumSuggestions,
  neighbourhoods,
  postalCodes,
  streets,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium, insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const SAO_PAULO = 3550308;
const CURITIBA = 4106902;
const RIO = 3304557;

type Role = 'admin' | 'advertiser' | 'user';

describe('admin condominium writes', () => {
  let t: TestApp;
  let admin: User;
  const tokens: Partial<Record<Role, string>> = {};
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    as?: Role,
    body?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
  const db = () => t.database.db;
  const auditOf = (entity: 'condominio' | 'sugestao_condominio', id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  /** The create payload of spec 2 §3 with names only (ids null), in São Paulo. */
  const byNames = (overrides: Record<string, unknown> = {}) => ({
    nomeCONDOMINIO: 'Residencial Ipê Amarelo',
    numeroCONDOMINIO: '450',
    estadoCONDOMINIO: 'São Paulo',
    estadoSiglaCONDOMINIO: 'SP',
    estadoCONDOMINIOId: null,
    cidadeCONDOMINIO: 'Sao Paulo',
    cidadeCONDOMINIOId: null,
    bairroCONDOMINIO: 'Jardim Novo Teste',
    bairroCONDOMINIOId: null,
    cepCONDOMINIO: '08499-101',
    cepCONDOMINIOId: null,
    logradouroCONDOMINIO: 'Rua das Paineiras Teste',
    logradouroCONDOMINIOId: null,
    ...overrides,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(db(), { level: USER_LEVELS.ADMIN });
    const advertiser = await insertUser(db(), { level: USER_LEVELS.ANUNCIANTE });
    const user = await insertUser(db(), { level: USER_LEVELS.USUARIO });
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
    tokens.advertiser = (await t.app.sessions.createSession(advertiser.code, false)).token;
    tokens.user = (await t.app.sessions.createSession(user.code, false)).token;
  });
  afterAll(() => t.close());

  describe('roles', () => {
    it('every write is refused to visitors (401), USUARIO and ANUNCIANTE (403), with no-store; nothing changes', async () => {
      const existing = await insertCondominium(db());
      const suggestion = await insertSuggestion();
      const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
        ['POST', '/api/condominios', byNames()],
        ['PUT', `/api/condominios/${existing.code}`, byNames()],
        ['DELETE', `/api/condominios/${existing.code}`],
        ['GET', `/api/admin/condominios/sugestoes/${suggestion}`],
        ['PATCH', `/api/admin/condominios/sugestoes/${suggestion}`, { status: 'recusada' }],
      ];
      for (const [method, url, body] of routes) {
        const anonymous = await call(method, url, undefined, body);
        expect(anonymous.status, `${method} ${url}`).toBe(401);
        expect(anonymous.headers['cache-control']).toBe('no-store');
        for (const role of ['user', 'advertiser'] as const) {
          const res = await call(method, url, role, body);
          expect(res, `${method} ${url} as ${role}`).toMatchObject({
            status: 403,
            body: { code: 'FORBIDDEN' },
          });
        }
      }
      const [row] = await db().select().from(condominiums).where(eq(condominiums.code, existing.code));
      expect(row?.name).toBe(existing.name);
      const [s] = await db()
        .select()
        .from(condominiumSuggestions)
        .where(eq(condominiumSuggestions.id, suggestion));
      expect(s?.status).toBe('nova');
      expect((await call('GET', `/api/condominios/${existing.code}`)).status).toBe(200);
    });
  });

  describe('POST /api/condominios', () => {
    it('by names: finds the city (accents aside), adds neighbourhood, CEP and street, the street-number link and an audit line', async () => {
      const res = await call('POST', '/api/condominios', 'admin', byNames());
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(() => CondominiumSchema.parse(res.body)).not.toThrow();
      expect(res.body).toMatchObject({
        nomeCONDOMINIO: 'Residencial Ipê Amarelo',
        numeroCONDOMINIO: '450',
        estadoCONDOMINIO: 35,
        cidadeCONDOMINIO: SAO_PAULO,
        estado: { sigla: 'SP' },
        cidade: { codigoCIDADE: SAO_PAULO, nomeCIDADE: 'São Paulo' },
        bairro: { nomeBAIRRO: 'Jardim Novo Teste' },
        cep: { numeroCEP: '08499101' },
        logradouro: { nomeLOGRADOURO: 'Rua das Paineiras Teste', cep: { numeroCEP: '08499101' } },
      });
      const code = res.body.codigoCONDOMINIO as number;
      const [street] = await db()
        .select()
        .from(streets)
        .where(eq(streets.code, res.body.logradouroCONDOMINIO));
      expect(street).toMatchObject({
        cityCode: SAO_PAULO,
        neighbourhoodCode: res.body.bairroCONDOMINIO,
        postalCodeCode: res.body.cepCONDOMINIO,
      });
      const links = await call('GET', `/api/vinculos-condominio-logradouro?condominio=${code}`);
      expect(links.body).toEqual([
        expect.objectContaining({
          logradouroVINCULOCONDOMINIOLOGRADOURO: res.body.logradouroCONDOMINIO,
          numeroVINCULOCONDOMINIOLOGRADOURO: '450',
        }),
      ]);
      const audit = await auditOf('condominio', code);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorCode: admin.code,
        action: 'criar',
        before: null,
        after: {
          nomeCONDOMINIO: 'Residencial Ipê Amarelo',
          estado: 'SP',
          cidade: 'São Paulo',
          cep: '08499101',
          logradouro: 'Rua das Paineiras Teste',
        },
      });
      // The public read and the admin history show it.
      expect((await call('GET', `/api/condominios/${code}`)).body.nomeCONDOMINIO).toBe(
        'Residencial Ipê Amarelo',
      );
      const history = await call('GET', `/api/admin/auditoria?entidade=condominio&id=${code}`, 'admin');
      expect(history.body.data[0]).toMatchObject({ acao: 'criar', autor: { codigo: admin.code } });
    });

    it('reuses known places found by name without accents or case, adding no place', async () => {
      const known = await insertCondominium(db(), {
        cityCode: SAO_PAULO,
        neighbourhood: 'Vila Conceição Teste',
        cep: '08499202',
        street: 'Avenida São Gabriel Teste',
      });
      const counts = await placeCounts();
      const res = await call(
        'POST',
        '/api/condominios',
        'admin',
        byNames({
          nomeCONDOMINIO: 'Edifício Outro',
          estadoCONDOMINIO: 'sao paulo',
          estadoSiglaCONDOMINIO: null,
          cidadeCONDOMINIO: 'SÃO PAULO',
          bairroCONDOMINIO: 'vila conceicao teste',
          cepCONDOMINIO: '08499202',
          logradouroCONDOMINIO: 'avenida sao gabriel teste',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        estadoCONDOMINIO: 35,
        bairroCONDOMINIO: known.neighbourhoodCode,
        cepCONDOMINIO: known.postalCodeCode,
        logradouroCONDOMINIO: known.streetCode,
      });
      expect(await placeCounts()).toEqual({ ...counts, condos: counts.condos + 1 });
    });

    it('by ids: uses those rows (the text fields aside), adding no place', async () => {
      const known = await insertCondominium(db(), { cityCode: CURITIBA, neighbourhood: 'Batel Teste' });
      const counts = await placeCounts();
      const res = await call('POST', '/api/condominios', 'admin', {
        nomeCONDOMINIO: 'Condomínio por Códigos',
        numeroCONDOMINIO: 77,
        estadoCONDOMINIO: 'Paraná',
        estadoSiglaCONDOMINIO: 'PR',
        estadoCONDOMINIOId: 41,
        cidadeCONDOMINIO: 'Curitiba',
        cidadeCONDOMINIOId: CURITIBA,
        bairroCONDOMINIO: 'texto ignorado',
        bairroCONDOMINIOId: known.neighbourhoodCode,
        cepCONDOMINIO: '',
        cepCONDOMINIOId: known.postalCodeCode,
        logradouroCONDOMINIO: 'texto ignorado',
        logradouroCONDOMINIOId: known.streetCode,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        numeroCONDOMINIO: '77',
        estadoCONDOMINIO: 41,
        cidadeCONDOMINIO: CURITIBA,
        bairroCONDOMINIO: known.neighbourhoodCode,
        cepCONDOMINIO: known.postalCodeCode,
        logradouroCONDOMINIO: known.streetCode,
      });
      expect(await placeCounts()).toEqual({ ...counts, condos: counts.condos + 1 });
    });

    it('400 with the spec message under each missing field, and for an empty body; nothing is added', async () => {
      const counts = await placeCounts();
      const res = await call(
        'POST',
        '/api/condominios',
        'admin',
        byNames({ nomeCONDOMINIO: '  ', bairroCONDOMINIO: '', logradouroCONDOMINIO: null }),
      );
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: M.requiredFields } });
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'bairroCONDOMINIO',
        'logradouroCONDOMINIO',
        'nomeCONDOMINIO',
      ]);
      const empty = await call('POST', '/api/condominios', 'admin', {});
      expect(empty).toMatchObject({ status: 400, body: { message: M.requiredFields } });
      expect(empty.body.errors).toHaveLength(7);
      expect(await placeCounts()).toEqual(counts);
    });

    it('400 for a malformed CEP, a text too long or a wrong type', async () => {
      expect(
        await call('POST', '/api/condominios', 'admin', byNames({ cepCONDOMINIO: '0849-91' })),
      ).toMatchObject({
        status: 400,
        body: { message: M.cepInvalid },
      });
      expect(
        (await call('POST', '/api/condominios', 'admin', byNames({ nomeCONDOMINIO: 'x'.repeat(201) })))
          .status,
      ).toBe(400);
      expect(
        await call('POST', '/api/condominios', 'admin', byNames({ cidadeCONDOMINIOId: 'abc' })),
      ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
      expect((await call('POST', '/api/condominios', 'admin', byNames({ nomeCONDOMINIO: {} }))).status).toBe(
        400,
      );
    });

    it('400 when a place cannot be resolved or is not under the place chosen above it', async () => {
      const rio = await insertCondominium(db(), { cityCode: RIO, neighbourhood: 'Centro', cep: '08499303' });
      const sp = await insertCondominium(db(), {
        cityCode: SAO_PAULO,
        neighbourhood: 'Moema',
        cep: '08499304',
      });
      const counts = await placeCounts();
      const cases: [Record<string, unknown>, string][] = [
        [{ estadoSiglaCONDOMINIO: 'XX', estadoCONDOMINIO: 'Atlântida' }, M.stateNotFound],
        [{ estadoSiglaCONDOMINIO: null, estadoCONDOMINIO: 'Atlântida' }, M.stateNotFound],
        [{ estadoCONDOMINIOId: 99 }, M.stateNotFound],
        [{ cidadeCONDOMINIO: 'Cidade Que Não Existe' }, M.cityNotFound],
        // Curitiba is in Paraná, not in the São Paulo chosen.
        [{ cidadeCONDOMINIOId: CURITIBA }, M.cityOutsideState],
        [{ cidadeCONDOMINIO: 'Curitiba' }, M.cityNotFound],
        [{ cidadeCONDOMINIOId: 9_999_999 }, M.cityNotFound],
        // Rio's Centro is not a neighbourhood of São Paulo.
        [{ bairroCONDOMINIOId: rio.neighbourhoodCode }, M.neighbourhoodOutsideCity],
        [{ bairroCONDOMINIOId: 99_999_999 }, M.neighbourhoodNotFound],
        // A CEP known in Rio typed for São Paulo, and one of another neighbourhood.
        [{ cepCONDOMINIO: '08499303' }, M.cepOutsideNeighbourhood],
        [{ cepCONDOMINIOId: sp.postalCodeCode }, M.cepOutsideNeighbourhood],
        [{ cepCONDOMINIOId: 99_999_999 }, M.cepNotFound],
      ];
      for (const [overrides, message] of cases) {
        // A neighbourhood new to the city: the CEP cases add it before they fail.
        const res = await call(
          'POST',
          '/api/condominios',
          'admin',
          byNames({ bairroCONDOMINIO: 'Bairro Novo Recusado', ...overrides }),
        );
        expect(res, JSON.stringify(overrides)).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION', message },
        });
      }
      // A street id that is not on the CEP chosen (São Paulo's own, on another CEP).
      const street = await call(
        'POST',
        '/api/condominios',
        'admin',
        byNames({
          bairroCONDOMINIOId: sp.neighbourhoodCode,
          cepCONDOMINIOId: sp.postalCodeCode,
          logradouroCONDOMINIOId: rio.streetCode,
        }),
      );
      expect(street).toMatchObject({ status: 400, body: { message: M.streetOutsideCep } });
      expect(
        await call('POST', '/api/condominios', 'admin', byNames({ logradouroCONDOMINIOId: 99_999_999 })),
      ).toMatchObject({ status: 400, body: { message: M.streetNotFound } });
      // Nothing half-written: the transaction rolled back the neighbourhood it had added.
      expect(await placeCounts()).toEqual(counts);
    });

    it('409 for the same name (accents and case aside) at the same street and number', async () => {
      const payload = byNames({ nomeCONDOMINIO: 'Residencial Duplo', cepCONDOMINIO: '08499405' });
      expect((await call('POST', '/api/condominios', 'admin', payload)).status).toBe(201);
      const again = await call('POST', '/api/condominios', 'admin', {
        ...payload,
        nomeCONDOMINIO: 'RESIDENCIAL DUPLO',
      });
      expect(again).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.duplicate } });
      const other = await call('POST', '/api/condominios', 'admin', { ...payload, numeroCONDOMINIO: '451' });
      expect(other.status).toBe(201);
    });
  });

  describe('PUT /api/condominios/{id}', () => {
    it('replaces name, number and address; the link follows the main street; before and after are audited', async () => {
      const created = (
        await call('POST', '/api/condominios', 'admin', byNames({ cepCONDOMINIO: '08499506' }))
      ).body;
      const code = created.codigoCONDOMINIO as number;
      // A second street of the same condominium keeps its link.
      const [side] = await db()
        .insert(streets)
        .values({ name: 'Rua Lateral Teste', cityCode: SAO_PAULO, postalCodeCode: created.cepCONDOMINIO })
        .returning();
      await db()
        .insert(condominiumStreets)
        .values({ condominiumCode: code, streetCode: side!.code, number: '9' });

      const res = await call(
        'PUT',
        `/api/condominios/${code}`,
        'admin',
        byNames({
          nomeCONDOMINIO: 'Residencial Ipê Roxo',
          numeroCONDOMINIO: '460A',
          cepCONDOMINIO: '08499507',
          logradouroCONDOMINIO: 'Rua Nova Teste',
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({
        codigoCONDOMINIO: code,
        nomeCONDOMINIO: 'Residencial Ipê Roxo',
        numeroCONDOMINIO: '460A',
        cep: { numeroCEP: '08499507' },
        logradouro: { nomeLOGRADOURO: 'Rua Nova Teste' },
      });
      const links = await db()
        .select()
        .from(condominiumStreets)
        .where(eq(condominiumStreets.condominiumCode, code));
      expect(links.map((l) => [l.streetCode, l.number]).sort()).toEqual(
        [
          [res.body.logradouroCONDOMINIO, '460A'],
          [side!.code, '9'],
        ].sort(),
      );
      const audit = await auditOf('condominio', code);
      expect(audit.map((a) => a.action)).toEqual(['criar', 'editar']);
      expect(audit[1]).toMatchObject({
        actorCode: admin.code,
        before: { nomeCONDOMINIO: 'Residencial Ipê Amarelo', numeroCONDOMINIO: '450', cep: '08499506' },
        after: { nomeCONDOMINIO: 'Residencial Ipê Roxo', numeroCONDOMINIO: '460A', cep: '08499507' },
      });

      // Same street, new number: the link is renumbered in place.
      const renumbered = await call(
        'PUT',
        `/api/condominios/${code}`,
        'admin',
        byNames({
          nomeCONDOMINIO: 'Residencial Ipê Roxo',
          numeroCONDOMINIO: '470',
          cepCONDOMINIOId: res.body.cepCONDOMINIO,
          logradouroCONDOMINIOId: res.body.logradouroCONDOMINIO,
        }),
      );
      expect(renumbered.status).toBe(200);
      const [main] = await db()
        .select()
        .from(condominiumStreets)
        .where(
          and(
            eq(condominiumStreets.condominiumCode, code),
            eq(condominiumStreets.streetCode, res.body.logradouroCONDOMINIO),
          ),
        );
      expect(main?.number).toBe('470');
    });

    it('takes the read shape back (numeric codes in the place fields)', async () => {
      const known = await insertCondominium(db(), { cityCode: CURITIBA });
      const read = (await call('GET', `/api/condominios/${known.code}`)).body;
      const res = await call('PUT', `/api/condominios/${known.code}`, 'admin', {
        nomeCONDOMINIO: `${read.nomeCONDOMINIO} II`,
        numeroCONDOMINIO: read.numeroCONDOMINIO,
        estadoCONDOMINIO: read.estadoCONDOMINIO,
        cidadeCONDOMINIO: read.cidadeCONDOMINIO,
        bairroCONDOMINIO: read.bairroCONDOMINIO,
        cepCONDOMINIO: read.cepCONDOMINIO,
        logradouroCONDOMINIO: read.logradouroCONDOMINIO,
      });
      expect(res).toMatchObject({
        status: 200,
        body: { nomeCONDOMINIO: `${read.nomeCONDOMINIO} II`, logradouroCONDOMINIO: known.streetCode },
      });
    });

    it('404 for an unknown id, 400 for a bad id or a missing field', async () => {
      expect(await call('PUT', '/api/condominios/99999999', 'admin', byNames())).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
      expect((await call('PUT', '/api/condominios/abc', 'admin', byNames())).status).toBe(400);
      const known = await insertCondominium(db());
      expect(
        await call('PUT', `/api/condominios/${known.code}`, 'admin', byNames({ numeroCONDOMINIO: '' })),
      ).toMatchObject({ status: 400, body: { message: M.requiredFields } });
    });
  });

  describe('DELETE /api/condominios/{id}', () => {
    it('409 with the counts while ads or users point at it; nothing is deleted', async () => {
      const c = await insertCondominium(db());
      const owner = await insertUser(db());
      await insertListing(db(), { advertiserCode: owner.code, condominiumCodes: [c.code] });
      await insertListing(db(), { advertiserCode: owner.code, condominiumCodes: [c.code] });
      await insertListing(db(), { advertiserCode: owner.code, condominiumCodes: [c.code] });
      await insertUser(db(), { condominiumCode: c.code });
      await insertUser(db(), { condominiumCode: c.code });
      const res = await call('DELETE', `/api/condominios/${c.code}`, 'admin');
      expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.inUse(3, 2) } });
      expect(res.body.message).toBe(
        'Este condomínio está em 3 anúncios e 2 usuários. Tire-o de lá antes de excluir.',
      );

      const onlyUser = await insertCondominium(db());
      await insertUser(db(), { condominiumCode: onlyUser.code });
      expect((await call('DELETE', `/api/condominios/${onlyUser.code}`, 'admin')).body.message).toBe(
        'Este condomínio está em 1 usuário. Tire-o de lá antes de excluir.',
      );
      expect(await db().select().from(condominiums).where(eq(condominiums.code, c.code))).toHaveLength(1);
      expect(await auditOf('condominio', c.code)).toHaveLength(0);
    });

    it('deletes one nobody uses, with its links and an audit line; a second delete is a 404', async () => {
      const c = await insertCondominium(db(), { name: 'Residencial Para Excluir' });
      const res = await call('DELETE', `/api/condominios/${c.code}`, 'admin');
      expect(res).toMatchObject({
        status: 200,
        body: { ok: true, message: M.deleted, codigoCONDOMINIO: c.code },
      });
      expect(await db().select().from(condominiums).where(eq(condominiums.code, c.code))).toHaveLength(0);
      expect(
        await db().select().from(condominiumStreets).where(eq(condominiumStreets.condominiumCode, c.code)),
      ).toHaveLength(0);
      const [line] = await auditOf('condominio', c.code);
      expect(line).toMatchObject({
        actorCode: admin.code,
        action: 'remover',
        before: { nomeCONDOMINIO: 'Residencial Para Excluir' },
        after: null,
      });
      expect(await call('DELETE', `/api/condominios/${c.code}`, 'admin')).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
      expect((await call('GET', `/api/condominios/${c.code}`)).status).toBe(404);
    });
  });

  describe('suggestions review', () => {
    it('GET one: the suggestion with who sent it; 404 unknown', async () => {
      const id = await insertSuggestion({ name: 'Residencial Sugerido', city: 'Curitiba', uf: 'PR' });
      expect(await call('GET', `/api/admin/condominios/sugestoes/${id}`, 'admin')).toMatchObject({
        status: 200,
        body: { id, nome: 'Residencial Sugerido', cidade: 'Curitiba', uf: 'PR', status: 'nova' },
      });
      expect(await call('GET', '/api/admin/condominios/sugestoes/99999999', 'admin')).toMatchObject({
        status: 404,
        body: { message: M.suggestionNotFound },
      });
    });

    it('PATCH aceita with the condominium created: status changed, audited; a repeat changes and logs nothing', async () => {
      const id = await insertSuggestion();
      const created = await insertCondominium(db());
      const res = await call('PATCH', `/api/admin/condominios/sugestoes/${id}`, 'admin', {
        status: 'aceita',
        condominio: created.code,
        usuario: 1,
      });
      expect(res).toMatchObject({
        status: 200,
        body: { ok: true, message: M.suggestionAccepted, sugestao: { id, status: 'aceita' } },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const again = await call('PATCH', `/api/admin/condominios/sugestoes/${id}`, 'admin', {
        status: 'aceita',
      });
      expect(again).toMatchObject({ status: 200, body: { sugestao: { status: 'aceita' } } });
      const audit = await auditOf('sugestao_condominio', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorCode: admin.code,
        action: 'aceitar',
        before: { status: 'nova' },
        after: { status: 'aceita', condominio: created.code },
      });
      const list = await call('GET', '/api/admin/condominios/sugestoes?status=aceita', 'admin');
      expect(list.body.data.map((s: { id: number }) => s.id)).toContain(id);
      const history = await call(
        'GET',
        `/api/admin/auditoria?entidade=sugestao_condominio&id=${id}`,
        'admin',
      );
      expect(history.body.data).toHaveLength(1);
    });

    it('PATCH recusada; 404 unknown; 400 for another status or an unknown condominium', async () => {
      const id = await insertSuggestion();
      expect(
        await call('PATCH', `/api/admin/condominios/sugestoes/${id}`, 'admin', { status: 'recusada' }),
      ).toMatchObject({
        status: 200,
        body: { message: M.suggestionRefused, sugestao: { status: 'recusada' } },
      });
      expect(
        await call('PATCH', '/api/admin/condominios/sugestoes/99999999', 'admin', { status: 'recusada' }),
      ).toMatchObject({ status: 404, body: { message: M.suggestionNotFound } });
      expect(
        (await call('PATCH', `/api/admin/condominios/sugestoes/${id}`, 'admin', { status: 'nova' })).status,
      ).toBe(400);
      expect(
        await call('PATCH', `/api/admin/condominios/sugestoes/${id}`, 'admin', {
          status: 'aceita',
          condominio: 99_999_999,
        }),
      ).toMatchObject({ status: 400, body: { message: M.notFound } });
      const [row] = await db().select().from(condominiumSuggestions).where(eq(condominiumSuggestions.id, id));
      expect(row?.status).toBe('recusada');
    });
  });

  it('GET /api/vinculos-condominio-logradouro takes a list of condominiums (the admin list asks for a page at once)', async () => {
    const a = await insertCondominium(db(), { number: '11' });
    const b = await insertCondominium(db(), { number: '22' });
    const res = await call('GET', `/api/vinculos-condominio-logradouro?condominio=${a.code},${b.code}`);
    expect(res.status).toBe(200);
    expect(
      res.body.map((l: any) => [
        l.condominioVINCULOCONDOMINIOLOGRADOURO,
        l.numeroVINCULOCONDOMINIOLOGRADOURO,
      ]),
    ).toEqual([
      [a.code, '11'],
      [b.code, '22'],
    ]);
    expect(
      (await call('GET', `/api/vinculos-condominio-logradouro?condominio=${a.code}&condominio=${b.code}`))
        .body,
    ).toHaveLength(2);
    expect((await call('GET', '/api/vinculos-condominio-logradouro?condominio=1,x')).status).toBe(400);
    expect((await call('GET', '/api/vinculos-condominio-logradouro?condominio=0')).status).toBe(400);
  });

  async function insertSuggestion(
    overrides: Partial<typeof condominiumSuggestions.$inferInsert> = {},
  ): Promise<number> {
    const sender = await insertUser(db());
    const [row] = await db()
      .insert(condominiumSuggestions)
      .values({ userCode: sender.code, name: 'Residencial Sugestão', ...overrides })
      .returning({ id: condominiumSuggestions.id });
    return row!.id;
  }

  async function placeCounts() {
    const [hoods, ceps, streetRows, condos] = await Promise.all([
      db().$count(neighbourhoods),
      db().$count(postalCodes),
      db().$count(streets),
      db().$count(condominiums),
    ]);
    return { hoods, ceps, streetRows, condos };
  }
});
