import type { FastifyInstance } from 'fastify';
import type { CepProvider } from '../../adapters/postal-codes/cep-provider.ts';
import { createViaCepProvider } from '../../adapters/postal-codes/viacep.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPostalCodesRepository } from './postal-codes.repository.ts';
import { postalCodesRoutes } from './postal-codes.routes.ts';
import { createPostalCodesService } from './postal-codes.service.ts';

/** GET /api/cep/{cep} (issue 20): ViaCEP at VIACEP_URL, cached in the database. */
export async function registerPostalCodes(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; provider?: CepProvider },
): Promise<void> {
  const provider =
    opts.provider ??
    createViaCepProvider({ baseUrl: opts.env.VIACEP_URL, timeoutMs: opts.env.VIACEP_TIMEOUT_MS });
  const postalCodes = createPostalCodesService({
    repo: createPostalCodesRepository(opts.db),
    provider,
    clock: opts.clock,
    log: app.log,
  });
  await app.register(postalCodesRoutes, { postalCodes });
}
