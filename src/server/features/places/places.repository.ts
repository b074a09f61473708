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
import { cepStartsWith, codeOrName, pagedByName, stateCondition } from '../../lib/name-lookup.ts';
import { andAll, inCodes, pagedQuery, queryRows } from '../../lib/sql.ts';

const CITY_FROM = sql`cidades c left join estados e on e.codigo = c.estado`;
const CITY_COLUMNS = sql`c.codigo as "codigoCIDADE", c.nome as "nomeCIDADE", c.estado as "estadoCIDADE", e.sigla as "ufCIDADE"`;

const NEIGHBOURHOOD_FROM = sql`bairros b left join cidades c on c.codigo = b.cidade left join estados e on e.codigo = c.estado`;
const NEIGHBOURHOOD_COLUMNS = sql`b.codigo as "codigoBAIRRO", b.nome as "nomeBAIRRO", b.cidade as "cidadeBAIRRO",
  c.estado as "estadoBAIRRO", c.nome as "nomeCIDADE", e.sigla as "ufBAIRRO"`;

const STREET_FROM = sql`logradouros l left join cidades c on c.codigo = l.cidade left join estados e on e.codigo = c.estado
  left join ceps p on p.codigo = l.cep left join bairros b on b.codigo = l.bairro`;
const STREET_COLUMNS = sql`l.codigo, l.nome, p.codigo as cep_codigo, p.numero as cep_numero, b.codigo as bairro_codigo,
  b.nome as bairro_nome, c.codigo as cidade_codigo, c.nome as cidade_nome, e.codigo as estado_codigo,
  e.nome as estado_nome, e.sigla`;

/** A city column filtered by the city's state (`{ code }` or `{ uf }`). */
function cityInState(column: SQL, state: { code: number } | { uf: string } | undefined): SQL | undefined {
  if (!state) return undefined;
  return sql`${column} in (select codigo from cidades where ${stateCondition(sql`estado`, state)})`;
}

export function createPlacesRepository(db: Db) {
  return {
    findStates(q: z.infer<typeof StatesQuerySchema>) {
      return pagedQuery<State>(db, {
        from: sql`estados e`,
        where: sql`true`,
        select: sql`e.codigo as "codigoESTADO", e.nome as "nomeESTADO", e.sigla as "sigla"`,
        orderBy: sql`e.nome`,
        page: q.page,
        limit: q.limit,
      });
    },

    findCities(q: z.infer<typeof CitiesQuerySchema>) {
      const where = andAll([stateCondition(sql`c.estado`, q.estado)]);
      const rows = { from: CITY_FROM, columns: CITY_COLUMNS };
      return q.nome
        ? pagedByName<City>(db, {
            table: 'cidades',
            alias: 'c',
            where,
            term: q.nome,
            page: q.page,
            limit: q.limit,
            rows,
            keyOf: (r) => r.codigoCIDADE,
          })
        : pagedQuery<City>(db, {
            from: rows.from,
            select: rows.columns,
            where,
            orderBy: sql`c.nome, c.codigo`,
            page: q.page,
            limit: q.limit,
          });
    },

    findNeighbourhoods(q: z.infer<typeof NeighbourhoodsQuerySchema>) {
      const where = andAll([
        cityInState(sql`b.cidade`, q.estado),
        codeOrName(sql`b.cidade`, 'cidades', q.cidade),
      ]);
      const rows = { from: NEIGHBOURHOOD_FROM, columns: NEIGHBOURHOOD_COLUMNS };
      return q.nome
        ? pagedByName<Neighbourhood>(db, {
            table: 'bairros',
            alias: 'b',
            where,
            term: q.nome,
            page: q.page,
            limit: q.limit,
            rows,
            keyOf: (r) => r.codigoBAIRRO,
          })
        : pagedQuery<Neighbourhood>(db, {
            from: rows.from,
            select: rows.columns,
            where,
            orderBy: sql`b.nome, b.codigo`,
            page: q.page,
            limit: q.limit,
          });
    },

    findPostalCodes(q: z.infer<typeof PostalCodesQuerySchema>) {
      return pagedQuery<PostalCode>(db, {
        from: sql`ceps p left join cidades c on c.codigo = p.cidade left join estados e on e.codigo = c.estado left join bairros b on b.codigo = p.bairro`,
        where: andAll([
          q.nome ? sql`p.numero like ${`${q.nome}%`}` : undefined,
          cityInState(sql`p.cidade`, q.estado),
          codeOrName(sql`p.cidade`, 'cidades', q.cidade),
          codeOrName(sql`p.bairro`, 'bairros', q.bairro),
        ]),
        select: sql`p.codigo as "codigoCEP", p.numero as "numeroCEP", c.estado as "estadoCEP", p.cidade as "cidadeCEP",
            p.bairro as "bairroCEP", c.nome as "nomeCIDADE", b.nome as "nomeBAIRRO", e.sigla as "ufCEP"`,
        orderBy: sql`p.numero`,
        page: q.page,
        limit: q.limit,
      });
    },

    async findStreets(q: z.infer<typeof StreetsQuerySchema>) {
      const where = andAll([
        cepStartsWith(sql`l.cep`, q.cep),
        cityInState(sql`l.cidade`, q.estado),
        codeOrName(sql`l.cidade`, 'cidades', q.cidade),
        codeOrName(sql`l.bairro`, 'bairros', q.bairro),
      ]);
      const rows = { from: STREET_FROM, columns: STREET_COLUMNS };
      const page = q.nome
        ? await pagedByName<StreetRow>(db, {
            table: 'logradouros',
            alias: 'l',
            where,
            term: q.nome,
            page: q.page,
            limit: q.limit,
            rows,
            keyOf: (r) => r.codigo,
          })
        : await pagedQuery<StreetRow>(db, {
            from: rows.from,
            select: rows.columns,
            where,
            orderBy: sql`l.nome, l.codigo`,
            page: q.page,
            limit: q.limit,
          });
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
              q.condominio ? inCodes(sql`v.condominio`, q.condominio) : undefined,
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
    bairro:
      r.bairro_codigo === null ? null : { codigoBAIRRO: r.bairro_codigo, nomeBAIRRO: r.bairro_nome ?? '' },
    cidade: { codigoCIDADE: r.cidade_codigo, nomeCIDADE: r.cidade_nome },
    estado: { codigoESTADO: r.estado_codigo, nomeESTADO: r.estado_nome, sigla: r.sigla },
  };
}
