import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, neighbourhoods, postalCodes, states, streets } from '../../db/schema/index.ts';
import { sameName } from '../../lib/name-lookup.ts';

export interface StateRow {
  code: number;
  uf: string;
  name: string;
}
export interface CityRow {
  code: number;
  name: string;
  stateCode: number;
}
export interface NeighbourhoodRow {
  code: number;
  name: string;
  cityCode: number;
}
export interface PostalCodeRow {
  code: number;
  number: string;
  cityCode: number;
  neighbourhoodCode: number | null;
}
export interface StreetRow {
  code: number;
  name: string;
  cityCode: number;
  neighbourhoodCode: number | null;
  postalCodeCode: number | null;
}

const STATE = { code: states.code, uf: states.uf, name: states.name };
const CITY = { code: cities.code, name: cities.name, stateCode: cities.stateCode };
const NEIGHBOURHOOD = {
  code: neighbourhoods.code,
  name: neighbourhoods.name,
  cityCode: neighbourhoods.cityCode,
};
const POSTAL_CODE = {
  code: postalCodes.code,
  number: postalCodes.number,
  cityCode: postalCodes.cityCode,
  neighbourhoodCode: postalCodes.neighbourhoodCode,
};
const STREET = {
  code: streets.code,
  name: streets.name,
  cityCode: streets.cityCode,
  neighbourhoodCode: streets.neighbourhoodCode,
  postalCodeCode: streets.postalCodeCode,
};

/**
 * The places a condominium's address is made of (spec 2 §3), as the admin's create and edit
 * resolve them: each by code, or by name under its parent (accent- and case-insensitive, through
 * `nome_busca`); neighbourhoods, CEPs and streets are added when missing. States and cities are
 * reference data (IBGE) and only read.
 */
export function createCondominiumAddressesRepository(db: Db) {
  const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];
  return {
    stateByCode: (code: number): Promise<StateRow | undefined> =>
      first(db.select(STATE).from(states).where(eq(states.code, code))),
    stateByUf: (uf: string): Promise<StateRow | undefined> =>
      first(db.select(STATE).from(states).where(eq(states.uf, uf))),
    /** "sao paulo" finds São Paulo (estados has no stored folded name: 27 rows). */
    stateByName: (name: string): Promise<StateRow | undefined> =>
      first(
        db
          .select(STATE)
          .from(states)
          .where(sameName(sql`public.immutable_unaccent(lower(${states.name}))`, name)),
      ),

    cityByCode: (code: number): Promise<CityRow | undefined> =>
      first(db.select(CITY).from(cities).where(eq(cities.code, code))),
    cityByName: (stateCode: number, name: string): Promise<CityRow | undefined> =>
      first(
        db
          .select(CITY)
          .from(cities)
          .where(and(eq(cities.stateCode, stateCode), sameName(sql`${cities.searchName}`, name)))
          .orderBy(cities.code)
          .limit(1),
      ),

    neighbourhoodByCode: (code: number): Promise<NeighbourhoodRow | undefined> =>
      first(db.select(NEIGHBOURHOOD).from(neighbourhoods).where(eq(neighbourhoods.code, code))),
    neighbourhoodByName: (cityCode: number, name: string): Promise<NeighbourhoodRow | undefined> =>
      first(
        db
          .select(NEIGHBOURHOOD)
          .from(neighbourhoods)
          .where(
            and(eq(neighbourhoods.cityCode, cityCode), sameName(sql`${neighbourhoods.searchName}`, name)),
          )
          .orderBy(neighbourhoods.code)
          .limit(1),
      ),
    /** Adds it, or finds the one a concurrent request just added under the same name. */
    async insertNeighbourhood(cityCode: number, name: string): Promise<NeighbourhoodRow> {
      await db.insert(neighbourhoods).values({ cityCode, name }).onConflictDoNothing();
      const row = await first(
        db
          .select(NEIGHBOURHOOD)
          .from(neighbourhoods)
          .where(and(eq(neighbourhoods.cityCode, cityCode), eq(neighbourhoods.name, name))),
      );
      if (!row) throw new Error('bairro não inserido');
      return row;
    },

    postalCodeByCode: (code: number): Promise<PostalCodeRow | undefined> =>
      first(db.select(POSTAL_CODE).from(postalCodes).where(eq(postalCodes.code, code))),
    /** CEPs are unique across the country. */
    postalCodeByNumber: (digits: string): Promise<PostalCodeRow | undefined> =>
      first(db.select(POSTAL_CODE).from(postalCodes).where(eq(postalCodes.number, digits))),
    async insertPostalCode(
      digits: string,
      cityCode: number,
      neighbourhoodCode: number,
    ): Promise<PostalCodeRow> {
      await db
        .insert(postalCodes)
        .values({ number: digits, cityCode, neighbourhoodCode })
        .onConflictDoNothing();
      const row = await first(db.select(POSTAL_CODE).from(postalCodes).where(eq(postalCodes.number, digits)));
      if (!row) throw new Error('CEP não inserido');
      return row;
    },

    streetByCode: (code: number): Promise<StreetRow | undefined> =>
      first(db.select(STREET).from(streets).where(eq(streets.code, code))),
    /** The street of that name on that CEP (the portal keeps one row per street and CEP). */
    streetByName: (postalCodeCode: number, name: string): Promise<StreetRow | undefined> =>
      first(
        db
          .select(STREET)
          .from(streets)
          .where(and(eq(streets.postalCodeCode, postalCodeCode), sameName(sql`${streets.searchName}`, name)))
          .orderBy(streets.code)
          .limit(1),
      ),
    async insertStreet(s: Omit<StreetRow, 'code'>): Promise<StreetRow> {
      const [row] = await db.insert(streets).values(s).returning(STREET);
      if (!row) throw new Error('logradouro não inserido');
      return row;
    },
  };
}

export type CondominiumAddressesRepository = ReturnType<typeof createCondominiumAddressesRepository>;
