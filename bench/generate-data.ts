/**
 * Fills a PostgreSQL database with a realistic synthetic load for the benchmark:
 * neighbourhoods, CEPs, streets and condominiums spread over real municipalities (weighted
 * toward big cities), advertisers, and listings with Portuguese text whose word frequencies
 * follow a Zipf law, plus rare model codes so that selective searches have few matches.
 *
 *   npm run bench:data -- [--listings 1000000] [--condominiums 113000] [--users 50000]
 *                         [--database-url postgres://...] [--fresh] [--seed nc-bench]
 *
 * Deterministic: the same options and seed give the same rows (timestamps are relative to
 * --now, which defaults to today 00:00 UTC). See bench/README.md for the load strategy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed/reference.ts';
import { formatDuration, parseArgs } from './lib/args.ts';
import { BIG_CITIES, nameKey } from './lib/cities.ts';
import { copyField as f, copyFrom, rowChunks, textArrayLiteral } from './lib/copy.ts';
import {
  businessName,
  CEP_RANGES,
  condominiumName,
  FIRST_NAMES,
  neighbourhoodNames,
  slugify,
  streetName,
  SURNAMES,
} from './lib/names.ts';
import { Rng, WeightedSampler, zipfWeights } from './lib/prng.ts';
import { insertFallbackReference } from './lib/reference-fallback.ts';
import {
  buildVocabulary,
  domainsFor,
  FUNCTION_WORDS,
  modelCode,
  TITLE_CONNECTIVES,
} from './lib/vocabulary.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';

const args = parseArgs(process.argv.slice(2), {
  listings: { type: 'number', help: 'anúncios a gerar (padrão 1000000)' },
  condominiums: { type: 'number', help: 'condomínios (padrão 113000)' },
  users: { type: 'number', help: 'anunciantes (padrão 50000)' },
  'database-url': { type: 'string', help: `banco (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})` },
  fresh: { type: 'boolean', help: 'apaga e recria o banco antes de gerar' },
  force: { type: 'boolean', help: 'permite --fresh num banco cujo nome não contém "bench"' },
  seed: { type: 'string', help: 'semente do gerador (padrão nc-bench)' },
  now: { type: 'string', help: 'instante de referência ISO (padrão hoje 00:00 UTC)' },
  jobs: { type: 'number', help: 'conexões COPY em paralelo para os anúncios (padrão 2)' },
  'keep-indexes': { type: 'boolean', help: 'não remove os índices secundários de anuncios durante a carga' },
});

const N_LISTINGS = Math.max(1, Math.floor(args.listings ?? 1_000_000));
const N_CONDOS = Math.max(1, Math.floor(args.condominiums ?? 113_000));
const N_USERS = Math.max(1, Math.floor(args.users ?? 50_000));
const DATABASE_URL = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const SEED = args.seed ?? 'nc-bench';
const JOBS = Math.min(8, Math.max(1, Math.floor(args.jobs ?? 2)));
const NOW = args.now ? new Date(args.now) : new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
if (Number.isNaN(NOW.getTime())) throw new Error(`--now inválido: ${args.now}`);
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Phases and progress
// ---------------------------------------------------------------------------------------------
const timings: { phase: string; ms: number }[] = [];
const t0 = performance.now();

async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  console.log(`\n▶ ${name}`);
  const result = await fn();
  const ms = performance.now() - start;
  timings.push({ phase: name, ms });
  console.log(`  ✓ ${name}: ${formatDuration(ms)}`);
  return result;
}

function progress(label: string, total: number) {
  let lastPct = -1;
  const start = performance.now();
  return (done: number) => {
    const pct = Math.floor((done / total) * 20) * 5;
    if (pct === lastPct && done < total) return;
    lastPct = pct;
    const secs = (performance.now() - start) / 1000;
    const rate = secs > 0 ? Math.round(done / secs) : 0;
    console.log(
      `    ${label}: ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} (${pct}%) ${rate.toLocaleString('pt-BR')} linhas/s`,
    );
  };
}

// ---------------------------------------------------------------------------------------------
// Database creation
// ---------------------------------------------------------------------------------------------
async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!dbName) throw new Error('A URL do banco precisa do nome do banco.');
  if (fresh && !/bench/i.test(dbName) && !args.force) {
    throw new Error(`--fresh apagaria o banco "${dbName}"; use um banco com "bench" no nome ou --force.`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const ident = client.escapeIdentifier(dbName);
    const exists =
      (await client.query('select 1 from pg_database where datname = $1', [dbName])).rowCount! > 0;
    if (exists && fresh) {
      console.log(`  apagando o banco ${dbName}`);
      await client.query(`drop database ${ident} with (force)`);
    }
    if (!exists || fresh) {
      console.log(`  criando o banco ${dbName}`);
      await client.query(`create database ${ident}`);
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Reference data as loaded from the database
// ---------------------------------------------------------------------------------------------
interface City {
  code: number;
  name: string;
  stateCode: number;
  uf: string;
}
interface Category {
  code: number;
  name: string;
  type: 1 | 2 | 3 | 4;
  subs: { code: number; name: string }[];
}

async function loadReference(client: pg.ClientBase) {
  const cities: City[] = (
    await client.query(
      `select c.codigo as code, c.nome as name, c.estado as "stateCode", e.sigla as uf
       from cidades c join estados e on e.codigo = c.estado order by c.codigo`,
    )
  ).rows;
  const cats = (
    await client.query(
      `select codigo as code, nome as name, tipo as type from categorias where ativo order by codigo`,
    )
  ).rows;
  const subs = (
    await client.query(
      `select codigo as code, categoria as "categoryCode", nome as name from subcategorias where ativo order by codigo`,
    )
  ).rows as { code: number; categoryCode: number; name: string }[];
  const categories: Category[] = cats.map((c) => ({
    ...c,
    subs: subs.filter((s) => s.categoryCode === c.code).map(({ code, name }) => ({ code, name })),
  }));
  return { cities, categories };
}

// ---------------------------------------------------------------------------------------------
// Places and condominiums
// ---------------------------------------------------------------------------------------------
interface Places {
  /** Per condominium (index = codigo - 1). */
  condoCity: Int32Array;
  condoUf: string[];
  condoCepNumber: string[];
  condoStreetName: string[];
  condoBairroName: string[];
  /** Condominium indexes grouped by city code. */
  condosByCity: Map<number, number[]>;
  counts: { bairros: number; ceps: number; logradouros: number; condominios: number; vinculos: number };
}

function cityWeights(cities: City[]): Float64Array {
  const big = new Map(BIG_CITIES.map(([name, uf, pop]) => [`${uf}:${nameKey(name)}`, pop]));
  const w = new Float64Array(cities.length);
  let bigTotal = 0;
  let matched = 0;
  cities.forEach((c, i) => {
    const pop = big.get(`${c.uf}:${nameKey(c.name)}`);
    if (pop !== undefined) {
      w[i] = pop;
      bigTotal += pop;
      matched++;
    }
  });
  if (matched === 0) return w.fill(1);
  // The ~130 big cities hold 65% of the condominiums; the rest is spread evenly.
  const tailCities = cities.length - matched;
  const tailEach = tailCities > 0 ? (bigTotal * 0.35) / 0.65 / tailCities : 0;
  for (let i = 0; i < w.length; i++) if (w[i] === 0) w[i] = tailEach;
  console.log(`  ${matched} grandes cidades reconhecidas; ${tailCities} cidades na cauda`);
  return w;
}

async function loadPlaces(client: pg.ClientBase, cities: City[], rng: Rng): Promise<Places> {
  const citySampler = new WeightedSampler(cityWeights(cities));
  const condoCityIdx = new Int32Array(N_CONDOS);
  const perCity = new Map<number, number[]>(); // city index -> condo indexes
  for (let i = 0; i < N_CONDOS; i++) {
    const ci = citySampler.sample(rng);
    condoCityIdx[i] = ci;
    let list = perCity.get(ci);
    if (!list) perCity.set(ci, (list = []));
    list.push(i);
  }

  const bairroRows: string[] = [];
  const cepRows: string[] = [];
  const streetRows: string[] = [];
  const usedCeps = new Set<string>();
  const condoStreet = new Int32Array(N_CONDOS);
  const condoBairro = new Int32Array(N_CONDOS);
  const condoCep = new Int32Array(N_CONDOS);
  const condoCity = new Int32Array(N_CONDOS);
  const condoState = new Int32Array(N_CONDOS);
  const condoUf: string[] = new Array(N_CONDOS);
  const condoCepNumber: string[] = new Array(N_CONDOS);
  const condoStreetName: string[] = new Array(N_CONDOS);
  const condoBairroName: string[] = new Array(N_CONDOS);
  const cityStreets = new Map<number, number[]>(); // condo index -> its city's street codes (for vínculos)
  const condosByCity = new Map<number, number[]>();
  let bairroCode = 0;
  let cepCode = 0;
  let streetCode = 0;

  const newCep = (uf: string): string => {
    const ranges = CEP_RANGES[uf] ?? [[1000, 99999]];
    for (;;) {
      const [lo, hi] = rng.pick(ranges);
      const n = String(rng.int(lo, hi)).padStart(5, '0') + String(rng.int(0, 999)).padStart(3, '0');
      if (!usedCeps.has(n)) {
        usedCeps.add(n);
        return n;
      }
    }
  };

  // City order is the order of first appearance, which is deterministic for a given seed.
  for (const [ci, condos] of [...perCity.entries()].sort((a, b) => a[0] - b[0])) {
    const city = cities[ci]!;
    condosByCity.set(city.code, condos);
    const nBairros = Math.min(400, Math.max(1, Math.ceil(condos.length / 6)));
    const bairros = neighbourhoodNames(rng, nBairros).map((name) => {
      bairroCode++;
      bairroRows.push(`${bairroCode}\t${f(name)}\t${city.code}`);
      return { code: bairroCode, name };
    });
    // About 0.6 streets per condominium: neighbours share streets, as in real cities.
    const nStreets = Math.max(1, Math.ceil(condos.length * 0.6));
    const streets: {
      code: number;
      name: string;
      cep: number;
      cepNumber: string;
      bairro: (typeof bairros)[number];
    }[] = [];
    for (let s = 0; s < nStreets; s++) {
      const bairro = rng.pick(bairros);
      const cepNumber = newCep(city.uf);
      cepCode++;
      cepRows.push(`${cepCode}\t${cepNumber}\t${city.code}\t${bairro.code}`);
      streetCode++;
      const name = streetName(rng);
      streetRows.push(`${streetCode}\t${f(name)}\t${cepCode}\t${bairro.code}\t${city.code}`);
      streets.push({ code: streetCode, name, cep: cepCode, cepNumber, bairro });
    }
    const streetCodes = streets.map((s) => s.code);
    for (const i of condos) {
      const street = rng.pick(streets);
      condoStreet[i] = street.code;
      condoBairro[i] = street.bairro.code;
      condoCep[i] = street.cep;
      condoCity[i] = city.code;
      condoState[i] = city.stateCode;
      condoUf[i] = city.uf;
      condoCepNumber[i] = street.cepNumber;
      condoStreetName[i] = street.name;
      condoBairroName[i] = street.bairro.name;
      cityStreets.set(i, streetCodes);
    }
  }

  await copyFrom(client, 'copy bairros (codigo, nome, cidade) from stdin', [bairroRows.join('\n') + '\n']);
  await copyFrom(client, 'copy ceps (codigo, numero, cidade, bairro) from stdin', [
    cepRows.join('\n') + '\n',
  ]);
  await copyFrom(client, 'copy logradouros (codigo, nome, cep, bairro, cidade) from stdin', [
    streetRows.join('\n') + '\n',
  ]);

  const condoRows: string[] = [];
  const linkRows: string[] = [];
  let linkCode = 0;
  for (let i = 0; i < N_CONDOS; i++) {
    const created = new Date(NOW.getTime() - rng.int(30, 3650) * DAY).toISOString();
    const number = String(rng.int(1, 3500));
    condoRows.push(
      [
        i + 1,
        f(condominiumName(rng)),
        number,
        condoState[i],
        condoCity[i],
        condoBairro[i],
        condoCep[i],
        condoStreet[i],
        created,
        created,
      ].join('\t'),
    );
    linkRows.push(`${++linkCode}\t${i + 1}\t${condoStreet[i]}\t${number}`);
    // One in ten fronts a second street (corner lots, side gates).
    const others = cityStreets.get(i)!;
    if (others.length > 1 && rng.chance(0.1)) {
      const second = rng.pick(others);
      if (second !== condoStreet[i]) linkRows.push(`${++linkCode}\t${i + 1}\t${second}\t${rng.int(1, 3500)}`);
    }
  }
  await copyFrom(
    client,
    'copy condominios (codigo, nome, numero, estado, cidade, bairro, cep, logradouro, criado_em, atualizado_em) from stdin',
    rowChunks(condoRows.length, 20_000, (i) => condoRows[i]!),
  );
  await copyFrom(
    client,
    'copy vinculos_condominio_logradouro (codigo, condominio, logradouro, numero) from stdin',
    rowChunks(linkRows.length, 20_000, (i) => linkRows[i]!),
  );
  return {
    condoCity,
    condoUf,
    condoCepNumber,
    condoStreetName,
    condoBairroName,
    condosByCity,
    counts: {
      bairros: bairroCode,
      ceps: cepCode,
      logradouros: streetCode,
      condominios: N_CONDOS,
      vinculos: linkCode,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Users (advertisers)
// ---------------------------------------------------------------------------------------------
interface Users {
  condo: Int32Array;
}

async function loadUsers(client: pg.ClientBase, places: Places, rng: Rng): Promise<Users> {
  const condo = new Int32Array(N_USERS);
  const rows: string[] = new Array(N_USERS);
  for (let i = 0; i < N_USERS; i++) {
    const c = rng.int(0, N_CONDOS - 1);
    condo[i] = c;
    const pj = rng.chance(0.35);
    const first = rng.pick(FIRST_NAMES);
    const surname = `${rng.pick(SURNAMES)}${rng.chance(0.5) ? ` ${rng.pick(SURNAMES)}` : ''}`;
    const name = pj ? businessName(rng) : first;
    // Index in the local part keeps e-mails unique; documents are unique by construction
    // (11 digits for CPF, 14 for CNPJ) though not check-digit valid.
    const email = `${slugify(pj ? name : `${first} ${surname}`).replace(/-/g, '.')}.${i + 1}@exemplo.com.br`;
    const document = pj ? String(10_000_000_000_000 + i) : String(10_000_000_000 + i);
    const ddd = String(rng.int(11, 99));
    const whatsapp = `${ddd}9${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    const created = new Date(NOW.getTime() - rng.int(1, 900) * DAY).toISOString();
    rows[i] = [
      i + 1,
      f(name),
      f(pj ? '' : surname),
      f(email),
      pj ? 'pj' : 'pf',
      document,
      '\\N', // senha_hash: nobody logs in to the bench
      whatsapp,
      ddd,
      rng.chance(0.4) ? f(`@${slugify(name).replace(/-/g, '')}`) : '\\N',
      rng.chance(0.2) ? f(`https://www.${slugify(name)}.com.br`) : '\\N',
      places.condoCepNumber[c],
      f(places.condoStreetName[c]),
      f(`${rng.int(1, 3500)}`),
      rng.chance(0.5) ? f(`Bloco ${rng.int(1, 12)} apto ${rng.int(11, 254)}`) : '\\N',
      f(places.condoBairroName[c]),
      String(places.condoCity[c]),
      places.condoUf[c],
      rng.chance(0.7) ? 't' : 'f',
      c + 1,
      2, // nivel ANUNCIANTE
      pj ? 2 : 3,
      't',
      1,
      created,
      created,
      created,
    ].join('\t');
  }
  await copyFrom(
    client,
    `copy usuarios (codigo, nome, sobrenome, email, pessoa, documento, senha_hash, whatsapp, ddd, instagram, site,
       cep, logradouro, ruaenumero, complemento, bairro, cidade, uf, mostrar_endereco, condominio, nivel, tipo, ativo,
       validacao, email_confirmado_em, criado_em, atualizado_em) from stdin`,
    rowChunks(N_USERS, 10_000, (i) => rows[i]!),
  );
  return { condo };
}

// ---------------------------------------------------------------------------------------------
// Listings
// ---------------------------------------------------------------------------------------------
const TYPE_WEIGHTS = [0.1, 0.4, 0.4, 0.1]; // Oportunidades, Produtos, Serviços, Comodidades
/** Chance that a listing of each type carries a model code ("mod12345"). */
const MODEL_CODE_CHANCE = [0.1, 0.6, 0.2, 0.1];
const WEEK = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'] as const;
const RULES = [
  'Uso mediante reserva',
  'Proibida a entrada de animais',
  'Horário de silêncio após as 22h',
  'Crianças acompanhadas de um responsável',
  'Limite de 20 convidados',
  'Taxa de limpeza inclusa',
  'Traje de banho obrigatório',
  'Reserva com 48 horas de antecedência',
  'Não é permitido som alto',
];

function brl(cents: number): string {
  const reais = Math.floor(cents / 100);
  return `R$ ${String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
}

function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);
}

interface Topic {
  nouns: string[];
  nounsZ: WeightedSampler;
}

class ListingFactory {
  private readonly vocab = buildVocabulary();
  private readonly content: string[];
  private readonly contentZ: WeightedSampler;
  private readonly adjectives: string[];
  private readonly adjectivesZ: WeightedSampler;
  private readonly verbs: string[];
  private readonly verbsZ: WeightedSampler;
  private readonly functionZ: WeightedSampler;
  private readonly categoriesByType: Category[][];
  private readonly categoryZ: WeightedSampler[];
  private readonly topics = new Map<number, Topic>();
  private readonly userOrder: Int32Array;
  readonly modelCodes: number;
  readonly condo1 = new Int32Array(N_LISTINGS);
  readonly condo2 = new Int32Array(N_LISTINGS);
  readonly statusCounts: Record<string, number> = {};

  constructor(
    private readonly places: Places,
    private readonly users: Users,
    categories: Category[],
    rng: Rng,
  ) {
    // Rank order is a seeded shuffle, so "most frequent" is not simply "first in the list".
    // Zipf-Mandelbrot (q > 0) keeps the commonest content words in roughly 10-25% of the
    // listings, like "sala" in the reference measurements, rather than in all of them.
    this.content = rng.shuffle([...this.vocab.all]);
    this.contentZ = new WeightedSampler(zipfWeights(this.content.length, 1.0, 20));
    this.adjectives = rng.shuffle([...this.vocab.adjectives]);
    this.adjectivesZ = new WeightedSampler(zipfWeights(this.adjectives.length, 1.0, 8));
    this.verbs = rng.shuffle([...this.vocab.verbs]);
    this.verbsZ = new WeightedSampler(zipfWeights(this.verbs.length, 1.0, 8));
    this.functionZ = new WeightedSampler(zipfWeights(FUNCTION_WORDS.length, 0.8));
    this.categoriesByType = [1, 2, 3, 4].map((t) => rng.shuffle(categories.filter((c) => c.type === t)));
    for (const [i, list] of this.categoriesByType.entries()) {
      if (list.length === 0) throw new Error(`nenhuma categoria ativa para o tipo ${i + 1}`);
    }
    this.categoryZ = this.categoriesByType.map((list) => new WeightedSampler(zipfWeights(list.length, 0.7)));
    // Each category (or subcategory) talks about its own things: a bakery ad uses food nouns.
    // That gives realistic co-occurrence, so two-word queries behave like real ones.
    for (const c of categories) {
      for (const key of [c.code, ...c.subs.map((s) => -s.code)]) {
        const text = key < 0 ? `${c.name} ${c.subs.find((s) => s.code === -key)!.name}` : c.name;
        const nouns = rng.shuffle([
          ...new Set(domainsFor(text, c.type).flatMap((d) => this.vocab.domains[d])),
        ]);
        this.topics.set(key, { nouns, nounsZ: new WeightedSampler(zipfWeights(nouns.length, 1.0, 3)) });
      }
    }
    this.userOrder = Int32Array.from(rng.shuffle(Array.from({ length: N_USERS }, (_, i) => i)));
    const expectedWithCode = N_LISTINGS * TYPE_WEIGHTS.reduce((s, w, i) => s + w * MODEL_CODE_CHANCE[i]!, 0);
    // About 250 listings per code: a "rare term" query matches a few hundred rows at any size.
    this.modelCodes = Math.max(10, Math.round(expectedWithCode / 250));
  }

  private noun(rng: Rng, topic: Topic): string {
    return topic.nouns[topic.nounsZ.sample(rng)]!;
  }

  private adjective(rng: Rng): string {
    return this.adjectives[this.adjectivesZ.sample(rng)]!;
  }

  /** A content word: mostly the topic's nouns, then adjectives, verbs, anything. */
  private word(rng: Rng, topic: Topic): string {
    const r = rng.next();
    if (r < 0.5) return this.noun(rng, topic);
    if (r < 0.72) return this.adjective(rng);
    if (r < 0.87) return this.verbs[this.verbsZ.sample(rng)]!;
    return this.content[this.contentZ.sample(rng)]!;
  }

  private title(rng: Rng, topic: Topic, sub: string | undefined): string {
    const target = rng.int(4, 9);
    const words: string[] = [];
    if (sub && rng.chance(0.25)) words.push(...sub.toLocaleLowerCase('pt-BR').split(' '));
    else words.push(this.noun(rng, topic));
    while (words.length < target) {
      const r = rng.next();
      if (r < 0.4) words.push(this.adjective(rng));
      else if (r < 0.75 && words.length <= target - 2)
        words.push(rng.pick(TITLE_CONNECTIVES), this.noun(rng, topic));
      else words.push(this.word(rng, topic));
    }
    while (words.length > 9 || (TITLE_CONNECTIVES as readonly string[]).includes(words[words.length - 1]!))
      words.pop();
    return capitalise(words.join(' '));
  }

  private sentence(rng: Rng, topic: Topic, length: number): string {
    const words: string[] = [];
    for (let i = 0; i < length; i++) {
      words.push(rng.chance(0.42) ? FUNCTION_WORDS[this.functionZ.sample(rng)]! : this.word(rng, topic));
      if (i > 1 && i < length - 2 && rng.chance(0.07)) words[words.length - 1] += ',';
    }
    return `${capitalise(words.join(' '))}.`;
  }

  private description(rng: Rng, topic: Topic, code: string | undefined, sub: string | undefined): string {
    let remaining = rng.int(20, 60);
    const sentences: string[] = [];
    if (code) {
      sentences.push(`Modelo ${code}.`);
      remaining -= 2;
    }
    if (sub && rng.chance(0.3)) {
      sentences.push(
        `${capitalise(sub.toLocaleLowerCase('pt-BR'))} ${rng.pick(['no condomínio', 'com garantia', 'perto de você', 'para moradores'])}.`,
      );
      remaining -= sub.split(' ').length + 2;
    }
    while (remaining > 0) {
      const len = Math.min(remaining, rng.int(6, 14));
      sentences.push(this.sentence(rng, topic, Math.max(len, 3)));
      remaining -= len;
    }
    rng.shuffle(sentences);
    return sentences.join(rng.chance(0.2) ? '\n' : ' ');
  }

  /** One `anuncios` row in COPY text format. Each listing has its own PRNG stream, so the
   * result does not depend on how the range is split between COPY jobs. */
  row(i: number): string {
    const rng = new Rng(`${SEED}:anuncio:${i}`);
    const code = i + 1;
    const t = rng.next();
    const typeIdx = t < 0.1 ? 0 : t < 0.5 ? 1 : t < 0.9 ? 2 : 3; // cumulative TYPE_WEIGHTS
    const type = (typeIdx + 1) as 1 | 2 | 3 | 4;
    const category = this.categoriesByType[typeIdx]![this.categoryZ[typeIdx]!.sample(rng)]!;
    const sub = category.subs.length > 0 && rng.chance(0.9) ? rng.pick(category.subs) : undefined;

    // Advertisers: a skewed share (a few advertise a lot); listings sit in the advertiser's
    // condominium or, less often, in another one of the same city.
    const user = this.userOrder[Math.floor(N_USERS * Math.pow(rng.next(), 1.5))]!;
    const home = this.users.condo[user]!;
    const cityCode = this.places.condoCity[home]!;
    const sameCity = this.places.condosByCity.get(cityCode)!;
    const c1 = rng.chance(0.7) ? home : rng.pick(sameCity);
    this.condo1[i] = c1 + 1;
    if (rng.chance(0.25) && sameCity.length > 1) {
      const c2 = rng.pick(sameCity);
      if (c2 !== c1) this.condo2[i] = c2 + 1;
    }

    const topic = this.topics.get(sub ? -sub.code : category.code)!;
    const modelCodeText = rng.chance(MODEL_CODE_CHANCE[typeIdx]!)
      ? modelCode(rng.int(0, this.modelCodes - 1))
      : undefined;
    const title = this.title(rng, topic, sub?.name);
    const subtitle = rng.chance(0.5)
      ? capitalise(Array.from({ length: rng.int(3, 6) }, () => this.word(rng, topic)).join(' '))
      : '';
    const description = this.description(rng, topic, modelCodeText, sub?.name);

    // Price: one in five "A combinar"; otherwise a log-uniform amount per type.
    let price = 'A combinar';
    let priceCents: number | null = null;
    if (!rng.chance(0.2)) {
      const [lo, hi] = type === 2 ? [5, 8000] : type === 3 ? [30, 3000] : type === 4 ? [20, 800] : [50, 6000];
      const reais = Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))));
      priceCents = reais * 100 + (rng.chance(0.35) ? 90 : 0);
      price = brl(priceCents);
      if (type === 3 && rng.chance(0.3)) price = rng.chance(0.5) ? `${price} a hora` : `a partir de ${price}`;
    }

    const transactions: string[] =
      type === 2
        ? rng.pick([
            ['venda'],
            ['venda'],
            ['venda'],
            ['venda'],
            ['venda', 'troca'],
            ['troca'],
            ['doacao'],
            ['emprestimo'],
            ['compra'],
          ])
        : type === 4
          ? rng.pick([['locacao'], ['locacao'], ['locacao'], ['emprestimo'], []])
          : type === 1
            ? rng.pick([['venda'], ['compra'], ['troca'], ['doacao'], []])
            : rng.pick([[], [], [], ['venda']]);
    const condition = type === 2 ? rng.pick(['novo', 'seminovo', 'novo', 'seminovo', null]) : null;

    const s = rng.next();
    const status =
      s < 0.9
        ? 'publicado'
        : s < 0.94
          ? 'rascunho'
          : s < 0.97
            ? 'pendente'
            : s < 0.99
              ? 'inativo'
              : 'reprovado';
    this.statusCounts[status] = (this.statusCounts[status] ?? 0) + 1;
    // Recent listings are more common than old ones (growth), over the last two years.
    const published =
      status === 'publicado' || status === 'inativo'
        ? new Date(NOW.getTime() - Math.pow(rng.next(), 1.3) * 730 * DAY - rng.int(0, 86_399) * 1000)
        : null;
    const created = published
      ? new Date(published.getTime() - rng.int(0, 3 * 86_400) * 1000)
      : new Date(NOW.getTime() - rng.next() * 730 * DAY);
    const updated = new Date(
      Math.min(NOW.getTime(), (published ?? created).getTime() + rng.int(0, 20) * DAY),
    );

    const hours =
      (type === 3 || type === 4) && rng.chance(0.4)
        ? JSON.stringify(
            Object.fromEntries(
              WEEK.map((d) => [
                d,
                d === 'dom'
                  ? { aberto: false, das: '', as: '' }
                  : { aberto: true, das: `0${rng.int(7, 9)}:00`, as: `${rng.int(17, 20)}:00` },
              ]),
            ),
          )
        : null;
    const rules =
      type === 4 && rng.chance(0.6) ? JSON.stringify(rng.shuffle([...RULES]).slice(0, rng.int(2, 4))) : null;

    return [
      code,
      f(title),
      f(subtitle),
      f(description),
      f(price),
      priceCents ?? '\\N',
      f(slugify(title)),
      type,
      status,
      textArrayLiteral(transactions),
      condition ?? '\\N',
      category.code,
      sub ? sub.code : '\\N',
      f(sub ? `${category.name} ${sub.name}` : category.name),
      cityCode,
      this.places.condoUf[home],
      f(hours),
      '\\N',
      rng.chance(0.05) ? f(`https://www.youtube.com/watch?v=${slugify(title).slice(0, 11)}`) : '\\N',
      f(rules),
      rng.chance(0.05) ? 't' : 'f',
      user + 1,
      status === 'reprovado' ? f('Descrição incompleta') : '\\N',
      created.toISOString(),
      updated.toISOString(),
      published ? published.toISOString() : '\\N',
    ].join('\t');
  }
}

const LISTING_COLUMNS =
  'codigo, titulo, subtitulo, descricao, preco, preco_centavos, slug, tipo, status, tipos_transacao, condicao, ' +
  'categoria, subcategoria, categoria_texto, cidade, uf, horarios, mapa_url, video_url, regras, destaque, ' +
  'anunciante, motivo_reprovacao, criado_em, atualizado_em, publicado_em';

// ---------------------------------------------------------------------------------------------
// Index handling around the bulk load
// ---------------------------------------------------------------------------------------------
interface SavedIndex {
  name: string;
  def: string;
  gin: boolean;
}

/** Secondary (non-constraint) indexes of the given tables, with their exact definitions. */
async function secondaryIndexes(client: pg.ClientBase, tables: string[]): Promise<SavedIndex[]> {
  const { rows } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def, am.amname = 'gin' as gin
     from pg_index i
     join pg_class c on c.oid = i.indexrelid
     join pg_am am on am.oid = c.relam
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by 1`,
    [tables],
  );
  return rows;
}

/** Recreates indexes on two connections: GIN builds are single-threaded, btrees run beside them. */
async function recreateIndexes(url: string, saved: SavedIndex[]): Promise<void> {
  const lanes = [saved.filter((s) => s.gin), saved.filter((s) => !s.gin)];
  await Promise.all(
    lanes.map(async (lane) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`set maintenance_work_mem = '1GB'`);
        for (const idx of lane) {
          const start = performance.now();
          await c.query(idx.def);
          console.log(`    ${idx.name}: ${formatDuration(performance.now() - start)}`);
        }
      } finally {
        await c.end();
      }
    }),
  );
}

/** Every single-column FK of the loaded tables must hold (they were not checked during COPY). */
async function verifyForeignKeys(client: pg.ClientBase, tables: string[]): Promise<void> {
  const { rows } = await client.query(
    `select k.conname, k.conrelid::regclass::text as child, a.attname as col,
            k.confrelid::regclass::text as parent, pa.attname as pcol
     from pg_constraint k
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
     join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
     where k.contype = 'f' and k.conrelid = any($1::regclass[]) and array_length(k.conkey, 1) = 1`,
    [tables],
  );
  for (const fk of rows) {
    const q = `select count(*)::int as n from ${fk.child} c where c.${client.escapeIdentifier(fk.col)} is not null
      and not exists (select 1 from ${fk.parent} p where p.${client.escapeIdentifier(fk.pcol)} = c.${client.escapeIdentifier(fk.col)})`;
    const n = (await client.query(q)).rows[0].n as number;
    if (n > 0) throw new Error(`chave estrangeira ${fk.conname} violada em ${n} linhas`);
  }
  console.log(`  ${rows.length} chaves estrangeiras conferidas`);
}

/**
 * Pictures per listing: none for 10% of them, else 1 to 8. COPY rows of 2,000 listings at a
 * time, in the seed's file names (`/uploads/anuncios/<listing>/<n>-1000.webp` and sizes).
 */
function* imageRows(rng: Rng): Generator<string> {
  for (let from = 0; from < N_LISTINGS; from += 2_000) {
    const rows: string[] = [];
    for (let i = from; i < Math.min(N_LISTINGS, from + 2_000); i++) {
      const count = rng.chance(0.1) ? 0 : rng.int(1, 8);
      const dir = `/uploads/anuncios/${i + 1}`;
      for (let k = 0; k < count; k++) {
        rows.push(
          `${i + 1}\t${dir}/${k + 1}-1000.webp\t${dir}/${k + 1}-300.webp\t${dir}/${k + 1}-og.jpg\t${k}\n`,
        );
      }
    }
    yield rows.join('');
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  console.log(
    `Gerando ${N_LISTINGS.toLocaleString('pt-BR')} anúncios, ${N_CONDOS.toLocaleString('pt-BR')} condomínios, ` +
      `${N_USERS.toLocaleString('pt-BR')} usuários em ${DATABASE_URL.replace(/:[^:@/]*@/, ':***@')} (semente ${SEED})`,
  );
  await phase('banco de dados', () => ensureDatabase(DATABASE_URL, Boolean(args.fresh)));

  await phase('migrações e dados de referência', async () => {
    const database = await openDatabase({ url: DATABASE_URL, poolMax: 2 });
    try {
      await database.migrate();
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
  });

  const client = new pg.Client({ connectionString: DATABASE_URL, application_name: 'nc-bench-generator' });
  await client.connect();
  try {
    const existing = Number((await client.query('select count(*)::int as n from anuncios')).rows[0].n);
    if (existing > 0) throw new Error(`O banco já tem ${existing} anúncios; use --fresh para recriá-lo.`);

    const fallback = await insertFallbackReference(client);
    if (fallback.states + fallback.cities + fallback.categories > 0) {
      console.warn(
        `  ⚠ seedReferenceData não preencheu tudo; FALLBACK do bench inseriu ${fallback.states} estados, ` +
          `${fallback.cities} cidades, ${fallback.categories} categorias, ${fallback.subcategories} subcategorias. ` +
          'Gere de novo com --fresh quando o seed real existir.',
      );
    }
    const { cities, categories } = await loadReference(client);
    console.log(`  referência: ${cities.length} cidades, ${categories.length} categorias`);

    // The load session skips FK triggers (verified afterwards) and waits for no WAL flush:
    // the rows are consistent by construction and a crash would mean re-running anyway.
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);

    const rng = new Rng(SEED);
    const places = await phase('bairros, CEPs, logradouros e condomínios', () =>
      loadPlaces(client, cities, rng.fork('places')),
    );
    console.log(`  ${JSON.stringify(places.counts)}`);
    const users = await phase('usuários', () => loadUsers(client, places, rng.fork('users')));

    const listingTables = ['anuncios', 'anuncio_condominios', 'anuncio_imagens'];
    const saved = args['keep-indexes'] ? [] : await secondaryIndexes(client, listingTables);
    if (saved.length > 0) {
      await phase(`removendo ${saved.length} índices secundários de anúncios`, async () => {
        for (const idx of saved) await client.query(`drop index ${idx.name}`);
      });
    }

    const factory = new ListingFactory(places, users, categories, rng.fork('listings'));
    console.log(
      `  vocabulário: ${buildVocabulary().all.length} palavras; ${factory.modelCodes} códigos de modelo`,
    );
    await phase(`anúncios (COPY em ${JOBS} conexões)`, async () => {
      const report = progress('anúncios', N_LISTINGS);
      let done = 0;
      const per = Math.ceil(N_LISTINGS / JOBS);
      await Promise.all(
        Array.from({ length: JOBS }, async (_, j) => {
          const from = j * per;
          const to = Math.min(N_LISTINGS, from + per);
          if (from >= to) return;
          const c = new pg.Client({ connectionString: DATABASE_URL, application_name: `nc-bench-copy-${j}` });
          await c.connect();
          try {
            await c.query(`set session_replication_role = replica`);
            await c.query(`set synchronous_commit = off`);
            let last = 0;
            await copyFrom(
              c,
              `copy anuncios (${LISTING_COLUMNS}) from stdin`,
              rowChunks(
                to - from,
                2_000,
                (k) => factory.row(from + k),
                (n) => {
                  done += n - last;
                  last = n;
                  report(done);
                },
              ),
            );
          } finally {
            await c.end();
          }
        }),
      );
    });

    await phase('anuncio_condominios', async () => {
      const pairs: string[] = [];
      for (let i = 0; i < N_LISTINGS; i++) {
        pairs.push(`${i + 1}\t${factory.condo1[i]}`);
        if (factory.condo2[i]! > 0) pairs.push(`${i + 1}\t${factory.condo2[i]}`);
      }
      const n = await copyFrom(
        client,
        'copy anuncio_condominios (anuncio, condominio) from stdin',
        rowChunks(pairs.length, 50_000, (i) => pairs[i]!),
      );
      console.log(`  ${n.toLocaleString('pt-BR')} vínculos`);
    });

    // Cards show each listing's first picture, so the cards' query does an image look-up per
    // card, as in production. Paths as the seed writes them; no files are written.
    await phase('anuncio_imagens', async () => {
      const n = await copyFrom(
        client,
        'copy anuncio_imagens (anuncio, url, url_thumb, url_og, ordem) from stdin',
        imageRows(rng.fork('images')),
      );
      console.log(`  ${n.toLocaleString('pt-BR')} imagens`);
    });

    await phase('sequências', async () => {
      for (const table of [
        'bairros',
        'ceps',
        'logradouros',
        'condominios',
        'vinculos_condominio_logradouro',
        'usuarios',
        'anuncios',
        'anuncio_imagens',
      ]) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, 'codigo'), greatest((select max(codigo) from ${table}), 1))`,
          [table],
        );
      }
    });

    if (saved.length > 0) {
      await phase(`recriando ${saved.length} índices (definições da migração)`, () =>
        recreateIndexes(DATABASE_URL, saved),
      );
      const after = await secondaryIndexes(client, listingTables);
      const before = new Map(saved.map((s) => [s.name, s.def]));
      const mismatched = after.filter((a) => before.get(a.name) !== a.def);
      if (after.length !== saved.length || mismatched.length > 0)
        throw new Error('índices recriados diferem dos originais');
    }

    await client.query(`set session_replication_role = origin`);
    // The load ran with triggers off, so the typo look-ups' word dictionary is built here.
    await phase('palavras dos nomes de lugares', () =>
      client.query(`select public.reconstruir_palavras_nomes()`),
    );
    // The search's postings (ADR 006 stage 2), with their ordering index built after the rows.
    const termIndexes = await secondaryIndexes(client, ['anuncio_termos']);
    await phase('termos dos anúncios (busca)', async () => {
      for (const idx of termIndexes) await client.query(`drop index ${idx.name}`);
      await client.query(`set maintenance_work_mem = '1GB'`);
      await client.query(`select public.reconstruir_anuncio_termos()`);
      await recreateIndexes(DATABASE_URL, termIndexes);
    });
    // Each listing's stored card (ADR 007), which the triggers would have written row by row.
    await phase('cartões dos anúncios', () => client.query(`select public.reconstruir_cartoes()`));
    await phase('conferindo chaves estrangeiras', () =>
      verifyForeignKeys(client, [
        'bairros',
        'ceps',
        'logradouros',
        'condominios',
        'vinculos_condominio_logradouro',
        'usuarios',
        'anuncios',
        'anuncio_condominios',
        'anuncio_imagens',
      ]),
    );
    await phase('VACUUM ANALYZE', async () => {
      await client.query(`set maintenance_work_mem = '1GB'`);
      await client.query('vacuum (analyze)');
    });

    const sizes = await client.query(
      `select c.relname as table, pg_total_relation_size(c.oid) as total, pg_relation_size(c.oid) as heap,
              pg_indexes_size(c.oid) as indexes, c.reltuples::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc`,
    );
    const indexSizes = await client.query(
      `select indexrelid::regclass::text as index, pg_relation_size(indexrelid) as size
       from pg_index where indrelid = 'anuncios'::regclass order by 2 desc`,
    );
    const dbSize = Number((await client.query('select pg_database_size(current_database()) as s')).rows[0].s);
    const mb = (n: number | string) => `${(Number(n) / 1048576).toFixed(1)} MB`;
    console.log('\nTamanhos (pg_total_relation_size):');
    for (const r of sizes.rows.slice(0, 14)) {
      console.log(
        `  ${r.table.padEnd(32)} ${String(r.rows).padStart(9)} linhas  total ${mb(r.total).padStart(10)}  heap ${mb(r.heap).padStart(10)}  índices ${mb(r.indexes).padStart(10)}`,
      );
    }
    console.log('Índices de anuncios:');
    for (const r of indexSizes.rows) console.log(`  ${r.index.padEnd(36)} ${mb(r.size).padStart(10)}`);
    const totalMs = performance.now() - t0;
    console.log(`\nBanco: ${mb(dbSize)}. Status: ${JSON.stringify(factory.statusCounts)}`);
    console.log(`Tempo total: ${formatDuration(totalMs)}`);
    for (const t of timings) console.log(`  ${t.phase.padEnd(48)} ${formatDuration(t.ms)}`);

    const outDir = path.join(BENCH_DIR, 'results');
    fs.mkdirSync(outDir, { recursive: true });
    const dbName = new URL(DATABASE_URL).pathname.slice(1);
    const summary = {
      database: dbName,
      generatedAt: new Date().toISOString(),
      options: {
        listings: N_LISTINGS,
        condominiums: N_CONDOS,
        users: N_USERS,
        seed: SEED,
        now: NOW.toISOString(),
        jobs: JOBS,
        keepIndexes: Boolean(args['keep-indexes']),
      },
      fallbackReference: fallback,
      places: places.counts,
      statusCounts: factory.statusCounts,
      modelCodes: factory.modelCodes,
      vocabularyWords: buildVocabulary().all.length,
      timings: timings.map((t) => ({ phase: t.phase, seconds: +(t.ms / 1000).toFixed(1) })),
      totalSeconds: +(totalMs / 1000).toFixed(1),
      databaseBytes: dbSize,
      tables: sizes.rows.map((r) => ({
        table: r.table,
        rows: Number(r.rows),
        total: Number(r.total),
        heap: Number(r.heap),
        indexes: Number(r.indexes),
      })),
      listingIndexes: indexSizes.rows.map((r) => ({ index: r.index, bytes: Number(r.size) })),
    };
    const file = path.join(outDir, `dataset-${dbName}.json`);
    fs.writeFileSync(file, JSON.stringify(summary, null, 2));
    console.log(`Resumo em ${path.relative(process.cwd(), file)}`);
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
