import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  condominiums,
  condominiumStreets,
  neighbourhoods,
  postalCodes,
  streets,
} from '#server/db/schema/index.ts';
import { DEFAULT_CITY_CODE, nextSequence, pad, stateCodeOf } from './sequence.ts';

export type Condominium = typeof condominiums.$inferSelect;

export interface CondominiumSpec {
  name: string;
  number: string;
  cityCode: number;
  neighbourhood: string;
  /** 8 digits. */
  cep: string;
  street: string;
}

/**
 * A condominium's data with its address. The default CEP is unique per call and sits in the
 * 08490-000..08499-999 block of São Paulo, which the demo seed does not use.
 * @public Factory API (STYLE.md §6), see index.ts.
 */
export function buildCondominium(overrides: Partial<CondominiumSpec> = {}): CondominiumSpec {
  const n = nextSequence();
  return {
    name: `Residencial Teste ${n}`,
    number: String(100 + n),
    cityCode: DEFAULT_CITY_CODE,
    neighbourhood: 'Moema',
    cep: `0849${pad(n % 10_000, 4)}`,
    street: `Rua dos Testes ${n}`,
    ...overrides,
  };
}

/**
 * Inserts the condominium with its neighbourhood, CEP and street (reusing a neighbourhood or CEP
 * that already exists) and the street-number link. Returns the condominium row.
 */
export async function insertCondominium(
  db: Db,
  overrides: Partial<CondominiumSpec> = {},
): Promise<Condominium> {
  const spec = buildCondominium(overrides);
  const [hood] = await db
    .insert(neighbourhoods)
    .values({ name: spec.neighbourhood, cityCode: spec.cityCode })
    .onConflictDoUpdate({
      target: [neighbourhoods.cityCode, neighbourhoods.name],
      set: { name: sql`excluded.nome` },
    })
    .returning({ code: neighbourhoods.code });
  const [cep] = await db
    .insert(postalCodes)
    .values({ number: spec.cep, cityCode: spec.cityCode, neighbourhoodCode: hood?.code })
    .onConflictDoUpdate({ target: postalCodes.number, set: { number: sql`excluded.numero` } })
    .returning({ code: postalCodes.code });
  const [street] = await db
    .insert(streets)
    .values({
      name: spec.street,
      postalCodeCode: cep?.code,
      neighbourhoodCode: hood?.code,
      cityCode: spec.cityCode,
    })
    .returning({ code: streets.code });
  if (!hood || !cep || !street) throw new Error('insertCondominium: endereço não inserido');

  const [row] = await db
    .insert(condominiums)
    .values({
      name: spec.name,
      number: spec.number,
      stateCode: stateCodeOf(spec.cityCode),
      cityCode: spec.cityCode,
      neighbourhoodCode: hood.code,
      postalCodeCode: cep.code,
      streetCode: street.code,
    })
    .returning();
  if (!row) throw new Error('insertCondominium: nenhuma linha inserida');
  await db
    .insert(condominiumStreets)
    .values({ condominiumCode: row.code, streetCode: street.code, number: spec.number });
  return row;
}
