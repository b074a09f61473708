import { createHmac } from 'node:crypto';
import { ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import {
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
  type CreateSavedSearchBody,
  type SavedSearch,
  type UnsubscribeInfo,
  type UpdateSavedSearchBody,
} from '#shared/contracts/saved-searches.contract.ts';
import {
  hasSearchCriteria,
  normaliseSavedQuery,
  savedSearchApiFilters,
  savedSearchPath,
} from '#shared/lib/saved-search-query.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { InTransaction, SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository.ts';

/**
 * The unsubscribe token of a saved search: an HMAC of its id under the alerts' key, so every
 * alert e-mail carries the same working link while the database keeps only its SHA-256
 * (`token_cancelar_hash`).
 */
export function unsubscribeToken(secret: string, searchId: number): string {
  return createHmac('sha256', secret).update(`busca-salva:${searchId}`).digest('base64url');
}

/**
 * The filters of a saved query as GET /api/anuncios checks them, or the first problem's message:
 * a search is saved only if the page could run it.
 */
export function checkedFilters(
  page: SavedSearchRow['page'],
  query: string,
): { ok: true; filters: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = ListingsQuerySchema.safeParse(savedSearchApiFilters(page, query));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? M.empty };
  const { page: _p, limit: _l, ...filters } = parsed.data;
  return { ok: true, filters };
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    nome: row.name,
    pagina: row.page,
    consulta: row.query,
    endereco: savedSearchPath(row.page, row.query),
    frequencia: row.frequency,
    pausada: row.paused,
    criadaEm: row.createdAt.toISOString(),
    ultimoEnvioEm: row.lastSentAt?.toISOString() ?? null,
  };
}

/**
 * A user's saved searches (issue 36 item 1): always the caller's own (another user's is 404, an
 * admin's included), at most SAVED_SEARCH_LIMITS.perUser, each with its alert's frequency and the
 * one-click unsubscribe (no session: the link's token).
 */
export function createSavedSearchesService(deps: {
  repo: SavedSearchesRepository;
  inTransaction: InTransaction;
  clock: Clock;
  secret: string;
}) {
  const { repo, clock } = deps;
  const requireOwn = async (userCode: number, id: number) => {
    const row = await repo.getOwn(userCode, id);
    if (!row) throw notFound(M.notFound);
    return row;
  };

  return {
    async list(userCode: number): Promise<SavedSearch[]> {
      return (await repo.findByUser(userCode)).map(toSavedSearch);
    },

    async create(userCode: number, body: CreateSavedSearchBody): Promise<SavedSearch> {
      const query = normaliseSavedQuery(body.pagina, body.consulta);
      if (!hasSearchCriteria(body.pagina, query))
        throw new AppError('VALIDATION', M.empty, [{ field: 'consulta', message: M.empty }]);
      const checked = checkedFilters(body.pagina, query);
      if (!checked.ok)
        throw new AppError('VALIDATION', checked.message, [{ field: 'consulta', message: checked.message }]);
      return deps.inTransaction(async (tx) => {
        const mine = await tx.lockUser(userCode);
        if (await mine.same(body.pagina, query)) throw new AppError('CONFLICT', M.duplicate);
        if (mine.total >= L.perUser) throw new AppError('CONFLICT', M.full);
        const now = clock.now();
        const row = await tx.insert({
          userCode,
          name: body.nome,
          page: body.pagina,
          query,
          frequency: body.frequencia,
          createdAt: now,
          updatedAt: now,
          // Only ads published from now on are news.
          checkedUntil: now,
          // The real hash needs the id: set right below, in the same transaction.
          unsubscribeTokenHash: hashToken(generateToken()),
        });
        await tx.setTokenHash(row.id, hashToken(unsubscribeToken(deps.secret, row.id)));
        return toSavedSearch(row);
      });
    },

    async update(userCode: number, id: number, body: UpdateSavedSearchBody): Promise<SavedSearch> {
      const before = await requireOwn(userCode, id);
      const now = clock.now();
      const row = await repo.updateOwn(userCode, id, {
        ...(body.nome !== undefined ? { name: body.nome } : {}),
        ...(body.frequencia !== undefined ? { frequency: body.frequencia } : {}),
        ...(body.pausada !== undefined ? { paused: body.pausada } : {}),
        // Resumed: the alerts start again from now, not with what appeared while paused.
        ...(before.paused && body.pausada === false ? { checkedUntil: now } : {}),
        updatedAt: now,
      });
      if (!row) throw notFound(M.notFound);
      return toSavedSearch(row);
    },

    async remove(userCode: number, id: number): Promise<void> {
      if (!(await repo.deleteOwn(userCode, id))) throw notFound(M.notFound);
    },

    /** Which search a link stops (the page's question). 404 for an unknown token. */
    async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) throw notFound(M.tokenInvalid);
      return { nome: row.name, pausada: row.paused };
    },

    /** Stops a search's alerts (idempotent); the search stays, paused, in the panel. */
    async unsubscribe(token: string): Promise<UnsubscribeInfo> {
      const row = await repo.pauseByTokenHash(hashToken(token), clock.now());
      if (!row) throw notFound(M.tokenInvalid);
      return { nome: row.name, pausada: true };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
