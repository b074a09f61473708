/**
 * The conversations: GET /api/mensagens (page 1), GET /api/mensagens/nao-lidas and
 * GET /api/mensagens/{id} of a 50-message thread, for a user with 1,000 conversations, in the
 * 1M-listing bench database (`npm run bench:data`), beside the floor of the same app
 * (GET /api/health, one `select 1`).
 *
 *   npm run bench:messages -- [--database-url postgres://...] [--duration 10] [--warmup 2]
 *                             [--connections 1,8]
 *
 * The app is started first: it applies migration 0028 (the conversation tables) to a bench
 * database generated before it. Then, once (a second run finds them and adds nothing), the
 * conversations are made in one transaction: the user is the advertiser of the lowest code with
 * 5+ published ads; 500 conversations as the resident, about 500 other advertisers' published
 * ads, and 500 as the advertiser, with 500 other users about its own ads; 4 messages each (the
 * newest, as the resident, 50), one every hour back from now, half of them with the last message
 * unread; plus 20,000 conversations between other users (3 messages each), so the indexes hold
 * more than the one user. A session row for the user is created before measuring and removed
 * at the end; the conversations stay.
 *
 * Every URL is checked once first (non-2xx aborts; the list must count 1,000); non-2xx during a
 * measurement fails the run. Results: bench/results/messages-<timestamp>.json and .md;
 * docs/performance-log.md §17.
 */
import pg from 'pg';
import { startChildServer, stopChildServers } from './lib/child-server.ts';
import {
  createBenchSession,
  deleteBenchSession,
  failOnNon2xx,
  fmt,
  measureScenarios,
  parseLoadArgs,
  preflight,
  runBench,
  writeResults,
  type ScenarioRow,
} from './lib/harness.ts';

const {
  databaseUrl: DATABASE_URL,
  duration: DURATION,
  warmup: WARMUP,
  connections: CONNECTIONS,
} = parseLoadArgs('1,8', {});
const CONVERSATIONS = 1000;
const THREAD_MESSAGES = 50;
const OTHERS = 20_000;

/** The measured user: the advertiser of the lowest code with 5+ published ads. */
const USER_SQL = `
select anunciante as code from anuncios where status = 'publicado'
group by anunciante having count(*) >= 5 order by anunciante limit 1`;

/** $1 the user, $2 now. The user's 1,000 conversations, newest first an hour apart. */
const USER_CONVERSATIONS_SQL = `
with theirs as (
  select a.codigo, a.titulo, a.anunciante, (row_number() over (order by a.codigo) - 1)::int as i
  from anuncios a where a.status = 'publicado' and a.anunciante <> $1 order by a.codigo limit 500
), mine as (
  select a.codigo, a.titulo, (row_number() over (order by a.codigo) - 1)::int as i, count(*) over ()::int as n
  from anuncios a where a.status = 'publicado' and a.anunciante = $1
), people as (
  select u.codigo, (row_number() over (order by u.codigo) - 1)::int as i
  from usuarios u where u.codigo <> $1 and u.ativo order by u.codigo limit 500
), todas as (
  select t.codigo as anuncio, t.titulo, $1::int as interessado, t.anunciante, t.i * 2 as k from theirs t
  union all
  select m.codigo, m.titulo, p.codigo, $1::int, p.i * 2 + 1 from people p join mine m on m.i = p.i % m.n
)
insert into conversas (anuncio, titulo, interessado, anunciante, ultima_mensagem_em, criado_em)
select anuncio, titulo, interessado, anunciante, $2::timestamptz - k * interval '1 hour',
       $2::timestamptz - k * interval '1 hour' - interval '1 day'
from todas`;

/** $1 the user, $2 now, $3 how many. Conversations between other users, about other ads. */
const OTHER_CONVERSATIONS_SQL = `
with l as (
  select a.codigo, a.titulo, a.anunciante, row_number() over (order by a.codigo desc)::int as i
  from anuncios a where a.status = 'publicado' and a.anunciante <> $1 order by a.codigo desc limit $3
), p as (
  select u.codigo, row_number() over (order by u.codigo desc)::int as i, count(*) over ()::int as n
  from usuarios u where u.codigo <> $1 and u.ativo
)
insert into conversas (anuncio, titulo, interessado, anunciante, ultima_mensagem_em, criado_em)
select l.codigo, l.titulo, p.codigo, l.anunciante, $2::timestamptz - l.i * interval '7 minutes',
       $2::timestamptz - l.i * interval '7 minutes' - interval '1 day'
from l join p on p.i = l.i % p.n + 1
where p.codigo <> l.anunciante
on conflict do nothing`;

/**
 * $1 the user, $2 the 50-message conversation. The messages of every conversation without any
 * (alternating sides, the resident first, ten minutes apart up to the copied time), then the copy
 * of the last one and the read times: the sender has read it, the other side only in even ids.
 */
const MESSAGES_SQL = `
with novas as (
  select c.id, c.interessado, c.anunciante, c.ultima_mensagem_em,
         case when c.id = $2 then ${THREAD_MESSAGES} when c.interessado = $1 or c.anunciante = $1 then 4 else 3 end as n
  from conversas c where c.ultimo_remetente is null
)
insert into conversa_mensagens (conversa, remetente, conteudo, criado_em)
select v.id, case when g % 2 = 1 then v.interessado else v.anunciante end,
       'Mensagem ' || g || ': olá, tudo bem? Gostaria de saber se o anúncio ainda está disponível e qual o horário para retirar.',
       v.ultima_mensagem_em - (v.n - g) * interval '10 minutes'
from novas v cross join generate_series(1, v.n) g`;

const COPY_LAST_SQL = `
update conversas c
   set ultima_mensagem = left(m.conteudo, 80), ultimo_remetente = m.remetente,
       lida_interessado_em = case when m.remetente = c.interessado or c.id % 2 = 0 then m.criado_em end,
       lida_anunciante_em = case when m.remetente = c.anunciante or c.id % 2 = 0 then m.criado_em end
  from (select distinct on (conversa) conversa, conteudo, remetente, criado_em
          from conversa_mensagens order by conversa, id desc) m
 where m.conversa = c.id and c.ultimo_remetente is null`;

interface Prepared {
  user: number;
  created: boolean;
  thread: number;
  threadMessages: number;
  unread: number;
  allConversations: number;
  allMessages: number;
}

async function prepare(client: pg.Client): Promise<Prepared> {
  const user = (await client.query<{ code: number }>(USER_SQL)).rows[0]?.code;
  if (user === undefined) throw new Error('nenhum anunciante com 5 anúncios publicados (npm run bench:data)');
  const count = async () =>
    (
      await client.query<{ n: number }>(
        'select count(*)::int as n from conversas where interessado = $1 or anunciante = $1',
        [user],
      )
    ).rows[0]!.n;
  let n = await count();
  const created = n === 0;
  if (created) {
    const started = performance.now();
    const now = new Date().toISOString();
    await client.query('begin');
    try {
      await client.query(USER_CONVERSATIONS_SQL, [user, now]);
      await client.query(OTHER_CONVERSATIONS_SQL, [user, now, OTHERS]);
      const newest = await client.query<{ id: number }>(
        'select id from conversas where interessado = $1 order by ultima_mensagem_em desc limit 1',
        [user],
      );
      await client.query(MESSAGES_SQL, [user, newest.rows[0]!.id]);
      await client.query(COPY_LAST_SQL);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
    await client.query('analyze conversas, conversa_mensagens');
    console.log(`conversas criadas em ${((performance.now() - started) / 1000).toFixed(1)} s`);
    n = await count();
  }
  if (n !== CONVERSATIONS) throw new Error(`o usuário ${user} tem ${n} conversas, não ${CONVERSATIONS}`);
  const thread = await client.query<{ id: number; n: number }>(
    `select c.id, count(m.id)::int as n from conversas c join conversa_mensagens m on m.conversa = c.id
      where c.interessado = $1 group by c.id order by count(m.id) desc limit 1`,
    [user],
  );
  const totals = await client.query<{ c: number; m: number }>(
    'select (select count(*)::int from conversas) as c, (select count(*)::int from conversa_mensagens) as m',
  );
  return {
    user,
    created,
    thread: thread.rows[0]!.id,
    threadMessages: thread.rows[0]!.n,
    unread: 0,
    allConversations: totals.rows[0]!.c,
    allMessages: totals.rows[0]!.m,
  };
}

function markdown(rows: ScenarioRow[]): string {
  return [
    '| cenário | conexões | req/s | p50 | p95 | p99 | p95 − piso | requisições | erros | outros (núcleos) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${fmt(r.measured.rps, 0)} | ${fmt(r.measured.p50)} | ${fmt(r.measured.p95)} | ` +
        `${fmt(r.measured.p99)} | ${fmt(r.p95OverFloor)} | ${r.measured.requests} | ${r.measured.errors} | ` +
        `${r.measured.othersCores === null ? '–' : fmt(r.measured.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let token: string | undefined;
  let rows: ScenarioRow[] = [];
  let prepared: Prepared;
  try {
    // The app first: its start applies the conversations' migration to an older bench database.
    const started = performance.now();
    const { url } = await startChildServer('server.ts', DATABASE_URL);
    console.log(`servidor pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    prepared = await prepare(client);
    token = await createBenchSession(client, prepared.user);
    const headers = { authorization: `Bearer ${token}` };

    const scenarios = [
      { name: 'piso: GET /api/health', path: '/api/health' },
      { name: 'lista, página 1', path: '/api/mensagens' },
      { name: 'não lidas', path: '/api/mensagens/nao-lidas' },
      { name: `conversa de ${prepared.threadMessages} mensagens`, path: `/api/mensagens/${prepared.thread}` },
    ];
    for (const s of scenarios) {
      const body = await preflight<{ total?: number; naoLidas?: number }>(url + s.path, headers);
      if (s.path === '/api/mensagens') {
        if (body.total !== CONVERSATIONS)
          throw new Error(`a lista conta ${body.total}, não ${CONVERSATIONS}`);
        prepared.unread = body.naoLidas ?? 0;
      }
    }
    console.log(
      `Usuário ${prepared.user}: ${CONVERSATIONS} conversas, ${prepared.unread} mensagens não lidas; ` +
        `${prepared.allConversations} conversas e ${prepared.allMessages} mensagens no banco`,
    );

    rows = await measureScenarios(url, scenarios, {
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
      headers,
    });
  } finally {
    stopChildServers();
    if (token) await deleteBenchSession(client, token);
    await client.end();
  }

  const table = markdown(rows);
  console.log(`\n${table}`);
  console.log(`\nLatências em ms; ${DURATION} s por cenário após ${WARMUP} s de aquecimento.`);
  writeResults(
    'messages',
    {
      database: new URL(DATABASE_URL).pathname.slice(1),
      settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS },
      prepared,
      rows,
    },
    table,
  );
  failOnNon2xx(rows);
}

runBench(main);
