import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condominium, CondominiumsQuerySchema } from '#shared/contracts/condominiums.contract.ts';
import type { Db } from '../../db/client.ts';
import { cepStartsWith, codeOrName, pagedByName, stateCondition } from '../../lib/name-lookup.ts';
import { andAll, inCodes, inOrderOf, pagedQuery, queryPrepared } from '../../lib/sql.ts';

// Left joins (on keys that always match) so the planner drops the ones a count does not read.
const FROM = sql`condominios k
  left join estados e on e.codigo = k.estado
  left join cidades c on c.codigo = k.cidade
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
        : {
            codigoLOGRADOURO: r.logradouro,
            nomeLOGRADOURO: r.logradouro_nome ?? '',
            cep,
            bairro,
            cidade,
            estado,
          },
    bairro,
    cep,
    cidade,
    estado,
  };
}

export function createCondominiumsRepository(db: Db) {
  const rowsByCodes = (codes: number[]) =>
    queryPrepared<CondominiumRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${inCodes(sql`k.codigo`, codes)}`,
    );

  return {
    async findCondominiums(q: z.infer<typeof CondominiumsQuerySchema>) {
      const where = andAll([
        cepStartsWith(sql`k.cep`, q.cep),
        codeOrName(sql`k.bairro`, 'bairros', q.bairro),
        codeOrName(sql`k.cidade`, 'cidades', q.cidade),
        stateCondition(sql`k.estado`, q.estado ?? q.uf),
      ]);
      const paging = { page: q.page, limit: q.limit };
      const page = q.nome
        ? await pagedByName<CondominiumRow>(db, {
            table: 'condominios',
            alias: 'k',
            where,
            term: q.nome,
            ...paging,
            rows: { from: FROM, columns: COLUMNS },
            keyOf: (r) => r.codigo,
          })
        : await pagedQuery<CondominiumRow>(db, {
            from: FROM,
            select: COLUMNS,
            where,
            orderBy: sql`k.nome, k.codigo`,
            ...paging,
          });
      return { ...page, data: page.data.map(toCondominium) };
    },

    async getCondominium(code: number): Promise<Condominium | undefined> {
      const [row] = await rowsByCodes([code]);
      return row && toCondominium(row);
    },

    /** In the order asked; absent codes are skipped. */
    async findCondominiumsByCodes(codes: number[]): Promise<Condominium[]> {
      return inOrderOf(codes, await rowsByCodes(codes), (r) => r.codigo).map(toCondominium);
    },
  };
}
