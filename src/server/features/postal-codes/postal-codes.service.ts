import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.constants.ts';
import {
  CepProviderUnavailable,
  type CepAddress,
  type CepProvider,
} from '../../adapters/postal-codes/cep-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PostalCodesRepository } from './postal-codes.repository.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How long a cached answer is used before the CEP services are asked again (CEPs change rarely). */
const CEP_CACHE_TTL = { foundMs: 30 * DAY, notFoundMs: DAY } as const;

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * GET /api/cep/{cep} (DESIGN.md §1 "postal codes"), in this order:
 * 1. a fresh cached answer (found: 30 days; not found: 1 day);
 * 2. the CEP services: ViaCEP, then BrasilAPI (the failover provider, ADR 020). Their answer is
 *    cached, found or not; a found address also joins the portal's own CEP, neighbourhood and
 *    street tables; a "not found" still checks the portal's own tables, where an admin may have
 *    entered the code;
 * 3. when no service can answer (time-out, error): a stale cached answer, else the portal's own
 *    CEP/street tables;
 * 4. nothing: 503 "Não foi possível consultar o CEP agora.".
 * Not found anywhere: 404 "CEP não encontrado.". A cache write that fails is logged, not fatal.
 */
export function createPostalCodesService(deps: {
  repo: PostalCodesRepository;
  provider: CepProvider;
  clock: Clock;
  log: Logger;
}) {
  const { repo, provider, clock, log } = deps;
  const notFound = () => new AppError('NOT_FOUND', M.cepNotFound);
  /** The portal's own answer for a code the CEP services do not know, or 404. */
  const localOrNotFound = async (cep: string): Promise<CepAddress> => {
    const local = await repo.findLocal(cep);
    if (!local) throw notFound();
    return local;
  };

  return {
    /** `cep`: 8 digits (the route checks them). */
    async lookup(cep: string): Promise<CepAddress> {
      const now = clock.now().getTime();
      const cached = await repo.findCached(cep);
      if (cached) {
        const ttl = cached.address ? CEP_CACHE_TTL.foundMs : CEP_CACHE_TTL.notFoundMs;
        if (now - cached.fetchedAt.getTime() < ttl) {
          if (cached.address) return cached.address;
          return localOrNotFound(cep);
        }
      }

      let answer;
      try {
        answer = await provider.lookup(cep);
      } catch (err) {
        if (!(err instanceof CepProviderUnavailable)) throw err;
        log.warn(
          { reason: err.message },
          'Serviços de CEP indisponíveis; usando o cache ou as tabelas do portal',
        );
        if (cached?.address) return cached.address;
        const local = await repo.findLocal(cep);
        if (local) return local;
        if (cached) throw notFound();
        throw new AppError('UNAVAILABLE', M.cepUnavailable);
      }

      const address = answer.kind === 'found' ? answer.address : null;
      try {
        await repo.saveCached(cep, address, new Date(now));
        if (address) await repo.learn(cep, address);
      } catch (err) {
        log.warn({ err }, 'Falha ao guardar a consulta de CEP');
      }
      if (address) return address;
      return localOrNotFound(cep);
    },
  };
}

export type PostalCodesService = ReturnType<typeof createPostalCodesService>;
