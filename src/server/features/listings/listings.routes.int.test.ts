import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ListingDetailSchema,
  ListingsPageSchema,
  ListingSummarySchema,
} from '#shared/contracts/listings.contract.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertCondominium, insertListing, insertUser } from '../../test/factories/index.ts';
import { listingSearchPlan } from '../../test/listing-search-plan.ts';
import { buildFilters, createListingsRepository } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';

/** The service's page, parsed: it answers with JSON text (the stored cards as they are). */
async function findPage(
  service: ReturnType<typeof createListingsService>,
  q: Parameters<ReturnType<typeof createListingsService>['findListings']>[0],
) {
  return ListingsPageSchema.parse(JSON.parse(await service.findListings(q)));
}

const SAO_PAULO = 3550308;
const RIO = 3304557;
const BH = 3106200;
const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 12));

describe('listing search and detail', () => {
  let t: TestApp;
  /** Listing codes by short name. */
  const L: Record<string, number> = {};
  const condos: Record<string, number> = {};

  const get = (url: string) => t.get(url);
  /** Short names of the listings a search returns, in order. */
  const names = async (query: string) => {
    const { status, body } = await get(`/api/anuncios?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const byCode = new Map(Object.entries(L).map(([k, v]) => [v, k]));
    return body.data.map((l: { codigoANUNCIO: number }) => byCode.get(l.codigoANUNCIO));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const a = await insertCondominium(db, {
      name: 'Residencial Jardim das Acácias',
      cityCode: SAO_PAULO,
      neighbourhood: 'Vila Mariana',
      cep: '04101000',
      street: 'Rua Domingos de Morais',
      number: '2500',
    });
    const b = await insertCondominium(db, {
      name: 'Condomínio Mar Azul',
      cityCode: RIO,
      neighbourhood: 'Copacabana',
      cep: '22041001',
      street: 'Avenida Atlântica',
      number: '1702',
    });
    const c = await insertCondominium(db, {
      name: 'Edifício Solar do Bosque',
      cityCode: SAO_PAULO,
      neighbourhood: 'Moema',
      cep: '04077000',
      street: 'Avenida Ibirapuera',
      number: '3000',
    });
    Object.assign(condos, { a: a.code, b: b.code, c: c.code });

    const ana = await insertUser(db, {
      name: 'Ana Souza',
      instagram: '@anabolos',
      site: 'https://anabolos.com.br',
      tiktok: '@ana',
      whatsapp: '11988887777',
    });
    const joao = await insertUser(db, {
      name: 'João Elétrica ME',
      personKind: 'pj',
      showAddress: false,
      condominiumCode: a.code,
    });
    const sub = async (type: 1 | 2 | 3 | 4, name: string) => {
      const s = await getSubcategory(db, { type, name });
      return { categoryCode: s.categoryCode, subcategoryCode: s.code };
    };
    const bolos = await sub(2, 'Bolos e Doces');
    const add = async (key: string, o: Parameters<typeof insertListing>[1]) => {
      L[key] = (await insertListing(db, o)).code;
    };
    await add('boloCenoura', {
      title: 'Bolo de cenoura com cobertura de chocolate',
      description: 'Feito em casa, fatias generosas.',
      price: 'R$ 35,00',
      ...bolos,
      advertiserCode: ana.code,
      cityCode: SAO_PAULO,
      condominiumCodes: [a.code],
      transactionTypes: ['venda'],
      condition: 'novo',
      publishedAt: day(1),
      highlighted: true,
      imageCount: 2,
    });
    await add('bolosFesta', {
      title: 'Bolos caseiros para festas',
      description: 'Encomendas para aniversários.',
      price: 'R$ 120,00',
      ...bolos,
      advertiserCode: ana.code,
      cityCode: RIO,
      condominiumCodes: [b.code],
      transactionTypes: ['venda', 'troca'],
      publishedAt: day(2),
    });
    await add('eletricista', {
      title: 'Eletricista residencial 24 horas',
      description: 'Instalação de chuveiro, tomadas e quadros de luz.',
      price: 'A combinar',
      ...(await sub(3, 'Eletricista')),
      advertiserCode: joao.code,
      cityCode: SAO_PAULO,
      condominiumCodes: [a.code],
      publishedAt: day(3),
      highlighted: true,
    });
    await add('ingles', {
      title: 'Aulas de inglês para crianças',
      description: 'Conversação e reforço escolar.',
      price: 'R$ 80,00 a hora',
      ...(await sub(3, 'Aulas de Inglês')),
      cityCode: BH,
      publishedAt: day(4),
    });
    await add('bicicleta', {
      title: 'Bicicleta aro 29 seminova',
      description: 'Pouco uso, revisada.',
      price: 'R$ 900,00',
      ...(await sub(2, 'Bicicletas')),
      cityCode: SAO_PAULO,
      condominiumCodes: [c.code],
      transactionTypes: ['venda', 'troca'],
      condition: 'seminovo',
      publishedAt: day(5),
    });
    await add('salao', {
      title: 'Salão de festas para aniversários',
      description: 'Capacidade para 80 pessoas.',
      price: 'R$ 250,00',
      ...(await sub(4, 'Salão de Festas')),
      cityCode: SAO_PAULO,
      condominiumCodes: [c.code],
      transactionTypes: ['locacao'],
      publishedAt: day(6),
    });
    await add('vaga', {
      title: 'Vaga de auxiliar de cozinha',
      description: 'Preparo de bolos e salgados para lanchonete do condomínio.',
      price: '',
      ...(await sub(1, 'Vagas de Meio Período').catch(() => sub(1, 'Empregos' as never))),
      cityCode: RIO,
      condominiumCodes: [b.code],
      publishedAt: day(7),
    });
    await add('cortina', {
      title: 'Cortina de tecido para doação',
      description: 'Cor bege, 2 metros.',
      price: 'Grátis',
      ...(await sub(2, 'Decoração')),
      cityCode: SAO_PAULO,
      transactionTypes: ['doacao'],
      publishedAt: day(8),
    });
    // Not public: never in search or detail.
    await add('rascunho', {
      title: 'Bolo de rascunho secreto',
      ...bolos,
      status: 'rascunho',
      publishedAt: null,
    });
    await add('pendente', {
      title: 'Eletricista pendente',
      ...(await sub(3, 'Eletricista')),
      status: 'pendente',
      publishedAt: null,
    });
  });
  afterAll(() => t.close());

  const PUBLISHED = [
    'boloCenoura',
    'bolosFesta',
    'eletricista',
    'ingles',
    'bicicleta',
    'salao',
    'vaga',
    'cortina',
  ];

  describe('contract', () => {
    it('answers { data, page, totalPages, total } with cards in the spec field names', async () => {
      const { status, body } = await get('/api/anuncios');
      expect(status).toBe(200);
      expect(() => ListingsPageSchema.parse(body)).not.toThrow();
      expect(body).toMatchObject({ page: 1, totalPages: 1, total: 8, totalExato: true });
      const card = body.data.find((l: { codigoANUNCIO: number }) => l.codigoANUNCIO === L.boloCenoura);
      expect(card).toMatchObject({
        tituloANUNCIO: 'Bolo de cenoura com cobertura de chocolate',
        precoANUNCIO: 'R$ 35,00',
        precoCentavos: 3500,
        slugANUNCIO: 'bolo-de-cenoura-com-cobertura-de-chocolate',
        tipoANUNCIO: 2,
        statusANUNCIO: 'publicado',
        destaqueANUNCIO: 1,
        cidadeANUNCIO: 'São Paulo',
        codigoCidadeANUNCIO: SAO_PAULO,
        ufANUNCIO: 'SP',
        // No address coordinates of its own: the city's seat, labelled as such.
        coordenadasANUNCIO: {
          latitude: expect.closeTo(-23.53, 1),
          longitude: expect.closeTo(-46.64, 1),
          precisao: 'cidade',
        },
        tiposTransacaoANUNCIO: ['venda'],
        condicaoANUNCIO: 'novo',
        condominiosANUNCIO: [condos.a],
        categoria: { nomeCATEGORIA: 'Alimentos e Bebidas', tipoCATEGORIA: 2 },
        subcategoria: { nomeSUBCATEGORIA: 'Bolos e Doces' },
        anunciante: { nome: 'Ana Souza', pessoa: 'pf' },
      });
      // Cards carry the first image only.
      expect(card.imagens).toHaveLength(1);
      expect(card.imagens[0].urlIMAGEM).toMatch(/1-1000\.webp$/);
      expect(card.imagensANUNCIO).toEqual([card.imagens[0].urlIMAGEM]);
    });

    it('shows only published listings', async () => {
      expect((await names('limit=100')).sort()).toEqual([...PUBLISHED].sort());
      expect(await names('q=rascunho')).toEqual([]);
      expect(await names('q=pendente')).toEqual([]);
    });
  });

  describe('text search (q)', () => {
    it('is stemmed, accent- and case-insensitive', async () => {
      expect(await names('q=bolos')).toEqual(expect.arrayContaining(['boloCenoura', 'bolosFesta', 'vaga']));
      expect(await names('q=BOLO')).toHaveLength(3);
      expect(await names('q=eletricistas')).toEqual(['eletricista']);
      expect(await names('q=ingles')).toEqual(['ingles']);
      expect(await names('q=sal%C3%A3o')).toEqual(['salao']);
      expect(await names('q=salao')).toEqual(['salao']);
    });

    it('ranks title matches before body matches, then newer first', async () => {
      expect(await names('q=bolo')).toEqual(['boloCenoura', 'bolosFesta', 'vaga']);
    });

    it('understands web-search syntax: quotes, -word and or', async () => {
      expect(await names('q=%22bolo%20de%20cenoura%22')).toEqual(['boloCenoura']);
      expect(await names('q=bolos%20-chocolate')).toEqual(['bolosFesta', 'vaga']);
      expect((await names('q=bicicleta%20or%20cortina')).sort()).toEqual(['bicicleta', 'cortina']);
    });

    it('finds words of the category and subcategory', async () => {
      expect(await names('q=encanador')).toEqual([]);
      expect(await names('q=decora%C3%A7%C3%A3o')).toEqual(['cortina']);
    });

    it.each(["'", '\\', '%', '_', ':*', '!', '&|', '(((', 'de', '<script>alert(1)</script>'])(
      'never fails on odd input %j',
      async (q) => {
        const { status } = await get(`/api/anuncios?q=${encodeURIComponent(q)}`);
        expect(status).toBe(200);
      },
    );

    it('ignores text with no searchable word', async () => {
      expect(await names('q=!!!&limit=100')).toHaveLength(8);
    });

    it('honours an explicit sort over relevance', async () => {
      expect(await names('q=bolo&sort=data&order=asc')).toEqual(['vaga', 'bolosFesta', 'boloCenoura']);
    });
  });

  describe('filters', () => {
    it.each([
      ['tipo=2', ['boloCenoura', 'bolosFesta', 'bicicleta', 'cortina']],
      ['tipo=4', ['salao']],
      ['cidade=3304557', ['bolosFesta', 'vaga']],
      ['cidade=rio%20de%20janeiro', ['bolosFesta', 'vaga']],
      ['estado=RJ', ['bolosFesta', 'vaga']],
      ['estado=33', ['bolosFesta', 'vaga']],
      ['uf=mg', ['ingles']],
      ['condicao=seminovo', ['bicicleta']],
      ['transacao=troca', ['bolosFesta', 'bicicleta']],
      ['transacao=doacao,locacao', ['salao', 'cortina']],
      ['transacao=troca&transacao=locacao', ['bolosFesta', 'bicicleta', 'salao']],
      ['precoMin=50&precoMax=300', ['bolosFesta', 'ingles', 'salao']],
      ['precoMin=100,50', ['bolosFesta', 'bicicleta', 'salao']],
      ['precoMax=40', ['boloCenoura']],
      ['condominioNome=acacias', ['boloCenoura', 'eletricista']],
      ['condominioNome=jardim%20das%20acasias', ['boloCenoura', 'eletricista']],
      ['rua=domingos%20de%20morais', ['boloCenoura', 'eletricista']],
      ['rua=avenida%20ibirapuera&numero=3000', ['bicicleta', 'salao']],
      ['rua=avenida%20ibirapuera&numero=1', []],
      ['bairro=copacabana', ['bolosFesta', 'vaga']],
      ['cep=04077-000', ['bicicleta', 'salao']],
      ['cep=0407', ['bicicleta', 'salao']],
      ['tipo=2&estado=SP&q=bolo', ['boloCenoura']],
      ['tipo=3&cidade=3550308&transacao=venda', []],
    ])('%s', async (query, expected) => {
      expect(await names(query)).toEqual(expected);
    });

    it('filters by condominium, category and subcategory codes', async () => {
      expect(await names(`condominio=${condos.c}`)).toEqual(['bicicleta', 'salao']);
      const { body } = await get(`/api/anuncios/${L.boloCenoura}`);
      expect(await names(`categoria=${body.categoriaANUNCIO}`)).toEqual(['boloCenoura', 'bolosFesta']);
      expect(await names(`subcategoria=${body.subcategoriaANUNCIO}&cidade=3550308`)).toEqual(['boloCenoura']);
    });
  });

  describe('sorting and paging', () => {
    it('sorts by date, newest first by default', async () => {
      expect(await names('limit=100')).toEqual(PUBLISHED);
      expect(await names('sort=data&order=asc&limit=100')).toEqual([...PUBLISHED].reverse());
    });

    it('sorts by price with "A combinar" and other text prices last', async () => {
      const asc = await names('sort=preco&limit=100');
      expect(asc.slice(0, 5)).toEqual(['boloCenoura', 'ingles', 'bolosFesta', 'salao', 'bicicleta']);
      expect(asc.slice(5).sort()).toEqual(['cortina', 'eletricista', 'vaga']);
      const desc = await names('sort=preco&order=desc&limit=100');
      expect(desc.slice(0, 5)).toEqual(['bicicleta', 'salao', 'bolosFesta', 'ingles', 'boloCenoura']);
    });

    it('sorts by title ignoring accents and case', async () => {
      expect(await names('sort=titulo&limit=100')).toEqual([
        'ingles',
        'bicicleta',
        'boloCenoura',
        'bolosFesta',
        'cortina',
        'eletricista',
        'salao',
        'vaga',
      ]);
      expect(await names('sort=titulo&order=desc&limit=3')).toEqual(['vaga', 'salao', 'eletricista']);
    });

    it('pages with page and limit', async () => {
      const { body } = await get('/api/anuncios?limit=3&page=2');
      expect(body).toMatchObject({ page: 2, totalPages: 3, total: 8 });
      expect(await names('limit=3&page=2')).toEqual(PUBLISHED.slice(3, 6));
      expect(await names('limit=3&page=3')).toEqual(PUBLISHED.slice(6));
      expect(await names('limit=3&page=4')).toEqual([]);
    });
  });

  describe('bad parameters answer 400 in Portuguese', () => {
    it.each([
      ['tipo=7', 'tipo'],
      ['tipo=abc', 'tipo'],
      ['limit=100000', 'limit'],
      ['limit=0', 'limit'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['sort=foo', 'sort'],
      ['order=up', 'order'],
      ['condicao=usado', 'condicao'],
      ['transacao=aluguel', 'transacao'],
      ['precoMin=abc', 'precoMin'],
      ['precoMin=10&precoMax=5', 'precoMin'],
      ['estado=XYZ', 'estado'],
      ['cep=abc', 'cep'],
      ['categoria=-3', 'categoria'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ])('%s', async (query, field) => {
      const { status, body } = await get(`/api/anuncios?${query}`);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.errors[0].field).toBe(field);
      expect(body.message).toMatch(/[ãçéó]|parâmetro|não/);
    });
  });

  describe('GET /api/anuncios/{id}', () => {
    it('answers the listing with advertiser, contact, networks in order and condominiums', async () => {
      const { status, body } = await get(`/api/anuncios/${L.boloCenoura}`);
      expect(status).toBe(200);
      expect(() => ListingDetailSchema.parse(body)).not.toThrow();
      expect(body.imagens).toHaveLength(2);
      expect(body.anunciante).toMatchObject({
        nome: 'Ana Souza',
        mostrarEndereco: true,
        contato: { whatsapp: '11988887777' },
        endereco: { bairro: 'Moema', cidade: 'São Paulo', uf: 'SP' },
      });
      expect(Object.keys(body.anunciante.redes)).toEqual(['whatsapp', 'instagram', 'tiktok', 'site']);
      expect(body.condominios).toEqual([
        {
          codigoCONDOMINIO: condos.a,
          nomeCONDOMINIO: 'Residencial Jardim das Acácias',
          cidade: 'São Paulo',
          uf: 'SP',
        },
      ]);
    });

    it("keeps the advertiser's address private when not allowed, and names their condominium", async () => {
      const { body } = await get(`/api/anuncios/${L.eletricista}`);
      expect(body.anunciante.mostrarEndereco).toBe(false);
      expect(body.anunciante.endereco).toBeNull();
      expect(body.anunciante.condominio).toMatchObject({
        codigo: condos.a,
        nome: 'Residencial Jardim das Acácias',
      });
      expect(body.anunciante.condominio.endereco).toContain('Rua Domingos de Morais, 2500');
      expect(body.precoCentavos).toBeNull();
    });

    it('answers 404 for absent and unpublished listings, 400 for a non-numeric id', async () => {
      const notFound = { status: 404, body: { message: 'Anúncio não encontrado.', code: 'NOT_FOUND' } };
      expect(await get('/api/anuncios/999999')).toEqual(notFound);
      expect(await get(`/api/anuncios/${L.rascunho}`)).toEqual(notFound);
      expect(await get(`/api/anuncios/${L.pendente}`)).toEqual(notFound);
      for (const id of ['abc', '1.5', '-1', '0', '99999999999999999999']) {
        expect((await get(`/api/anuncios/${id}`)).status).toBe(400);
      }
    });
  });

  describe('GET /api/anuncios/destaques', () => {
    it('lists published highlights, newest first, by type', async () => {
      const { status, body } = await get('/api/anuncios/destaques');
      expect(status).toBe(200);
      expect(body.map((l: unknown) => ListingSummarySchema.parse(l).codigoANUNCIO)).toEqual([
        L.boloCenoura,
        L.eletricista,
      ]);
      expect(
        (await get('/api/anuncios/destaques?tipo=3&limit=1')).body.map(
          (l: { codigoANUNCIO: number }) => l.codigoANUNCIO,
        ),
      ).toEqual([L.eletricista]);
      expect((await get('/api/anuncios/destaques?tipo=9')).status).toBe(400);
      expect((await get('/api/anuncios/destaques?limit=500')).status).toBe(400);
    });
  });

  describe('more matches than the exact-count limit', () => {
    it('reports a lower bound, keeps paging and ranks the newest candidates', async () => {
      const service = createListingsService({
        repo: createListingsRepository(t.database.db),
        exactCountLimit: 3,
        rankCandidates: 2,
        onePassLimit: 3,
      });
      const base = { page: 1, limit: 2 } as const;
      const all = await findPage(service, base);
      expect(all).toMatchObject({ total: 3, totalExato: false, totalPages: 2 });
      expect(all.data.map((l) => l.codigoANUNCIO)).toEqual([L.boloCenoura, L.bolosFesta]);
      const second = await findPage(service, { ...base, page: 2 });
      // `total` is a lower bound: the second page is full although it ends "after" the total.
      expect(second.data.map((l) => l.codigoANUNCIO)).toEqual([L.eletricista, L.ingles]);
      const byPrice = await findPage(service, { ...base, sort: 'preco', order: 'desc' });
      expect(byPrice.data.map((l) => l.codigoANUNCIO)).toEqual([L.bicicleta, L.salao]);
      // "bolo" has 3 matches: exact at limit 3; relevance over the newest candidates.
      const text = await findPage(service, { ...base, q: 'bolo' });
      expect(text).toMatchObject({ total: 3, totalExato: true });
      const common = await findPage(service, { ...base, q: 'bolo or bicicleta or salao or cortina' });
      expect(common).toMatchObject({ total: 3, totalExato: false });
      expect(common.data.map((l) => l.codigoANUNCIO).sort()).toEqual([L.boloCenoura, L.bolosFesta].sort());
    });

    it('pages over every match when one pass sees them all, however many', async () => {
      const service = createListingsService({
        repo: createListingsRepository(t.database.db),
        exactCountLimit: 3,
        rankCandidates: 2,
      });
      const q = 'bolo or bicicleta or salao or cortina';
      const first = await findPage(service, { page: 1, limit: 2, q });
      const second = await findPage(service, { page: 2, limit: 2, q });
      // "More than 3", but the pages come from one ranking of all the matches, without repeats.
      expect(first).toMatchObject({ total: 3, totalExato: false });
      const seen = [...first.data, ...second.data].map((l) => l.codigoANUNCIO);
      expect(new Set(seen).size).toBe(4);
      const all = await findPage(service, { page: 1, limit: 10, q });
      expect(all.data.map((l) => l.codigoANUNCIO).slice(0, 4)).toEqual(seen);
    });
  });

  describe('a text search the planner expects to be common', () => {
    it('is not counted: "more than" the limit, pages still served', async () => {
      const repo = createListingsRepository(t.database.db);
      const service = createListingsService({ repo, skipCountEstimate: 1 });
      // (A single word is counted from the postings, cheaply: this is about longer queries.)
      const common = await findPage(service, { page: 1, limit: 2, q: 'bolo or bicicleta' });
      expect(common).toMatchObject({ total: 1000, totalExato: false, totalPages: 500 });
      expect(common.data).toHaveLength(2);
      // Filters alone are always counted exactly.
      expect(await findPage(service, { page: 1, limit: 2, tipo: 2 })).toMatchObject({ totalExato: true });
      // So are phrases, whose estimate is not trusted: a rare phrase of common words would
      // otherwise be paged by walking every listing in date order.
      const phrase = await findPage(service, { page: 1, limit: 2, q: '"bolo de cenoura"' });
      expect(phrase).toMatchObject({ total: 1, totalExato: true });
      expect(phrase.data.map((l) => l.codigoANUNCIO)).toEqual([L.boloCenoura]);
      // And text with filters (the estimate multiplies their selectivities as if independent).
      expect(await findPage(service, { page: 1, limit: 2, q: 'bolo', tipo: 2 })).toMatchObject({
        total: 2,
        totalExato: true,
      });
      // The estimate is the planner's row count for the same filters.
      const where = sql`a.status = 'publicado'`;
      expect(await repo.estimateMatches(where)).toBeGreaterThan(0);
    });
  });

  it('intersects text, type, state and city inside the search index (no heap recheck of every match)', async () => {
    const where = buildFilters(
      { page: 1, limit: 24, q: 'bolo', tipo: 2, estado: { uf: 'SP' }, cidade: { code: SAO_PAULO } },
      true,
    );
    const plan = await listingSearchPlan(t.database.db, ['anuncios_busca_idx'], where);
    expect(plan).toMatch(/Index Cond: .*tipo = .*uf = .*cidade = .*busca @@/);
  });

  it('keeps search SQL parameterised (no string concatenation of user input)', async () => {
    const evil = "x'); drop table anuncios; --";
    expect(
      (
        await get(
          `/api/anuncios?q=${encodeURIComponent(evil)}&rua=${encodeURIComponent(evil)}&cidade=${encodeURIComponent(evil)}`,
        )
      ).status,
    ).toBe(200);
    const result = (await t.database.db.execute(sql`select count(*)::int as n from anuncios`)) as unknown as {
      rows: { n: number }[];
    };
    const [row] = result.rows;
    expect(row?.n).toBe(10);
  });
});
