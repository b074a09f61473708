import type {
  Condominium,
  CondominiumInput,
  PlaceInput,
  SuggestionReview,
} from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type {
  CityRow,
  CondominiumAddressesRepository,
  NeighbourhoodRow,
  PostalCodeRow,
  StateRow,
  StreetRow,
} from './condominium-addresses.repository.ts';
import type { CondominiumSuggestionsRepository } from './condominium-suggestions.repository.ts';
import type { CondominiumValues, CondominiumsRepository } from './condominiums.repository.ts';

/** The repositories a write needs, bound to its transaction. */
export interface CondominiumWriteRepos {
  condominiums: CondominiumsRepository;
  addresses: CondominiumAddressesRepository;
  suggestions: CondominiumSuggestionsRepository;
  audit: AuditService;
}

type InTransaction = <T>(work: (repos: CondominiumWriteRepos) => Promise<T>) => Promise<T>;

const invalid = (message: string, field: string) => new AppError('VALIDATION', message, [{ field, message }]);

/** The condominium as the audit log keeps it: its fields by name, readable without joins. */
function auditSnapshot(c: Condominium): Record<string, unknown> {
  return {
    nomeCONDOMINIO: c.nomeCONDOMINIO,
    numeroCONDOMINIO: c.numeroCONDOMINIO,
    estado: c.estado.sigla,
    cidade: c.cidade.nomeCIDADE,
    bairro: c.bairro?.nomeBAIRRO ?? null,
    cep: c.cep?.numeroCEP ?? null,
    logradouro: c.logradouro?.nomeLOGRADOURO ?? null,
  };
}

/**
 * Resolves the payload's address (spec 2 §3) to rows, from the state down: each place by its id
 * when given (it must exist and belong to the place above it, else 400), otherwise by its name
 * under that place (accents and case aside). States and cities are IBGE reference data and are
 * never created here: an unknown city is a 400 (the form offers the state's cities). A
 * neighbourhood, CEP or street not known yet is added, as the CEP look-ups add them
 * (postal-codes.repository.ts `learn`).
 */
async function resolveAddress(
  addresses: CondominiumAddressesRepository,
  input: CondominiumInput,
): Promise<Omit<CondominiumValues, 'name' | 'number'>> {
  const state = await resolveState(addresses, input.state);
  const city = await resolveCity(addresses, state, input.city);
  const neighbourhood = await resolveNeighbourhood(addresses, city, input.neighbourhood);
  const postalCode = await resolvePostalCode(addresses, city, neighbourhood, input.postalCode);
  const street = await resolveStreet(addresses, city, neighbourhood, postalCode, input.street);
  return {
    stateCode: state.code,
    cityCode: city.code,
    neighbourhoodCode: neighbourhood.code,
    postalCodeCode: postalCode.code,
    streetCode: street.code,
  };
}

async function resolveState(
  addresses: CondominiumAddressesRepository,
  s: CondominiumInput['state'],
): Promise<StateRow> {
  const found =
    s.code !== null
      ? await addresses.stateByCode(s.code)
      : s.uf
        ? await addresses.stateByUf(s.uf)
        : await addresses.stateByName(s.name);
  if (!found) throw invalid(M.stateNotFound, 'estadoCONDOMINIO');
  return found;
}

async function resolveCity(
  addresses: CondominiumAddressesRepository,
  state: StateRow,
  p: PlaceInput,
): Promise<CityRow> {
  const field = 'cidadeCONDOMINIO';
  if (p.code !== null) {
    const city = await addresses.cityByCode(p.code);
    if (!city) throw invalid(M.cityNotFound, field);
    if (city.stateCode !== state.code) throw invalid(M.cityOutsideState, field);
    return city;
  }
  const city = await addresses.cityByName(state.code, p.name);
  if (!city) throw invalid(M.cityNotFound, field);
  return city;
}

async function resolveNeighbourhood(
  addresses: CondominiumAddressesRepository,
  city: CityRow,
  p: PlaceInput,
): Promise<NeighbourhoodRow> {
  const field = 'bairroCONDOMINIO';
  if (p.code !== null) {
    const hood = await addresses.neighbourhoodByCode(p.code);
    if (!hood) throw invalid(M.neighbourhoodNotFound, field);
    if (hood.cityCode !== city.code) throw invalid(M.neighbourhoodOutsideCity, field);
    return hood;
  }
  return (
    (await addresses.neighbourhoodByName(city.code, p.name)) ??
    (await addresses.insertNeighbourhood(city.code, p.name))
  );
}

/** A CEP belongs to the city and neighbourhood chosen (one the portal has without a neighbourhood, to the city). */
const isCepIn = (cep: PostalCodeRow, city: CityRow, hood: NeighbourhoodRow) =>
  cep.cityCode === city.code && (cep.neighbourhoodCode === null || cep.neighbourhoodCode === hood.code);

async function resolvePostalCode(
  addresses: CondominiumAddressesRepository,
  city: CityRow,
  hood: NeighbourhoodRow,
  p: PlaceInput,
): Promise<PostalCodeRow> {
  const field = 'cepCONDOMINIO';
  const cep =
    p.code !== null ? await addresses.postalCodeByCode(p.code) : await addresses.postalCodeByNumber(p.name);
  if (!cep) {
    if (p.code !== null) throw invalid(M.cepNotFound, field);
    return addresses.insertPostalCode(p.name, city.code, hood.code);
  }
  // CEPs are unique in the country: a known one elsewhere is a typo or the wrong neighbourhood.
  if (!isCepIn(cep, city, hood)) throw invalid(M.cepOutsideNeighbourhood, field);
  return cep;
}

/** A street belongs to the CEP chosen (one without a CEP, to the city and neighbourhood). */
const isStreetOn = (street: StreetRow, city: CityRow, hood: NeighbourhoodRow, cep: PostalCodeRow) =>
  street.cityCode === city.code &&
  (street.postalCodeCode === null
    ? street.neighbourhoodCode === null || street.neighbourhoodCode === hood.code
    : street.postalCodeCode === cep.code);

async function resolveStreet(
  addresses: CondominiumAddressesRepository,
  city: CityRow,
  hood: NeighbourhoodRow,
  cep: PostalCodeRow,
  p: PlaceInput,
): Promise<StreetRow> {
  const field = 'logradouroCONDOMINIO';
  if (p.code !== null) {
    const street = await addresses.streetByCode(p.code);
    if (!street) throw invalid(M.streetNotFound, field);
    if (!isStreetOn(street, city, hood, cep)) throw invalid(M.streetOutsideCep, field);
    return street;
  }
  return (
    (await addresses.streetByName(cep.code, p.name)) ??
    (await addresses.insertStreet({
      name: p.name,
      cityCode: city.code,
      neighbourhoodCode: cep.neighbourhoodCode ?? hood.code,
      postalCodeCode: cep.code,
    }))
  );
}

/**
 * The admins' condominium writes (spec 2 §7 "Catalogue"): create, edit and delete,
 * each in one transaction with its audit line (entity `condominio`), and the review of the
 * advertisers' suggestions (entity `sugestao_condominio`).
 */
export function createCondominiumsService(deps: { inTransaction: InTransaction; clock: Clock }) {
  const { inTransaction, clock } = deps;

  /** The row read back in the answer's shape (inside the transaction that wrote it). */
  const readBack = async (condominiums: CondominiumsRepository, code: number): Promise<Condominium> => {
    const c = await condominiums.getCondominium(code);
    if (!c) throw new Error(`condomínio ${code} não encontrado após a escrita`);
    return c;
  };

  return {
    /**
     * Adds the condominium with its address and its street-number link. 400 for a place that
     * cannot be resolved; 409 when the same name is already at that street and number (a repeated
     * submit adds nothing).
     */
    async create(actorCode: number, input: CondominiumInput): Promise<Condominium> {
      return inTransaction(async ({ condominiums, addresses, audit }) => {
        const values: CondominiumValues = {
          name: input.name,
          number: input.number,
          ...(await resolveAddress(addresses, input)),
        };
        if (await condominiums.existsAt(values)) throw new AppError('CONFLICT', M.duplicate);
        const code = await condominiums.insertCondominium(values);
        await condominiums.saveStreetLink(code, values.streetCode, values.number);
        const created = await readBack(condominiums, code);
        await audit.record({
          actorCode,
          entity: 'condominio',
          entityId: code,
          action: 'criar',
          before: null,
          after: auditSnapshot(created),
        });
        return created;
      });
    },

    /**
     * Replaces name, number and address (same rules as create). The street-number link follows
     * the main street: renumbered in place, or moved when the street changed; links to other
     * streets stay.
     */
    async update(actorCode: number, code: number, input: CondominiumInput): Promise<Condominium> {
      return inTransaction(async ({ condominiums, addresses, audit }) => {
        const locked = await condominiums.lockCondominium(code);
        if (!locked) throw notFound(M.notFound);
        const before = await readBack(condominiums, code);
        const values: CondominiumValues = {
          name: input.name,
          number: input.number,
          ...(await resolveAddress(addresses, input)),
        };
        if (await condominiums.existsAt(values, code)) throw new AppError('CONFLICT', M.duplicate);
        await condominiums.updateCondominium(code, values, clock.now());
        if (locked.streetCode !== null && locked.streetCode !== values.streetCode) {
          await condominiums.deleteStreetLink(code, locked.streetCode);
        }
        await condominiums.saveStreetLink(code, values.streetCode, values.number);
        const after = await readBack(condominiums, code);
        await audit.record({
          actorCode,
          entity: 'condominio',
          entityId: code,
          action: 'editar',
          before: auditSnapshot(before),
          after: auditSnapshot(after),
        });
        return after;
      });
    },

    /** Deletes it unless ads or users point at it (409 with both counts); 404 when absent. */
    async remove(
      actorCode: number,
      code: number,
    ): Promise<{ ok: true; message: string; codigoCONDOMINIO: number }> {
      return inTransaction(async ({ condominiums, audit }) => {
        if (!(await condominiums.lockCondominium(code))) throw notFound(M.notFound);
        const usage = await condominiums.usage(code);
        if (usage.listings > 0 || usage.users > 0) {
          throw new AppError('CONFLICT', M.inUse(usage.listings, usage.users));
        }
        const before = await readBack(condominiums, code);
        await condominiums.deleteCondominium(code);
        await audit.record({
          actorCode,
          entity: 'condominio',
          entityId: code,
          action: 'remover',
          before: auditSnapshot(before),
          after: null,
        });
        return { ok: true, message: M.deleted, codigoCONDOMINIO: code };
      });
    },

    /**
     * Marks an advertiser's suggestion aceita (the admin created the condominium, whose code is
     * logged when given) or recusada. Asking for the status it already has changes and logs
     * nothing; aceita and recusada may be swapped (a correction).
     */
    async reviewSuggestion(
      actorCode: number,
      id: number,
      review: { status: SuggestionReview; condominio?: number | null },
    ): Promise<{ ok: true; message: string; sugestao: CondominiumSuggestion }> {
      return inTransaction(async ({ suggestions, condominiums, audit }) => {
        const current = await suggestions.get(id, { forUpdate: true });
        if (!current) throw notFound(M.suggestionNotFound);
        if (review.condominio && !(await condominiums.getCondominium(review.condominio))) {
          throw invalid(M.notFound, 'condominio');
        }
        const message = review.status === 'aceita' ? M.suggestionAccepted : M.suggestionRefused;
        if (current.status === review.status) return { ok: true, message, sugestao: current };
        await suggestions.setStatus(id, review.status);
        await audit.record({
          actorCode,
          entity: 'sugestao_condominio',
          entityId: id,
          action: review.status === 'aceita' ? 'aceitar' : 'recusar',
          before: { status: current.status },
          after: { status: review.status, condominio: review.condominio ?? null },
        });
        return { ok: true, message, sugestao: { ...current, status: review.status } };
      });
    },
  };
}

export type CondominiumsService = ReturnType<typeof createCondominiumsService>;
