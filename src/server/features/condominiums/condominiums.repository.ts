import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condominium, CondominiumsQuerySchema } from '#shared/contracts/condominiums.contract.ts';
import type { Db } from '../../db/client.ts';
import { andAll, nameSearch, pageEnvelope, queryRows, sameName, stateCondition } from '../../lib/sql.ts';

const FROM = sql`condominios k
  join estados e on e.codigo = k.estado
  join cidades c on c.codigo = k.cidade
  left join bairros b on b.codigo = k.bairro
  left join ceps p on p.codigo = k.cep
  left join logradouros l on l.codigo = k.logradouro`;

const COLUMNS = sql`k.codigo, k.nome, k.numero, k.estado, k.cidade, k.bairro, k.cep, k.logradouro,
  e.nome as estado_nome, e.sigla, c.nome as cidade_nome, b.nome as bairro_nome, p.numero as cep_numero,
  l.nome as logradouro_nome`;

interface CondominiumRow {
  codigo: number;
  nome: string;
  numero: string;
  estado: number;
  cidade: number;
  bairro: number | null;
  cep: number | null;
  logradouro: number | null;
  estado_nome: string;
  sigla: string;
  cidade_nome: string;
  bairro_nome: string | null;
  cep_numero: string | null;
  logradouro_nome: string | null;
}

function toCondominium(r: CondominiumRow): Condominium {
  const estado = { codigoESTADO: r.estado, nomeESTADO: r.estado_nome, sigla: r.sigla };
  const cidade = { codigoCIDADE: r.cidade, nomeCIDADE: r.cidade_nome };
  const bairro = r.bairro === null ? null : { codigoBAIRRO: r.bairro, nomeBAIRRO: r.bairro_nome ?? '' };
  const cep = r.cep === null ? null : { codigoCEP: r.cep, numeroCEP: r.cep_numero ?? '' };
  return {
    codigoCONDOMINIO: r.codigo,
    nomeCONDOMINIO: r.nome,
    numeroCONDOMINIO: r.numero,
    estadoCONDOMINIO: r.estado,
    cidadeCONDOMINIO: r.cidade,
    bairroCONDOMINIO: r.bairro,
    cepCONDOMINIO: r.cep,
    logradouroCONDOMINIO: r.logradouro,
    id: r.codigo,
    nome: r.nome,
    logradouro:
      r.logradouro === null
        ? null
        : { codigoLOGRADOURO: r.logradouro, nomeLOGRADOURO: r.logradouro_nome ?? '', cep, bairro, cidade, estado },
    bairro,
    cep,
    cidade,
    estado,
  };
}

type CodeOrName = { code: number } | { name: string } | undefined;
const codeOrName = (column: SQL, nameColumn: SQL, v: CodeOrName) =>
  !v ? undefined : 'code' in v ? sql`${column} = ${v.code}` : sameName(nameColumn, v.name);

export function createCondominiumsRepository(db: Db) {
  return {
    async findCondominiums(q: z.infer<typeof CondominiumsQuerySchema>) {
      const name = q.nome ? nameSearch(sql`k.nome`, q.nome) : undefined;
      const where = andAll([
        name?.where,
        q.cep ? sql`p.numero like ${`${q.cep}%`}` : undefined,
        codeOrName(sql`k.bairro`, sql`b.nome`, q.bairro),
        codeOrName(sql`k.cidade`, sql`c.nome`, q.cidade),
        stateCondition(sql`k.estado`, q.estado ?? q.uf),
      ]);
      const orderBy = name ? sql`${name.orderBy}, k.nome, k.codigo` : sql`k.nome, k.codigo`;
      const [data, count] = await Promise.all([
        queryRows<CondominiumRow>(
          db,
          sql`select ${COLUMNS} from ${FROM} where ${where} order by ${orderBy} limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${FROM} where ${where}`),
      ]);
      return pageEnvelope(data.map(toCondominium), count[0]?.total ?? 0, q.page, q.limit);
    },

    async getCondominium(code: number): Promise<Condominium | undefined> {
      const [row] = await queryRows<CondominiumRow>(db, sql`select ${COLUMNS} from ${FROM} where k.codigo = ${code}`);
      return row && toCondominium(row);
    },

    /** In the order asked; absent codes are skipped. */
    async findCondominiumsByCodes(codes: number[]): Promise<Condominium[]> {
      const found = await queryRows<CondominiumRow>(
        db,
        sql`select ${COLUMNS} from ${FROM} where k.codigo in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`,
      );
      const byCode = new Map(found.map((r) => [r.codigo, toCondominium(r)]));
      return codes.flatMap((c) => byCode.get(c) ?? []);
    },
  };
}
