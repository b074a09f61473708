import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CitiesQuerySchema,
  City,
  CondominiumStreetLink,
  CondominiumStreetLinksQuerySchema,
  Neighbourhood,
  NeighbourhoodsQuerySchema,
  PostalCode,
  PostalCodesQuerySchema,
  State,
  StatesQuerySchema,
  Street,
  StreetsQuerySchema,
} from '#shared/contracts/places.contract.ts';
import type { Db } from '../../db/client.ts';
import { andAll, nameSearch, pageEnvelope, queryRows, sameName, stateCondition } from '../../lib/sql.ts';

type CodeOrName = { code: number } | { name: string } | undefined;

/** Filter on a place given by code (`column`) or by name (`nameColumn`, accent-insensitive). */
function codeOrName(column: SQL, nameColumn: SQL, value: CodeOrName): SQL | undefined {
  if (!value) return undefined;
  return 'code' in value ? sql`${column} = ${value.code}` : sameName(nameColumn, value.name);
}

async function pagedQuery<T>(
  db: Db,
  from: SQL,
  where: SQL,
  select: SQL,
  orderBy: SQL,
  page: number,
  limit: number,
) {
  const [data, count] = await Promise.all([
    queryRows<T>(db, sql`select ${select} from ${from} where ${where} order by ${orderBy} limit ${limit} offset ${(page - 1) * limit}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return pageEnvelope(data, count[0]?.total ?? 0, page, limit);
}

export function createPlacesRepository(db: Db) {
  return {
    findStates(q: z.infer<typeof StatesQuerySchema>) {
      return pagedQuery<State>(
        db,
        sql`estados e`,
        sql`true`,
        sql`e.codigo as "codigoESTADO", e.nome as "nomeESTADO", e.sigla as "sigla"`,
        sql`e.nome`,
        q.page,
        q.limit,
      );
    },

    findCities(q: z.infer<typeof CitiesQuerySchema>) {
      const name = q.nome ? nameSearch(sql`c.nome`, q.nome) : undefined;
      return pagedQuery<City>(
        db,
        sql`cidades c join estados e on e.codigo = c.estado`,
        andAll([stateCondition(sql`c.estado`, q.estado), name?.where]),
        sql`c.codigo as "codigoCIDADE", c.nome as "nomeCIDADE", c.estado as "estadoCIDADE", e.sigla as "ufCIDADE"`,
        name ? sql`${name.orderBy}, c.nome` : sql`c.nome`,
        q.page,
        q.limit,
      );
    },

    findNeighbourhoods(q: z.infer<typeof NeighbourhoodsQuerySchema>) {
      const name = q.nome ? nameSearch(sql`b.nome`, q.nome) : undefined;
      return pagedQuery<Neighbourhood>(
        db,
        sql`bairros b join cidades c on c.codigo = b.cidade join estados e on e.codigo = c.estado`,
        andAll([
          stateCondition(sql`c.estado`, q.estado),
          codeOrName(sql`b.cidade`, sql`c.nome`, q.cidade),
          name?.where,
        ]),
        sql`b.codigo as "codigoBAIRRO", b.nome as "nomeBAIRRO", b.cidade as "cidadeBAIRRO", c.estado as "estadoBAIRRO",
            c.nome as "nomeCIDADE", e.sigla as "ufBAIRRO"`,
        name ? sql`${name.orderBy}, b.nome` : sql`b.nome`,
        q.page,
        q.limit,
      );
    },

    findPostalCodes(q: z.infer<typeof PostalCodesQuerySchema>) {
      return pagedQuery<PostalCode>(
        db,
        sql`ceps p join cidades c on c.codigo = p.cidade join estados e on e.codigo = c.estado left join bairros b on b.codigo = p.bairro`,
        andAll([
          q.nome ? sql`p.numero like ${`${q.nome}%`}` : undefined,
          stateCondition(sql`c.estado`, q.estado),
          codeOrName(sql`p.cidade`, sql`c.nome`, q.cidade),
          codeOrName(sql`p.bairro`, sql`b.nome`, q.bairro),
        ]),
        sql`p.codigo as "codigoCEP", p.numero as "numeroCEP", c.estado as "estadoCEP", p.cidade as "cidadeCEP",
            p.bairro as "bairroCEP", c.nome as "nomeCIDADE", b.nome as "nomeBAIRRO", e.sigla as "ufCEP"`,
        sql`p.numero`,
        q.page,
        q.limit,
      );
    },

    async findStreets(q: z.infer<typeof StreetsQuerySchema>) {
      const name = q.nome ? nameSearch(sql`l.nome`, q.nome) : undefined;
      const page = await pagedQuery<StreetRow>(
        db,
        sql`logradouros l join cidades c on c.codigo = l.cidade join estados e on e.codigo = c.estado
            left join ceps p on p.codigo = l.cep left join bairros b on b.codigo = l.bairro`,
        andAll([
          q.cep ? sql`p.numero like ${`${q.cep}%`}` : undefined,
          stateCondition(sql`c.estado`, q.estado),
          codeOrName(sql`l.cidade`, sql`c.nome`, q.cidade),
          codeOrName(sql`l.bairro`, sql`b.nome`, q.bairro),
          name?.where,
        ]),
        sql`l.codigo, l.nome, p.codigo as cep_codigo, p.numero as cep_numero, b.codigo as bairro_codigo,
            b.nome as bairro_nome, c.codigo as cidade_codigo, c.nome as cidade_nome, e.codigo as estado_codigo,
            e.nome as estado_nome, e.sigla`,
        name ? sql`${name.orderBy}, l.nome` : sql`l.nome`,
        q.page,
        q.limit,
      );
      return { ...page, data: page.data.map(toStreet) };
    },

    findCondominiumStreetLinks(q: z.infer<typeof CondominiumStreetLinksQuerySchema>) {
      return queryRows<CondominiumStreetLink>(
        db,
        sql`select v.codigo as "codigoVINCULOCONDOMINIOLOGRADOURO", v.condominio as "condominioVINCULOCONDOMINIOLOGRADOURO",
                   v.logradouro as "logradouroVINCULOCONDOMINIOLOGRADOURO", v.numero as "numeroVINCULOCONDOMINIOLOGRADOURO",
                   l.nome as "nomeLOGRADOURO"
            from vinculos_condominio_logradouro v join logradouros l on l.codigo = v.logradouro
            where ${andAll([
              q.condominio ? sql`v.condominio = ${q.condominio}` : undefined,
              q.logradouro ? sql`v.logradouro = ${q.logradouro}` : undefined,
            ])}
            order by v.condominio, v.codigo
            limit 500`,
      );
    },
  };
}

interface StreetRow {
  codigo: number;
  nome: string;
  cep_codigo: number | null;
  cep_numero: string | null;
  bairro_codigo: number | null;
  bairro_nome: string | null;
  cidade_codigo: number;
  cidade_nome: string;
  estado_codigo: number;
  estado_nome: string;
  sigla: string;
}

function toStreet(r: StreetRow): Street {
  return {
    codigoLOGRADOURO: r.codigo,
    nomeLOGRADOURO: r.nome,
    cep: r.cep_codigo === null ? null : { codigoCEP: r.cep_codigo, numeroCEP: r.cep_numero ?? '' },
    bairro: r.bairro_codigo === null ? null : { codigoBAIRRO: r.bairro_codigo, nomeBAIRRO: r.bairro_nome ?? '' },
    cidade: { codigoCIDADE: r.cidade_codigo, nomeCIDADE: r.cidade_nome },
    estado: { codigoESTADO: r.estado_codigo, nomeESTADO: r.estado_nome, sigla: r.sigla },
  };
}
